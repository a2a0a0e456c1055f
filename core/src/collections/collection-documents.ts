import type { RunSearch, SearchResult } from '../search/run-search';
import type { SearchSort } from '../search/search-query.types';
import type { CollectionRepository } from './collection.ports';
import { findVisible } from './collection-access';

export interface CollectionPage {
  page: number;
  pageSize: number;
  /** Overrides the collection's own sort, e.g. the dashboard's newest first. */
  sort?: SearchSort | undefined;
}

/** A collection's documents: its saved search run like the search page's, one page at a time. */
export class CollectionDocuments {
  constructor(
    private readonly collections: CollectionRepository,
    private readonly runSearch: Pick<RunSearch, 'execute'>,
  ) {}

  async execute(userId: string, id: string, { page, pageSize, sort }: CollectionPage): Promise<SearchResult> {
    const { search } = await findVisible(this.collections, userId, id);
    return this.runSearch.execute({ ...search, ...(sort ? { sort } : {}), page, pageSize });
  }
}
