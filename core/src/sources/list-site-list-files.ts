import type { SiteListFileSummary } from './site-list';
import type { SiteListRepository } from './source.ports';

export class ListSiteListFiles {
  constructor(private readonly lists: Pick<SiteListRepository, 'listFiles'>) {}

  execute(): Promise<SiteListFileSummary[]> {
    return this.lists.listFiles();
  }
}
