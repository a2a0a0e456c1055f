import { z } from 'zod';
import { MAX_RELEASE_NOTE_LENGTH } from '@newsdesk/core/release-notes/release-note.types';

const languages = ['en', 'de', 'fr'] as const;
/** Lengths here only stop abuse before the use case; its own limit gives the clear message. */
const text = z.string().max(MAX_RELEASE_NOTE_LENGTH * 2);
const texts = z.object({ en: text.optional(), de: text.optional(), fr: text.optional() }).strict();

export const listBody = z.object({ cursor: z.string().max(200).nullish() });

export const createBody = z.object({ body: texts });

export const idParam = z.object({ id: z.string().uuid('not a release note id') });

export const contentParams = idParam.extend({ lang: z.enum(languages) });

/** `content` is the spec's word; an empty string removes that language. */
export const contentBody = z.object({ content: text });

const textsView = z.object({ en: z.string().optional(), de: z.string().optional(), fr: z.string().optional() });

export const releaseNoteViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  body: textsView.describe('sanitised HTML per language'),
  markdown: textsView.describe("the editor's Markdown per language"),
});

export const releaseNotePageSchema = z.object({ releaseNotes: z.array(releaseNoteViewSchema), areThereMoreReleaseNotes: z.boolean() });
