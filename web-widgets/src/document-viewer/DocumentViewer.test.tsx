import { describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { DocumentViewer } from './DocumentViewer';
import * as stories from './DocumentViewer.stories';
import { makeViewerStore, type ViewerScenario } from './document-viewer.scenarios';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const setup = async (scenario: ViewerScenario = 'loaded', language: Language = 'en', clipboard?: Pick<Clipboard, 'writeText'>) => {
  const { api, store } = makeViewerStore(scenario);
  const user = userEvent.setup();
  const view = renderWidget(<DocumentViewer store={store} shareBaseUrl="https://newsdesk.example" clipboard={clipboard} />, { language });
  await settle();
  return { api, store, user, ...view };
};

describe('DocumentViewer', () => {
  test('a labelled modal dialog with highlights, dates and source; axe-clean', async () => {
    const { container } = await setup();
    const dialog = screen.getByRole('dialog', { name: 'Swiss National Bank holds its policy rate' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelectorAll('mark')[0]).toHaveTextContent('Swiss National Bank');
    expect(screen.getByRole('link', { name: /nzz\.ch/ })).toHaveAttribute('href', 'https://nzz.ch');
    expect(screen.getByText('Economy')).toBeInTheDocument();
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open original/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('previous and next follow the result list; Escape closes', async () => {
    // as in a browser, the disabled button loses focus (ui/dialog-focus.ts must catch it)
    const undo = followBrowserFocusFixup();
    try {
      const { store, user } = await setup();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      await settle();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
      // the clicked button is now disabled: focus stayed inside the dialog, so Escape still works
      expect(focusIsInside(screen.getByRole('dialog'))).toBe(true);
      await user.keyboard('{Escape}');
      expect(store.isOpen).toBe(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('both buttons are disabled while loading', async () => {
    const { container } = await setup('loading');
    expect(screen.getByText('Loading document…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('markup in the body stays text', async () => {
    await setup('xss');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(dialog.textContent).toContain('<script>alert("xss")</script>');
    expect(dialog.textContent).toContain('onerror=alert(1)');
  });

  test('share copies the link; failures say so', async () => {
    const writeText = jest
      .fn<(text: string) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    const { user } = await setup('loaded', 'en', { writeText });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByLabelText('Link to this document')).toHaveValue('https://newsdesk.example/search?docId=doc-1');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://newsdesk.example/search?docId=doc-1');
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText('Copy to clipboard failed.')).toBeInTheDocument();
  });

  test('Escape closes the share popup first, with focus back on Share, then the viewer', async () => {
    const { user, store } = await setup('loaded');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    screen.getByLabelText('Link to this document').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Link to this document')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(store.isOpen).toBe(false);
  });

  test('without an original URL the button explains', async () => {
    const { user } = await setup('no-url');
    await user.click(screen.getByRole('button', { name: 'Open original' }));
    expect(screen.getByText('We are sorry, it seems the original source for this document cannot be found.')).toBeInTheDocument();
  });

  test('chips toggle and refetch; the mode switches to AND; related scroll by 300 px', async () => {
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    const { api, user } = await setup();
    const chip = screen.getByRole('button', { name: 'UBS' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'All (AND)' }));
    expect(api.relatedCalls.at(-1)).toEqual({ documentId: 'doc-1', entities: ['UBS'], operator: 'AND' });
    const related = within(screen.getByRole('region', { name: 'Related Documents' }));
    expect(related.getByRole('link', { name: /UBS reports/ })).toHaveAttribute('href', '/search?docId=rel-1');
    await user.click(related.getByRole('button', { name: 'Scroll related documents right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
  });

  test('the source image falls back to the initial', async () => {
    const { container } = await setup();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('.nd-viewer__image--placeholder')).toHaveTextContent('N');
  });

  test('German labels', async () => {
    await setup('loaded', 'de');
    expect(screen.getByRole('button', { name: 'Nächstes' })).toBeInTheDocument();
    expect(screen.getByText('Gestern')).toBeInTheDocument();
  });
});

setProjectAnnotations(preview);

describe('DocumentViewer stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story),
  );
});
