import { z } from 'zod';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import { MAX_RELEASE_NOTE_LENGTH } from '@newsdesk/core/release-notes/release-note.types';
import type {
  LanguageTexts,
  ReleaseNoteContentParams,
  ReleaseNoteContentRequest,
  ReleaseNoteCreateRequest,
  ReleaseNoteListRequest,
  ReleaseNotePage,
  ReleaseNoteView,
} from '@newsdesk/core/release-notes/release-note.wire';

// Every schema `satisfies` core's wire type (release-note.wire.ts, ADR 0031).
/** Lengths here only stop abuse before the use case; its own limit gives the clear message. */
const text = z.string().max(MAX_RELEASE_NOTE_LENGTH * 2);
const texts = z.object({ en: text.optional(), de: text.optional(), fr: text.optional() }).strict() satisfies z.ZodType<LanguageTexts>;

export const listBody = z.object({ cursor: z.string().max(200).nullish() }) satisfies z.ZodType<ReleaseNoteListRequest>;

export const createBody = z.object({ body: texts }) satisfies z.ZodType<ReleaseNoteCreateRequest>;

export const idParam = z.object({ id: z.string().uuid('not a release note id') });

export const contentParams = idParam.extend({ lang: z.enum(LANGUAGES) }) satisfies z.ZodType<ReleaseNoteContentParams>;

/** `content` is the spec's word; an empty string removes that language. */
export const contentBody = z.object({ content: text }) satisfies z.ZodType<ReleaseNoteContentRequest>;

const textsView = z.object({
  en: z.string().optional(),
  de: z.string().optional(),
  fr: z.string().optional(),
}) satisfies z.ZodType<LanguageTexts>;

export const releaseNoteViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  body: textsView.describe('sanitised HTML per language'),
  markdown: textsView.describe("the editor's Markdown per language"),
}) satisfies z.ZodType<ReleaseNoteView>;

export const releaseNotePageSchema = z.object({
  releaseNotes: z.array(releaseNoteViewSchema),
  areThereMoreReleaseNotes: z.boolean(),
}) satisfies z.ZodType<ReleaseNotePage>;
