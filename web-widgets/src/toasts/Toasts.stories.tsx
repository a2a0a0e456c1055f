import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../api/api-error';
import { Toasts } from './Toasts';
import { ToastStore } from './toast.store';
import type { ToastInput } from './toast.store';

/** Stories keep toasts on screen (autoCloseMs: null) so every state can be looked at. */
const ToastsPreview = ({ toasts, autoClose = false }: { toasts: ToastInput[]; autoClose?: boolean }) => {
  const [store] = useState(() => {
    const created = new ToastStore();
    for (const toast of toasts) created.show({ autoCloseMs: autoClose ? undefined : null, ...toast });
    return created;
  });
  return (
    <div style={{ minHeight: '100vh', padding: 32, background: 'var(--nd-color-canvas)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(['info', 'success', 'warning', 'error'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            style={{
              padding: '8px 12px',
              border: '1px solid var(--nd-color-border)',
              borderRadius: 6,
              background: 'var(--nd-color-surface)',
            }}
            onClick={() =>
              kind === 'error'
                ? store.showError(new ApiError({ status: 0, code: 'network.failed', message: 'offline' }))
                : store.show({ kind, message: `A ${kind} message (closes after 3 s)` })
            }
          >
            Show {kind}
          </button>
        ))}
      </div>
      <Toasts store={store} />
    </div>
  );
};

const meta = {
  title: 'Feedback/Toasts',
  component: ToastsPreview,
  args: { toasts: [] },
} satisfies Meta<typeof ToastsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Info: Story = { args: { toasts: [{ kind: 'info', message: 'Your search was shared. The link expires in 48 hours.' }] } };

export const Success: Story = { args: { toasts: [{ kind: 'success', message: 'Copied to clipboard.' }] } };

export const Warning: Story = {
  args: {
    toasts: [
      {
        kind: 'warning',
        message: 'Warning: Over 10,000 matching documents found. Try refining the search by using operators or more specific terms.',
      },
    ],
  },
};

export const ErrorKind: Story = { name: 'Error', args: { toasts: [{ kind: 'error', messageKey: 'errors:user.language_change_failed' }] } };

export const ErrorFromServerMessage: Story = {
  args: { toasts: [{ kind: 'error', messageKey: 'errors:collection.unknown_code', message: 'Maximum number of collections reached' }] },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { kind: 'success', message: 'Collection “Energy policy” added.' },
      { kind: 'info', message: 'Collection “Energy policy” updated.' },
      { kind: 'warning', message: 'You must select at least one collection.' },
      { kind: 'error', messageKey: 'errors:network.failed' },
    ],
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        kind: 'error',
        message:
          'We are sorry, it seems the original source for this document cannot be found. The publisher may have moved or removed the article https://www.example-newspaper.example/politics/2025/06/02/a-very-long-address-that-does-not-wrap-nicely',
      },
    ],
  },
};

export const AutoClose: Story = { args: { toasts: [{ kind: 'success', message: 'This one closes after 3 seconds.' }], autoClose: true } };

export const German: Story = {
  args: {
    toasts: [
      { kind: 'error', messageKey: 'errors:auth.too_many_attempts', values: { minutes: 5 } },
      { kind: 'success', message: 'In die Zwischenablage kopiert.' },
    ],
  },
  globals: { locale: 'de' },
};

export const French: Story = {
  args: {
    toasts: [
      { kind: 'error', messageKey: 'errors:server.internal' },
      { kind: 'info', message: 'Collection mise à jour.' },
    ],
  },
  globals: { locale: 'fr' },
};
