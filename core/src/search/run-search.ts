import type { Clock } from '../shared/clock';
import type { NewsDocument } from '../documents/document.types';
import { highlightRanges, type HighlightRange } from './highlight';
import { parseQuery } from './parse-query';
import type { SearchQuery, SearchTag } from './search-query.types';
import { COUNT_CAP, type SearchIndex } from './search.ports';
import { resolveTimeFrame } from './time-frame';

export const MAX_PAGE_SIZE = 100;

export interface DocumentHit {
  document: NewsDocument;
  highlights: { title: HighlightRange[]; body: HighlightRange[]; associatedText: HighlightRange[][] };
  /** Other documents of the same story (wire copies), folded under this one. */
  copies: number;
}

export interface SearchResult {
  hits: DocumentHit[];
  total: number;
  moreThan10000: boolean;
  query: { display: string; tags: SearchTag[] };
  page: number;
  pageSize: number;
}

/**
 * One search: tags parsed with the one term semantics, the time frame resolved, the index asked
 * for a page, highlights computed with the same rules, and copies of a story on the page folded
 * under its first document.
 */
export class RunSearch {
  constructor(
    private readonly index: SearchIndex,
    private readonly clock: Clock,
  ) {}

  async execute(query: SearchQuery): Promise<SearchResult> {
    const parsed = parseQuery(query.tags, { exactMatchesOnly: query.exactMatchesOnly });
    const pageSize = Math.min(Math.max(query.pageSize, 1), MAX_PAGE_SIZE);
    const page = Math.max(query.page, 1);
    const found = await this.index.search({
      ast: parsed.ast,
      range: resolveTimeFrame(query.timeFrame, this.clock.now()),
      sort: query.sort,
      filters: query.filters,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const seenStories = new Set<string>();
    const hits: DocumentHit[] = [];
    for (const document of found.documents) {
      if (seenStories.has(document.storyId)) continue;
      seenStories.add(document.storyId);
      const options = { language: document.language };
      hits.push({
        document,
        highlights: {
          title: highlightRanges(document.document.documentTitle, parsed.ast, options),
          body: highlightRanges(document.document.documentBody, parsed.ast, options),
          associatedText: document.document.associatedText.map((text) => highlightRanges(text, parsed.ast, options)),
        },
        copies: Math.max(0, (found.storySizes.get(document.storyId) ?? 1) - 1),
      });
    }
    return {
      hits,
      total: Math.min(found.total, COUNT_CAP),
      moreThan10000: found.total >= COUNT_CAP,
      query: { display: parsed.display, tags: parsed.displayTags },
      page,
      pageSize,
    };
  }
}
