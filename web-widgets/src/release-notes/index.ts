export { ReleaseNotesDialog } from './ReleaseNotesDialog';
export type { ReleaseNotesDialogProps } from './ReleaseNotesDialog';
export { ReleaseNotesSlider } from './ReleaseNotesSlider';
export { ReleaseNotesStore } from './release-notes.store';
export type { ReleaseNotesStatus } from './release-notes.store';
export { ReleaseNotesGateway } from './release-notes.gateway';
export type { ReleaseNotesApi } from './release-notes.gateway';
export { releaseNoteBody, newestFirst, cursorOf } from './release-notes';
export type { ReleaseNote, ReleaseNotePage } from './release-notes';
// marked and DOMPurify load on demand (ADR 0016): the package offers them as loaders, not as
// static exports that would put them in every page that shows a release note.
export { loadReleaseNoteSanitiser } from './load-sanitiser';
export { loadMarkdownPreview } from './load-markdown-preview';
