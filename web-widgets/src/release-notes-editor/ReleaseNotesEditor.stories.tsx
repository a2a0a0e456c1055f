import type { Meta, StoryObj } from '@storybook/react-vite';
import { scenarioStoryPage } from '../testing/scenario-story';
import { copyOfReleaseNotes, fakeReleaseNotesApi } from '../release-notes/release-notes.fixtures';
import { ToastStore } from '../toasts/toast.store';
import { ReleaseNotesEditor } from './ReleaseNotesEditor';
import { ReleaseNotesEditorStore } from './release-notes-editor.store';

type Scenario = 'loaded' | 'empty' | 'failing' | 'slow';
type Step = 'none' | 'new' | 'editing-de' | 'confirm-delete';

const apiFor = (scenario: Scenario) => {
  const api = fakeReleaseNotesApi(scenario === 'empty' ? [] : copyOfReleaseNotes(), 2);
  if (scenario === 'failing') api.list = () => Promise.reject(new Error('server down'));
  if (scenario === 'slow') api.list = () => new Promise(() => undefined);
  return api;
};

const EditorPreview = scenarioStoryPage<Scenario, Step, ReleaseNotesEditorStore>(
  (scenario) => new ReleaseNotesEditorStore(apiFor(scenario), new ToastStore()),
  async (store, step) => {
    await store.load();
    const first = store.sorted[0];
    if (step === 'new') {
      store.startNew();
      store.setDraft('## Site monitor\n\nWatch a **page** for changes:\n\n- add a site\n- see old and new side by side');
    } else if (step === 'editing-de' && first) {
      store.startEdit(first);
      store.setLanguage('de');
    } else if (step === 'confirm-delete' && first) {
      store.deletion.ask(first);
    }
  },
  (store) => <ReleaseNotesEditor store={store} autoLoad={false} />,
);

const meta = {
  title: 'Release notes/ReleaseNotesEditor',
  component: EditorPreview,
  args: { scenario: 'loaded', step: 'none' },
} satisfies Meta<typeof EditorPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { scenario: 'slow' } };

export const LoadFailed: Story = { args: { scenario: 'failing' } };

export const Empty: Story = { args: { scenario: 'empty' } };

export const Loaded: Story = {};

/** A new note with its live preview. */
export const Writing: Story = { args: { step: 'new' } };

export const EditingGerman: Story = { args: { step: 'editing-de' } };

export const ConfirmDelete: Story = { args: { step: 'confirm-delete' } };

export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };
