import { describe, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../testing/render-widget';
import { DocumentViewer } from './DocumentViewer';
import { makeViewerStore, type ViewerScenario } from './document-viewer.scenarios';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const setup = async (scenario: ViewerScenario = 'loaded') => {
  const { store } = makeViewerStore(scenario);
  const user = userEvent.setup();
  renderWidget(<DocumentViewer store={store} shareBaseUrl="https://newsdesk.example" />);
  await settle();
  screen.getByRole('dialog').focus();
  return { store, user };
};

describe('DocumentViewer keyboard shortcuts', () => {
  test('k and j go to the previous and next document of the results', async () => {
    const { store, user } = await setup();
    const first = store.currentId;
    await user.keyboard('k');
    await settle();
    const previous = store.currentId;
    expect(previous).not.toBe(first);
    await user.keyboard('j');
    await settle();
    expect(store.currentId).toBe(first);
  });

  test('o opens the original in a new tab; s opens the share panel; Esc closes the panel, then the viewer', async () => {
    const { store, user } = await setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      await user.keyboard('o');
      expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//), '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
    await user.keyboard('s');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Link to this document' })).toHaveValue(
      `https://newsdesk.example/search?docId=${store.currentId}`,
    );
    // in the share link's field, letters are typing: j does not turn the page
    const shown = store.currentId;
    screen.getByRole('textbox', { name: 'Link to this document' }).focus();
    await user.keyboard('j');
    expect(store.currentId).toBe(shown);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(store.isOpen).toBe(false);
  });

  test('without an original, o says so instead of opening anything', async () => {
    const { user } = await setup('no-url');
    await user.keyboard('o');
    expect(screen.getByText('We are sorry, it seems the original source for this document cannot be found.')).toBeInTheDocument();
  });
});
