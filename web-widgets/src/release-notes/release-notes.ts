import type { Language } from '@newsdesk/core/identity/user-view';

export interface ReleaseNote {
  id: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** Plain text per language; English is the fallback. */
  body: Partial<Record<Language, string>>;
}

/** Spec §2: the body in the reader's language, else English, else whatever exists. */
export const releaseNoteBody = (note: ReleaseNote, language: Language): string =>
  note.body[language] ?? note.body.en ?? Object.values(note.body).find((text) => text !== undefined) ?? '';

/** Newest first, without mutating the caller's array. */
export const newestFirst = (notes: readonly ReleaseNote[]): ReleaseNote[] =>
  [...notes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
