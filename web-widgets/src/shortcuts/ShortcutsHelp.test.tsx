import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWidget } from '../testing/render-widget';
import { ShortcutsHelp } from './ShortcutsHelp';

describe('ShortcutsHelp', () => {
  test('? lists every shortcut in a dialog; axe-clean; Escape closes it', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<ShortcutsHelp />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual([
      'Go to the search field',
      'Next result, or next document in the viewer',
      'Previous result, or previous document in the viewer',
      'Open the original source',
      'Share the search or the open document',
      'Close the document or dialog',
      'Show this list',
    ]);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('in French; and ? typed into a field is just a question mark', async () => {
    const user = userEvent.setup();
    renderWidget(
      <>
        <label>
          Note <input />
        </label>
        <ShortcutsHelp />
      </>,
      { language: 'fr' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'pourquoi ?');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(document.body);
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeInTheDocument();
  });
});
