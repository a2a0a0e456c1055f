import { describe, expect, jest, test } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { ConfirmDeletion, ConfirmDialog } from './ConfirmDialog';
import * as stories from './ConfirmDialog.stories';
import { PendingDeletion } from './pending-deletion';

setProjectAnnotations(preview);

const ask = (overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const props = {
    open: true,
    title: 'Delete site?',
    text: '“SRF” will no longer be watched.',
    confirmLabel: 'Delete',
    busy: false,
    onConfirm,
    onCancel,
  };
  return { onConfirm, onCancel, props: { ...props, ...overrides } };
};

describe('ConfirmDialog', () => {
  test('asks with the text, Cancel before the destructive button; each answers once', async () => {
    const { props, onConfirm, onCancel } = ask();
    renderWidget(<ConfirmDialog {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete site?' });
    expect(within(dialog).getByText('“SRF” will no longer be watched.')).toBeTruthy();
    const footerButtons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(footerButtons.slice(-2)).toEqual(['Cancel', 'Delete']);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  test('Cancel and Close speak the reader’s language (the kit’s common namespace)', () => {
    renderWidget(<ConfirmDialog {...ask().props} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  test('while busy the destructive button says so and cannot be pressed again', () => {
    renderWidget(<ConfirmDialog {...ask({ busy: true }).props} />);
    const confirm = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
  });

  test('extra children follow the text', () => {
    renderWidget(
      <ConfirmDialog {...ask().props}>
        <p>It is shared with 2 colleagues.</p>
      </ConfirmDialog>,
    );
    const paragraphs = within(screen.getByRole('dialog')).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual(['“SRF” will no longer be watched.', 'It is shared with 2 colleagues.']);
  });

  test('closed: nothing is rendered', () => {
    renderWidget(<ConfirmDialog {...ask({ open: false }).props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('ConfirmDeletion opens for the pending item and deletes it on confirm', async () => {
    const removed: string[] = [];
    const deletion = new PendingDeletion<{ name: string }>({
      remove: async (item) => {
        removed.push(item.name);
      },
      onDeleted: () => {},
      onFailed: () => {},
    });
    renderWidget(<ConfirmDeletion deletion={deletion} keys="topics.confirmDelete" values={(item) => ({ name: item.name })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => deletion.ask({ name: 'Economy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete topic' });
    expect(within(dialog).getByText('Delete the topic “Economy”? Documents keep the topics they already have.')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete topic' }));
    expect(removed).toEqual(['Economy']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test.each(Object.entries(composeStories(stories)))('story %s renders axe-clean', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
