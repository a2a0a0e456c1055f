import type { Language } from '../identity/user-view';
import { LANGUAGES } from '../identity/user-view';

/** Text per language; English is the fallback when the reader's language is missing (spec §2). */
export type LanguageTexts = Partial<Record<Language, string>>;

/**
 * A release note as stored: the Markdown an admin wrote per language and the HTML made from it
 * on save (already sanitised, so readers never receive script even from an old browser build).
 */
export interface ReleaseNote {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  markdown: LanguageTexts;
  html: LanguageTexts;
}

/** Wire shape: `body` is the sanitised HTML per language (spec §3), `markdown` the editor's source. */
export interface ReleaseNoteView {
  id: string;
  createdAt: string;
  updatedAt: string;
  body: LanguageTexts;
  markdown: LanguageTexts;
}

export interface ReleaseNotePage {
  releaseNotes: ReleaseNoteView[];
  areThereMoreReleaseNotes: boolean;
}

/** Where a page of older notes starts: strictly older than this note (newest first). */
export interface ReleaseNoteCursor {
  createdAt: Date;
  id: string;
}

/** Notes per slider page; "load previous entries" fetches the next five. */
export const RELEASE_NOTE_PAGE_SIZE = 5;
/** A note is a few paragraphs; this only stops abuse. */
export const MAX_RELEASE_NOTE_LENGTH = 20_000;

export const toReleaseNoteView = (note: ReleaseNote): ReleaseNoteView => ({
  id: note.id,
  createdAt: note.createdAt.toISOString(),
  updatedAt: note.updatedAt.toISOString(),
  body: { ...note.html },
  markdown: { ...note.markdown },
});

/** Spec §2: the text in the reader's language, else English, else whichever exists. */
export const textFor = (texts: LanguageTexts, language: Language): string =>
  texts[language] ?? texts.en ?? LANGUAGES.map((l) => texts[l]).find((text) => text !== undefined) ?? '';

/** Opaque to the client: `<ISO date>~<id>` of the last note it has. */
export const encodeCursor = (note: Pick<ReleaseNoteView, 'createdAt' | 'id'>): string => `${note.createdAt}~${note.id}`;

export const decodeCursor = (cursor: string): ReleaseNoteCursor | null => {
  const at = cursor.indexOf('~');
  if (at <= 0) return null;
  const createdAt = new Date(cursor.slice(0, at));
  const id = cursor.slice(at + 1);
  return Number.isNaN(createdAt.getTime()) || id === '' ? null : { createdAt, id };
};

/** Trimmed, blank languages dropped: a note never holds an empty body that would hide the English fallback. */
export const cleanTexts = (texts: LanguageTexts): LanguageTexts => {
  const clean: LanguageTexts = {};
  for (const language of LANGUAGES) {
    const text = texts[language]?.trim();
    if (text) clean[language] = text;
  }
  return clean;
};
