import type { SiteRepository } from './site-monitor.ports';
import { toSiteView, type SiteView } from './site-monitor.types';

/** GET getSites: the user's sites with isNew, the last change and the last check. */
export class ListSites {
  constructor(private readonly sites: SiteRepository) {}

  async execute(ownerId: string): Promise<SiteView[]> {
    return (await this.sites.listForOwner(ownerId)).map(toSiteView);
  }
}
