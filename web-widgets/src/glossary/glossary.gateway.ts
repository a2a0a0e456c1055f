import type { GlossaryItemView } from '@newsdesk/core/glossary/glossary-views';
import type { GlossaryListView } from '@newsdesk/core/glossary/list-glossary-items';
import type { GlossaryLetter, GlossarySort } from '@newsdesk/core/glossary/glossary.types';
import type {
  GlossaryCommentRequest,
  GlossaryItemRequest,
  GlossaryLetterRequest,
  GlossaryListQuery,
} from '@newsdesk/core/glossary/glossary.wire';
import type { ApiClient } from '../api/api-client';

/** The wire contract of the glossary routes is core's (ADR 0031); the route schemas are checked against it. */
export type { GlossaryItemView, GlossaryListView };

/** The list as the widget holds it (the search box's text, a letter or none); the gateway turns it into core's query. */
export interface GlossaryListParams {
  search: string;
  letter: GlossaryLetter | null;
  sort: GlossarySort;
  page: number;
  pageSize: number;
}

/** What the editor saves: core's item request without the format (the widget writes plain text). */
export type GlossaryItemInput = Omit<GlossaryItemRequest, 'descriptionFormat'>;

/** The glossary calls; the store depends on this, stories and tests fake it. */
export interface GlossaryApi {
  list(params: GlossaryListParams): Promise<GlossaryListView>;
  save(input: GlossaryItemInput): Promise<GlossaryItemView>;
  remove(id: string): Promise<void>;
  toggleLike(id: string): Promise<GlossaryItemView>;
  addComment(id: string, text: string): Promise<GlossaryItemView>;
  deleteComment(id: string, commentId: string): Promise<GlossaryItemView>;
}

const itemPath = (id: string) => `/api/glossaryItems/${encodeURIComponent(id)}`;

/** Spec §7: GET /api/glossaryItems, or POST /api/glossaryItems/letter while a letter is chosen. */
export class GlossaryGateway implements GlossaryApi {
  constructor(private readonly api: ApiClient) {}

  list({ search, letter, sort, page, pageSize }: GlossaryListParams) {
    const text = search.trim();
    if (letter !== null)
      return this.api.post<GlossaryListView>('/api/glossaryItems/letter', {
        letter,
        sort,
        page,
        pageSize,
        ...(text ? { search: text } : {}),
      } satisfies GlossaryLetterRequest);
    const wire: GlossaryListQuery = { sort, page, pageSize, ...(text ? { search: text } : {}) };
    const query = new URLSearchParams(Object.entries(wire).map(([key, value]) => [key, String(value)]));
    return this.api.get<GlossaryListView>(`/api/glossaryItems?${query.toString()}`);
  }

  save(input: GlossaryItemInput) {
    return this.api.post<GlossaryItemView>('/api/glossaryItems', { ...input, descriptionFormat: 'plain' } satisfies GlossaryItemRequest);
  }

  remove(id: string) {
    return this.api.delete(itemPath(id));
  }

  toggleLike(id: string) {
    return this.api.post<GlossaryItemView>(`${itemPath(id)}/like`);
  }

  addComment(id: string, text: string) {
    return this.api.post<GlossaryItemView>(`${itemPath(id)}/comments`, { text } satisfies GlossaryCommentRequest);
  }

  deleteComment(id: string, commentId: string) {
    return this.api.delete<GlossaryItemView>(`${itemPath(id)}/comments/${encodeURIComponent(commentId)}`);
  }
}
