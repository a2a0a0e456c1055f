export { ReleaseNotesEditor } from './ReleaseNotesEditor';
export type { ReleaseNotesEditorProps } from './ReleaseNotesEditor';
export { ReleaseNotesEditorStore } from './release-notes-editor.store';
export type { ReleaseNotesEditorStatus } from './release-notes-editor.store';
