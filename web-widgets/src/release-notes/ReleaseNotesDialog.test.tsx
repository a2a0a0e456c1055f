import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { loadReleaseNoteSanitiser } from './load-sanitiser';
import { ReleaseNotesDialog } from './ReleaseNotesDialog';
import type { ReleaseNote } from './release-notes';
import { releaseNoteBody } from './release-notes';

const notes: ReleaseNote[] = [
  { id: 'n1', createdAt: '2025-01-10T09:00:00Z', body: { en: 'Collections can be reordered.', de: 'Sammlungen lassen sich sortieren.' } },
  { id: 'n2', createdAt: '2025-03-02T09:00:00Z', body: { en: 'Faster search.\nNew glossary letters.' } },
];

const Harness = ({ initial = notes }: { initial?: ReleaseNote[] }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        What’s new
      </button>
      <ReleaseNotesDialog open={open} onClose={() => setOpen(false)} notes={initial} />
    </>
  );
};

// DOMPurify loads on demand (ReleaseNoteBody.tsx); loaded once here, every render is synchronous
beforeAll(() => loadReleaseNoteSanitiser());

describe('ReleaseNotesDialog', () => {
  test('closed: renders nothing', () => {
    renderWidget(<ReleaseNotesDialog open={false} onClose={jest.fn()} notes={notes} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('empty state', async () => {
    const { container } = renderWidget(<ReleaseNotesDialog open onClose={jest.fn()} notes={[]} />);
    expect(screen.getByRole('dialog', { name: 'Release notes' })).toHaveTextContent('No release notes yet.');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('notes newest first, in the reader’s language with English fallback', async () => {
    const { container } = renderWidget(<ReleaseNotesDialog open onClose={jest.fn()} notes={notes} />, {
      language: 'de',
    });
    const dialog = screen.getByRole('dialog', { name: 'Versionshinweise' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Faster search.');
    expect(entries[1]).toHaveTextContent('Sammlungen lassen sich sortieren.');
    expect(entries[1]).toHaveTextContent('10. Januar 2025');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('focus moves in, stays in, and returns to the opener on Escape', async () => {
    const user = userEvent.setup();
    renderWidget(<Harness />);
    const opener = screen.getByRole('button', { name: 'What’s new' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('a retry that fails again and a "load previous entries" keep focus in the dialog; Escape still closes it', async () => {
    const undo = followBrowserFocusFixup();
    const later = () => new Promise((resolve) => setTimeout(resolve, 30));
    let failuresLeft = 1;
    // the reader's store in small: each load takes a moment, the first retry fails again
    const Loading = () => {
      const [open, setOpen] = useState(true);
      const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('error');
      const [loadingMore, setLoadingMore] = useState(false);
      const [shown, setShown] = useState(notes.slice(0, 1));
      const retry = async () => {
        setStatus('loading');
        await later();
        setStatus(failuresLeft-- > 0 ? 'error' : 'ready');
      };
      const loadMore = async () => {
        setLoadingMore(true);
        await later();
        setShown(notes);
        setLoadingMore(false);
      };
      return (
        <ReleaseNotesDialog
          open={open}
          onClose={() => setOpen(false)}
          notes={shown}
          status={status}
          hasMore={shown.length < notes.length}
          loadingMore={loadingMore}
          onRetry={() => void retry()}
          onLoadMore={() => void loadMore()}
        />
      );
    };
    try {
      const user = userEvent.setup();
      renderWidget(<Loading />);
      const dialog = screen.getByRole('dialog');
      // the Retry button is replaced by the loading state, then comes back with the second failure
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(dialog).getByText('The release notes could not be loaded.')).toBeInTheDocument());
      expect(focusIsInside(dialog)).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      const more = await within(dialog).findByRole('button', { name: 'Load previous entries' });
      await user.click(more);
      await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Load previous entries' })).not.toBeInTheDocument());
      expect(focusIsInside(dialog)).toBe(true);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('the close button and the backdrop close it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { container } = renderWidget(<ReleaseNotesDialog open onClose={onClose} notes={notes} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(container.querySelector('.nd-dialog__backdrop')!);
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('HTML bodies render as formatting; script and handlers in a body never run', async () => {
    const hostile: ReleaseNote = {
      id: 'x',
      createdAt: '2026-11-20T08:00:00Z',
      body: { en: '<p><strong>Bold</strong> news<img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script></p>' },
    };
    const { container } = renderWidget(<ReleaseNotesDialog open onClose={jest.fn()} notes={[hostile]} />);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  test('loading, load failure with retry, and "load previous entries"', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const onLoadMore = jest.fn();
    const { rerender } = renderWidget(<ReleaseNotesDialog open onClose={jest.fn()} notes={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading release notes…');
    rerender(<ReleaseNotesDialog open onClose={jest.fn()} notes={[]} status="error" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<ReleaseNotesDialog open onClose={jest.fn()} notes={notes} hasMore onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load previous entries' }));
    expect(onLoadMore).toHaveBeenCalled();
    rerender(<ReleaseNotesDialog open onClose={jest.fn()} notes={notes} hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: 'Load previous entries' })).not.toBeInTheDocument();
  });

  test('body falls back to English, then to any language', () => {
    expect(releaseNoteBody({ id: 'a', createdAt: '', body: { en: 'E', fr: 'F' } }, 'de')).toBe('E');
    expect(releaseNoteBody({ id: 'a', createdAt: '', body: { fr: 'F' } }, 'de')).toBe('F');
  });
});
