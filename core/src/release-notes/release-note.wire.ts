import type { Language } from '../identity/user-view';
import type { LanguageTexts, ReleaseNotePage, ReleaseNoteView } from './release-note.types';

/**
 * The wire contract of the release-note routes (spec §7, ADR 0031). The route schemas
 * (adapters/src/http/release-notes) are checked against these types and the widgets import them.
 */

/** Body of POST /api/client/release-notes: `cursor` is the last note the client has (none: the newest page). */
export interface ReleaseNoteListRequest {
  cursor?: string | null | undefined;
}

/** Body of POST /api/client/release-notes/create: Markdown per language. */
export interface ReleaseNoteCreateRequest {
  body: LanguageTexts;
}

/** Path of POST /api/client/release-notes/:id/content/:lang. */
export interface ReleaseNoteContentParams {
  id: string;
  lang: Language;
}

/** Body of that route: `content` is the spec's word; an empty string removes that language. */
export interface ReleaseNoteContentRequest {
  content: string;
}

export type { LanguageTexts, ReleaseNotePage, ReleaseNoteView };
