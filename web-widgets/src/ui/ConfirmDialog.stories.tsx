import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';
import { StoryCanvas } from './StoryCanvas';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [
    (Story) => (
      <StoryCanvas>
        <Story />
      </StoryCanvas>
    ),
  ],
  args: {
    open: true,
    title: 'Delete collection?',
    text: '“Swiss National Bank” and its alerts will be deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    busy: false,
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Deleting: Story = { args: { busy: true } };
export const WithMoreToKnow: Story = {
  args: { children: <p>It is shared with 3 colleagues; it disappears for them too.</p> },
};
export const LongText: Story = {
  args: {
    title: 'Remove “Neue Zürcher Zeitung – Wirtschaft, Finanzen und Börse (Schweiz und International)”?',
    text: 'The feed “Neue Zürcher Zeitung – Wirtschaft, Finanzen und Börse (Schweiz und International)” stops being crawled. Documents already indexed stay searchable; alerts and collections that name it keep working with the remaining sources.',
  },
};
export const German: Story = {
  globals: { locale: 'de' },
  args: { title: 'Sammlung löschen?', text: '«Schweizerische Nationalbank» und ihre Alerts werden gelöscht.', confirmLabel: 'Löschen' },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Supprimer la collection ?',
    text: '« Banque nationale suisse » et ses alertes seront supprimées.',
    confirmLabel: 'Supprimer',
  },
};
