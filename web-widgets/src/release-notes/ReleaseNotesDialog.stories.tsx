import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReleaseNotesDialog, type ReleaseNotesDialogProps } from './ReleaseNotesDialog';
import { releaseNoteFixtures } from './release-notes.fixtures';

type PreviewArgs = Pick<ReleaseNotesDialogProps, 'notes' | 'status' | 'hasMore' | 'loadingMore'>;

/** Open on load; the button shows that focus goes back to the opener on close. */
const ReleaseNotesPreview = ({ notes, status, hasMore, loadingMore }: PreviewArgs) => {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: '100vh', padding: 32, background: 'var(--nd-color-canvas)' }}>
      <button
        type="button"
        style={{ padding: '8px 12px', border: '1px solid var(--nd-color-border)', borderRadius: 6, background: 'var(--nd-color-surface)' }}
        onClick={() => setOpen(true)}
      >
        Open release notes
      </button>
      <ReleaseNotesDialog
        open={open}
        onClose={() => setOpen(false)}
        notes={notes}
        status={status ?? 'ready'}
        hasMore={hasMore ?? false}
        loadingMore={loadingMore ?? false}
        onLoadMore={() => undefined}
        onRetry={() => undefined}
      />
    </div>
  );
};

const meta = {
  title: 'Release notes/ReleaseNotesDialog',
  component: ReleaseNotesPreview,
  args: { notes: releaseNoteFixtures },
} satisfies Meta<typeof ReleaseNotesPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { notes: [], status: 'loading' } };

export const LoadFailed: Story = { args: { notes: [], status: 'error' } };

export const Empty: Story = { args: { notes: [] } };

export const WithNotes: Story = {};

export const WithPreviousEntries: Story = { args: { hasMore: true } };

export const LoadingPreviousEntries: Story = { args: { hasMore: true, loadingMore: true } };

export const LongNote: Story = {
  args: {
    notes: [
      {
        id: 'long',
        createdAt: '2026-06-10T08:00:00Z',
        body: {
          en: Array.from(
            { length: 12 },
            (_, i) =>
              `<p>Paragraph ${i + 1}: the statistics pages now load results in CET, and exports to the wire service keep the original order. https://newsdesk.example/a/very/long/address/that/must/wrap/inside/the/dialog/${i}</p>`,
          ).join(''),
        },
      },
    ],
  },
};

/** German reader: the German body where there is one, English otherwise (the fallback). */
export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };
