import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryCanvas, useStoryStore } from '../ui/StoryCanvas';
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

const EditorPreview = ({ scenario, step }: { scenario: Scenario; step: Step }) => {
  const store = useStoryStore(
    () => new ReleaseNotesEditorStore(apiFor(scenario), new ToastStore()),
    async (created) => {
      await created.load();
      const first = created.sorted[0];
      if (step === 'new') {
        created.startNew();
        created.setDraft('## Site monitor\n\nWatch a **page** for changes:\n\n- add a site\n- see old and new side by side');
      } else if (step === 'editing-de' && first) {
        created.startEdit(first);
        created.setLanguage('de');
      } else if (step === 'confirm-delete' && first) {
        created.deletion.ask(first);
      }
    },
  );
  return (
    <StoryCanvas>
      <ReleaseNotesEditor store={store} autoLoad={false} />
    </StoryCanvas>
  );
};

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
