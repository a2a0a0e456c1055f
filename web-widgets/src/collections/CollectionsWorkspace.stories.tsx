import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toasts } from '../toasts/Toasts';
import { ToastStore } from '../toasts/toast.store';
import { CollectionsWorkspace } from './CollectionsWorkspace';
import { makeCollectionsStore, type CollectionsScenario } from './collections.scenarios';

const CollectionsPage = ({ scenario }: { scenario: CollectionsScenario }) => {
  const [{ store, toasts }] = useState(() => {
    const toasts = new ToastStore();
    return { store: makeCollectionsStore(scenario, toasts).store, toasts };
  });
  return (
    <div style={{ padding: 24, maxWidth: 1100 }}>
      <CollectionsWorkspace store={store} onOpenDocument={(id) => console.info('open document', id)} />
      <Toasts store={toasts} />
    </div>
  );
};

const meta = {
  title: 'Collections/CollectionsWorkspace',
  component: CollectionsPage,
  args: { scenario: 'list' },
  argTypes: {
    scenario: {
      control: 'select',
      options: [
        'list',
        'grid',
        'loading',
        'empty',
        'error',
        'documents-error',
        'edit-mode',
        'edit-invalid-chips',
        'pending-chip',
        'share',
        'unsubscribe-warning',
        'delete-confirm',
        'deliveries',
      ],
    },
  },
  render: (args) => <CollectionsPage key={args.scenario} {...args} />,
} satisfies Meta<typeof CollectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: each collection with its search, alert, role and newest documents. */
export const List: Story = {};
export const Grid: Story = { args: { scenario: 'grid' } };
export const Loading: Story = { args: { scenario: 'loading' } };
export const Empty: Story = { args: { scenario: 'empty' } };
export const Error: Story = { args: { scenario: 'error' } };
/** One collection's documents fail: "Error fetching collection documents" on its card only. */
export const DocumentsError: Story = { args: { scenario: 'documents-error' } };
/** Edit mode: drag handles (pointer or keyboard: Space, arrows, Space) and the owner's actions. */
export const EditModeDrag: Story = { args: { scenario: 'edit-mode' } };
/** An invalid e-mail and Slack chip are flagged; saving is blocked. */
export const EditInvalidChips: Story = { args: { scenario: 'edit-invalid-chips' } };
/** Text left in the e-mail input blocks saving until Enter makes it a chip. */
export const PendingChipText: Story = { args: { scenario: 'pending-chip' } };
export const ShareDialog: Story = { args: { scenario: 'share' } };
/** Spec §5: "You must select at least one collection". */
export const UnsubscribeWarning: Story = { args: { scenario: 'unsubscribe-warning' } };
export const DeleteConfirm: Story = { args: { scenario: 'delete-confirm' } };
export const DeliveryLog: Story = { args: { scenario: 'deliveries' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
/** The dialogs in German and French (long words, other quotes and plural rules). */
export const EditDialogGerman: Story = { args: { scenario: 'edit-invalid-chips' }, globals: { locale: 'de' } };
export const EditDialogFrench: Story = { args: { scenario: 'edit-invalid-chips' }, globals: { locale: 'fr' } };
export const ShareDialogGerman: Story = { args: { scenario: 'share' }, globals: { locale: 'de' } };
export const ShareDialogFrench: Story = { args: { scenario: 'share' }, globals: { locale: 'fr' } };
export const UnsubscribeWarningGerman: Story = { args: { scenario: 'unsubscribe-warning' }, globals: { locale: 'de' } };
export const UnsubscribeWarningFrench: Story = { args: { scenario: 'unsubscribe-warning' }, globals: { locale: 'fr' } };
export const DeleteConfirmGerman: Story = { args: { scenario: 'delete-confirm' }, globals: { locale: 'de' } };
export const DeleteConfirmFrench: Story = { args: { scenario: 'delete-confirm' }, globals: { locale: 'fr' } };
export const DeliveryLogGerman: Story = { args: { scenario: 'deliveries' }, globals: { locale: 'de' } };
export const DeliveryLogFrench: Story = { args: { scenario: 'deliveries' }, globals: { locale: 'fr' } };
