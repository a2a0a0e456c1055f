import type { GlossaryDraft } from './glossary-text';
import type { GlossarySort } from './glossary.types';
import type { GlossaryItemView } from './glossary-views';
import type { GlossaryListRequest, GlossaryListView } from './list-glossary-items';

/**
 * The wire contract of the glossary routes (spec §7, ADR 0031). The route schemas
 * (adapters/src/http/glossary) are checked against these types and the glossary widget imports them.
 */

/** Query of GET /api/glossaryItems: `search` is the spec's word for the text searched. */
export interface GlossaryListQuery {
  search?: string | undefined;
  letter?: string | undefined;
  sort: GlossarySort;
  page: number;
  pageSize: number;
}

/** Body of POST /api/glossaryItems/letter: the same with the letter required. */
export interface GlossaryLetterRequest extends GlossaryListQuery {
  letter: string;
}

/** Both list routes ask the use case the same way. */
export const toGlossaryListRequest = (query: GlossaryListQuery): GlossaryListRequest => ({
  text: query.search,
  letter: query.letter,
  sort: query.sort,
  page: query.page,
  pageSize: query.pageSize,
});

/** Body of POST /api/glossaryItems: create, or edit the item with this `id` (its author or an admin). */
export interface GlossaryItemRequest extends GlossaryDraft {
  id?: string | undefined;
}

/** Body of POST /api/glossaryItems/:id/comments. */
export interface GlossaryCommentRequest {
  text: string;
}

export type { GlossaryItemView, GlossaryListView };
export type { GlossaryCommentView, GlossaryPerson } from './glossary-views';
