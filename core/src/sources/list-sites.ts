import type { SiteEntry, SiteListKind } from './site-list';
import type { FeedSourceRepository, SiteListRepository } from './source.ports';

export type SiteKind = SiteListKind | 'rss';

/** Domains of the generic or custom lists, or (`rss`) the domains that have an RSS-enabled source. */
export class ListSites {
  constructor(
    private readonly lists: Pick<SiteListRepository, 'sites'>,
    private readonly sources: Pick<FeedSourceRepository, 'list'>,
  ) {}

  async execute(kind: SiteKind): Promise<SiteEntry[]> {
    if (kind !== 'rss') return this.lists.sites(kind);
    const byDomain = new Map<string, SiteEntry>();
    for (const source of await this.sources.list()) {
      if (!byDomain.has(source.domain)) byDomain.set(source.domain, { domain: source.domain, name: source.name });
    }
    return [...byDomain.values()].sort((a, b) => a.domain.localeCompare(b.domain));
  }
}
