export { ReleaseNotesDialog } from './ReleaseNotesDialog';
export type { ReleaseNotesDialogProps } from './ReleaseNotesDialog';
export { releaseNoteBody, newestFirst } from './release-notes';
export type { ReleaseNote } from './release-notes';
