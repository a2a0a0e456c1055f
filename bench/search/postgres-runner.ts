import type { MikroORM } from '@mikro-orm/postgresql';
import { TOPIC_NAMES } from '@newsdesk/adapters/demo/vocabulary';
import { PostgresDocumentRepository } from '@newsdesk/adapters/postgres/documents/postgres-document-repository';
import { PostgresRelatedDocumentIndex } from '@newsdesk/adapters/postgres/related/postgres-related-document-index';
import { PostgresAttentionIndex } from '@newsdesk/adapters/postgres/search/postgres-attention-index';
import { PostgresSearchIndex } from '@newsdesk/adapters/postgres/search/postgres-search-index';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { PostgresSuggestionIndex } from '@newsdesk/adapters/postgres/suggestions/postgres-suggestion-index';
import { PostgresSourceCounts } from '@newsdesk/adapters/postgres/search/postgres-source-counts';
import { PostgresFeedSourceRepository } from '@newsdesk/adapters/postgres/sources/postgres-feed-source-repository';
import { PostgresOfficialSourceRepository } from '@newsdesk/adapters/postgres/sources/postgres-official-source-repository';
import type { AttentionSplit } from '@newsdesk/core/search/attention';
import { AttentionOverTime } from '@newsdesk/core/search/attention-over-time';
import { ListSources } from '@newsdesk/core/search/list-sources';
import { FindRelatedDocuments } from '@newsdesk/core/related/related-documents';
import { RunSearch } from '@newsdesk/core/search/run-search';
import type { SearchQuery } from '@newsdesk/core/search/search-query.types';
import { Suggest } from '@newsdesk/core/suggestions/suggest';
import type { Topic } from '@newsdesk/core/topics/topic.types';

/** What one engine answers, as the product asks it: a page of 20, newest first, with the capped count. */
export interface SearchEngine {
  search(tag: string): Promise<unknown>;
  suggest(typed: string): Promise<unknown>;
  /** The Sources filter's type-ahead; only the shipped engine has it. */
  sources?(typed: string): Promise<unknown>;
  related(documentId: string): Promise<unknown>;
  /** Attention over time of a search (a month by day, or the past 24 hours by hour; split by source or by language); only the shipped engine has it. */
  attention?(tag: string, split?: AttentionSplit, hours?: boolean, storedHours?: boolean): Promise<unknown>;
}

export const PAGE_SIZE = 20;

/** The search request of the search page: one tag, the month, newest first, no filters. */
export const searchQuery = (tag: string): SearchQuery => ({
  tags: [{ name: tag, fromSuggestion: tag.includes(' ') }],
  timeFrame: 'month',
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
  exactMatchesOnly: false,
  page: 1,
  pageSize: PAGE_SIZE,
});

/** The demo newsroom's topics (the seeded topic table), so topic suggestions are asked too. */
const demoTopics: Topic[] = Object.entries(TOPIC_NAMES).map(([id, names]) => ({
  id,
  name: names.en,
  parentId: null,
  keywords: [],
  entities: [],
}));

/** PostgreSQL as shipped: core's use cases over the real adapters (suggestion tables refreshed once, as the worker would). */
export const postgresEngine = async (orm: MikroORM, now: Date): Promise<SearchEngine> => {
  const frequentTerms = new PostgresFrequentTerms(orm);
  if (await frequentTerms.isEmpty()) {
    const refresh = await frequentTerms.refresh();
    console.log(
      `  suggestions refreshed: ${refresh.terms} terms, ${refresh.entities} entities, ${refresh.topics} topics, ${refresh.sources} sources in ${Math.round(refresh.milliseconds)} ms`,
    );
  }
  const search = new RunSearch(new PostgresSearchIndex(orm), { now: () => now });
  const suggest = new Suggest(new PostgresSuggestionIndex(orm), async () => demoTopics);
  const sources = new ListSources(
    new PostgresSourceCounts(orm),
    new PostgresFeedSourceRepository(orm),
    new PostgresOfficialSourceRepository(orm),
  );
  const attention = new AttentionOverTime(new PostgresAttentionIndex(orm), { now: () => now });
  // one word by day without the stored hours: the stored days and their tails, as before them (ADR 0023)
  const attentionFromDays = new AttentionOverTime(new PostgresAttentionIndex(orm, { storedHoursRangeMs: 0 }), { now: () => now });
  const related = new FindRelatedDocuments(new PostgresDocumentRepository(orm), new PostgresRelatedDocumentIndex(orm));
  return {
    search: (tag) => search.execute(searchQuery(tag)),
    suggest: (typed) => suggest.execute(typed),
    sources: (typed) => sources.execute(typed),
    related: (id) => related.execute(id, 'OR'),
    attention: (tag, split = 'source', hours = false, storedHours = true) => {
      const { tags, timeFrame, filters, exactMatchesOnly } = searchQuery(tag);
      return (storedHours ? attention : attentionFromDays).execute({
        tags: tag ? tags : [],
        timeFrame: hours ? '24-hours' : timeFrame,
        filters,
        exactMatchesOnly,
        split,
      });
    },
  };
};
