import type { Meta, StoryObj } from '@storybook/react-vite';
import { scenarioStoryPage } from '../testing/scenario-story';
import { ToastStore } from '../toasts/toast.store';
import { InfoMessagesAdmin } from './InfoMessagesAdmin';
import { FakeInfoMessagesApi, type InfoMessagesScenario } from './info-messages.fixtures';
import { InfoMessagesAdminStore } from './info-messages-admin.store';

type Step = 'none' | 'editing' | 'confirm-delete';

const AdminPreview = scenarioStoryPage<InfoMessagesScenario, Step, InfoMessagesAdminStore>(
  (scenario) => new InfoMessagesAdminStore(new FakeInfoMessagesApi(scenario), new ToastStore()),
  async (store, step) => {
    await store.load();
    const first = store.messages[0];
    if (step === 'editing' && first) store.edit(first);
    if (step === 'confirm-delete' && first) store.deletion.ask(first);
  },
  (store) => <InfoMessagesAdmin store={store} autoLoad={false} now={new Date('2026-11-22T12:00:00Z')} />,
);

const meta = {
  title: 'Info messages/InfoMessagesAdmin',
  component: AdminPreview,
  args: { scenario: 'loaded', step: 'none' },
} satisfies Meta<typeof AdminPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { scenario: 'slow' } };

export const LoadFailed: Story = { args: { scenario: 'failing' } };

export const Empty: Story = { args: { scenario: 'empty' } };

export const Loaded: Story = {};

export const Editing: Story = { args: { step: 'editing' } };

export const ConfirmDelete: Story = { args: { step: 'confirm-delete' } };

export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };
