import type { GlossaryItemView } from '@newsdesk/core/glossary/glossary-views';
import type { GlossaryListView } from '@newsdesk/core/glossary/list-glossary-items';
import type { GlossaryLetter, GlossarySort } from '@newsdesk/core/glossary/glossary.types';
import type { ApiClient } from '../api/api-client';

export type { GlossaryItemView, GlossaryListView };

export interface GlossaryListParams {
  search: string;
  letter: GlossaryLetter | null;
  sort: GlossarySort;
  page: number;
  pageSize: number;
}

export interface GlossaryItemInput {
  /** Given: edit that item. */
  id?: string;
  title: string;
  description: string;
}

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
      });
    const query = new URLSearchParams({ sort, page: String(page), pageSize: String(pageSize), ...(text ? { search: text } : {}) });
    return this.api.get<GlossaryListView>(`/api/glossaryItems?${query.toString()}`);
  }

  save(input: GlossaryItemInput) {
    return this.api.post<GlossaryItemView>('/api/glossaryItems', { ...input, descriptionFormat: 'plain' });
  }

  remove(id: string) {
    return this.api.delete(itemPath(id));
  }

  toggleLike(id: string) {
    return this.api.post<GlossaryItemView>(`${itemPath(id)}/like`);
  }

  addComment(id: string, text: string) {
    return this.api.post<GlossaryItemView>(`${itemPath(id)}/comments`, { text });
  }

  deleteComment(id: string, commentId: string) {
    return this.api.delete<GlossaryItemView>(`${itemPath(id)}/comments/${encodeURIComponent(commentId)}`);
  }
}
