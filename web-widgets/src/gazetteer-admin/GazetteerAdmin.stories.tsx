import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryCanvas, useStoryStore } from '../ui/StoryCanvas';
import { GazetteerAdmin } from './GazetteerAdmin';
import { FakeGazetteerAdminApi, type GazetteerScenario } from './gazetteer-admin.fixtures';
import { GazetteerAdminStore } from './gazetteer-admin.store';

type Step = 'none' | 'duplicate' | 'confirm-delete';

interface GazetteerAdminStoryArgs {
  scenario: GazetteerScenario;
  /** What the admin has just done when the story opens. */
  step: Step;
}

const play = async (store: GazetteerAdminStore, step: Step) => {
  await store.load();
  if (step === 'duplicate') {
    store.setLanguage('de');
    store.setKind('organization');
    store.setName('Swissmedic');
    await store.add();
  } else if (step === 'confirm-delete') {
    const entry = store.entries[0];
    if (entry) store.deletion.ask(entry);
  }
};

const GazetteerAdminPage = ({ scenario, step }: GazetteerAdminStoryArgs) => {
  const store = useStoryStore(
    () => new GazetteerAdminStore(new FakeGazetteerAdminApi(scenario)),
    (created) => play(created, step),
  );
  return (
    <StoryCanvas>
      <GazetteerAdmin store={store} autoLoad={false} />
    </StoryCanvas>
  );
};

const meta = {
  title: 'Administration/GazetteerAdmin',
  component: GazetteerAdminPage,
  args: { scenario: 'loaded', step: 'none' },
  argTypes: {
    scenario: { control: 'inline-radio', options: ['loaded', 'empty', 'loading', 'load-error'] },
    step: { control: 'select', options: ['none', 'duplicate', 'confirm-delete'] },
  },
  render: (args) => <GazetteerAdminPage key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof GazetteerAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries in three languages, grouped by kind. */
export const Loaded: Story = {};

export const Loading: Story = { args: { scenario: 'loading' } };

export const Empty: Story = { args: { scenario: 'empty' } };

export const LoadFailed: Story = { args: { scenario: 'load-error' } };

/** The name is already listed for this language and kind. */
export const Duplicate: Story = { args: { step: 'duplicate' } };

export const ConfirmDelete: Story = { args: { step: 'confirm-delete' } };

export const German: Story = { args: { step: 'duplicate' }, globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };
