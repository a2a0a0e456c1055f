import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { someReleaseNotes } from '../testing/mothers';
import { ReleaseNotesDialog } from './ReleaseNotesDialog';
import type { ReleaseNote } from './release-notes';

/** Open on load; the button shows that focus goes back to the opener on close. */
const ReleaseNotesPreview = ({ notes }: { notes: ReleaseNote[] }) => {
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
      <ReleaseNotesDialog open={open} onClose={() => setOpen(false)} notes={notes} />
    </div>
  );
};

const meta = {
  title: 'Release notes/ReleaseNotesDialog',
  component: ReleaseNotesPreview,
  args: { notes: someReleaseNotes() },
} satisfies Meta<typeof ReleaseNotesPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { notes: [] } };

export const WithNotes: Story = {};

export const LongNote: Story = {
  args: {
    notes: [
      {
        id: 'long',
        createdAt: '2025-06-10T08:00:00Z',
        body: { en: Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: the statistics pages now load results in CET, and exports to the wire service keep the original order.`).join('\n\n') },
      },
    ],
  },
};

export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };
