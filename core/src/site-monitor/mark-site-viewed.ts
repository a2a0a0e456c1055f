import type { SiteRepository } from './site-monitor.ports';
import { siteNotFound } from './site-monitor.errors';

/** siteViewed: the change stays readable; only the "new" mark (and its badge count) goes. */
export class MarkSiteViewed {
  constructor(private readonly sites: SiteRepository) {}

  async execute(ownerId: string, id: string): Promise<void> {
    if (!(await this.sites.markViewed(ownerId, id))) throw siteNotFound();
  }
}

/** siteViewedAll */
export class MarkAllSitesViewed {
  constructor(private readonly sites: SiteRepository) {}

  async execute(ownerId: string): Promise<void> {
    await this.sites.markAllViewed(ownerId);
  }
}
