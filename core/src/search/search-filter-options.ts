import type { OfficialSourceRepository, FeedSourceRepository } from '../sources/source.ports';
import type { TopicRepository } from '../topics/topic.ports';
import type { TopicLabels } from '../topics/topic.types';

export interface SourceOption {
  domain: string;
  name: string;
}

export interface TopicOption {
  id: string;
  name: string;
  parentId: string | null;
  /** The readers' names of the topic (ADR 0029); the widget shows the reader's one. */
  labels?: TopicLabels;
}

export interface SearchFilterOptions {
  sources: SourceOption[];
  topics: TopicOption[];
}

/** Sources are known by their domain; the first name seen for a domain wins, feed sources first. */
export const sourceOptions = (named: readonly SourceOption[]): SourceOption[] => {
  const byDomain = new Map<string, SourceOption>();
  for (const { domain, name } of named) {
    const key = domain.trim().toLowerCase();
    if (key && !byDomain.has(key)) byDomain.set(key, { domain: key, name: name.trim() || key });
  }
  return [...byDomain.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.domain.localeCompare(b.domain),
  );
};

/** What the search page offers in its source and topic filters (every user may read them). */
export class ListSearchFilterOptions {
  constructor(
    private readonly feedSources: Pick<FeedSourceRepository, 'list'>,
    private readonly officialSources: Pick<OfficialSourceRepository, 'list'>,
    private readonly topics: Pick<TopicRepository, 'all'>,
  ) {}

  async execute(): Promise<SearchFilterOptions> {
    const [feeds, officials, topics] = await Promise.all([this.feedSources.list(), this.officialSources.list(), this.topics.all()]);
    return {
      sources: sourceOptions([...feeds, ...officials].map((s) => ({ domain: s.domain, name: s.name }))),
      topics: topics
        .map((t) => ({ id: t.id, name: t.name, parentId: t.parentId, ...(t.labels ? { labels: t.labels } : {}) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
    };
  }
}
