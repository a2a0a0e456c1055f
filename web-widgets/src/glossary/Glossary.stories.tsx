import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAfresh, scenarioStoryPage } from '../testing/scenario-story';
import { ToastStore } from '../toasts/toast.store';
import { Toasts } from '../toasts/Toasts';
import { Glossary } from './Glossary';
import { FakeGlossaryApi, type GlossaryScenario } from './glossary.fixtures';
import { GlossaryStore } from './glossary.store';

type Step = 'none' | 'letter-e' | 'search-miss' | 'comments-open' | 'create' | 'create-invalid' | 'save-failed' | 'confirm-delete';

const play = async ({ store }: { store: GlossaryStore }, step: Step) => {
  await store.load();
  if (step === 'letter-e') store.chooseLetter('E');
  if (step === 'search-miss') {
    store.setSearchDraft('zeppelin');
    store.submitSearch();
  }
  if (step === 'comments-open') store.items.slice(0, 2).forEach((item) => store.toggleComments(item));
  if (step === 'create' || step === 'create-invalid' || step === 'save-failed') {
    store.editor.startCreate();
    if (step === 'create-invalid') {
      store.editor.setTitle('Chefredaktion');
      await store.editor.save();
    }
    if (step === 'save-failed') {
      store.editor.setTitle('Chefredaktion');
      store.editor.setDescription('The editors-in-chief.');
      await store.editor.save();
    }
  }
  if (step === 'confirm-delete') {
    const mine = store.items.find((item) => item.canDelete);
    if (mine) store.askDelete(mine);
  }
};

const GlossaryPage = scenarioStoryPage(
  (scenario: GlossaryScenario) => {
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    return { toasts, store: new GlossaryStore(new FakeGlossaryApi(scenario), { toasts }) };
  },
  play,
  ({ store, toasts }) => (
    <>
      <Glossary store={store} autoLoad={false} />
      <Toasts store={toasts} />
    </>
  ),
);

const meta = {
  title: 'Glossary/Glossary',
  component: GlossaryPage,
  args: { scenario: 'loaded', step: 'none' },
  argTypes: {
    scenario: { control: 'inline-radio', options: ['loaded', 'empty', 'loading', 'load-error', 'long-text', 'save-error'] },
    step: {
      control: 'select',
      options: ['none', 'letter-e', 'search-miss', 'comments-open', 'create', 'create-invalid', 'save-failed', 'confirm-delete'],
    },
  },
  render: renderAfresh(GlossaryPage),
} satisfies Meta<typeof GlossaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items sorted by title, with likes; Ä and É filed under A and E. */
export const Loaded: Story = {};

export const Loading: Story = { args: { scenario: 'loading' } };

export const Empty: Story = { args: { scenario: 'empty' } };

/** The list could not be fetched: "Error fetching glossary items" as a toast. */
export const LoadFailed: Story = { args: { scenario: 'load-error' } };

export const LongText: Story = { args: { scenario: 'long-text' } };

/** Letter E: “eagle”-like titles and Élysée. */
export const LetterE: Story = { args: { step: 'letter-e' } };

export const NoMatches: Story = { args: { step: 'search-miss' } };

export const CommentsOpen: Story = { args: { step: 'comments-open' } };

export const CreateDialog: Story = { args: { step: 'create' } };

/** Spec §5: a description is required. */
export const CreateInvalid: Story = { args: { step: 'create-invalid' } };

/** "Error saving glossary item" as a toast. */
export const SaveFailed: Story = { args: { scenario: 'save-error', step: 'save-failed' } };

export const ConfirmDelete: Story = { args: { step: 'confirm-delete' } };

export const German: Story = { args: { step: 'comments-open' }, globals: { locale: 'de' } };

export const GermanInvalid: Story = { args: { step: 'create-invalid' }, globals: { locale: 'de' } };

export const French: Story = { args: { step: 'comments-open' }, globals: { locale: 'fr' } };

export const FrenchLoadFailed: Story = { args: { scenario: 'load-error' }, globals: { locale: 'fr' } };
