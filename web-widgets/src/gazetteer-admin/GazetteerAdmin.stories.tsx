import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAfresh, scenarioStoryPage } from '../testing/scenario-story';
import { GazetteerAdmin } from './GazetteerAdmin';
import { FakeGazetteerAdminApi, type GazetteerScenario } from './gazetteer-admin.fixtures';
import { GazetteerAdminStore } from './gazetteer-admin.store';

type Step = 'none' | 'duplicate' | 'confirm-delete';

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

const GazetteerAdminPage = scenarioStoryPage<GazetteerScenario, Step, GazetteerAdminStore>(
  (scenario) => new GazetteerAdminStore(new FakeGazetteerAdminApi(scenario)),
  play,
  (store) => <GazetteerAdmin store={store} autoLoad={false} />,
);

const meta = {
  title: 'Administration/GazetteerAdmin',
  component: GazetteerAdminPage,
  args: { scenario: 'loaded', step: 'none' },
  argTypes: {
    scenario: { control: 'inline-radio', options: ['loaded', 'empty', 'loading', 'load-error'] },
    step: { control: 'select', options: ['none', 'duplicate', 'confirm-delete'] },
  },
  render: renderAfresh(GazetteerAdminPage),
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
