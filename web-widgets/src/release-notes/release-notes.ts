import type { Language } from '@newsdesk/core/identity/user-view';
import { textFor } from '@newsdesk/core/release-notes/release-note.types';

/** A release note as `POST /api/client/release-notes` sends it. */
export interface ReleaseNote {
  id: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  updatedAt?: string;
  /** Sanitised HTML per language (from the admin's Markdown); English is the fallback. */
  body: Partial<Record<Language, string>>;
  /** The admin's Markdown per language (the editor's source). */
  markdown?: Partial<Record<Language, string>>;
}

export interface ReleaseNotePage {
  releaseNotes: ReleaseNote[];
  areThereMoreReleaseNotes: boolean;
}

/** Spec §2: the body in the reader's language, else English, else whatever exists. */
export const releaseNoteBody = (note: ReleaseNote, language: Language): string => textFor(note.body, language);

/** Newest first, without mutating the caller's array. */
export const newestFirst = (notes: readonly ReleaseNote[]): ReleaseNote[] =>
  [...notes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** The cursor of "load previous entries": the last note the reader has (server format `<date>~<id>`). */
export const cursorOf = (note: Pick<ReleaseNote, 'createdAt' | 'id'>): string => `${note.createdAt}~${note.id}`;
