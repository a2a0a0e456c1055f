import { findOwnedSite } from './site-access';
import type { SiteRepository } from './site-monitor.ports';

export class DeleteSite {
  constructor(private readonly sites: SiteRepository) {}

  async execute(ownerId: string, id: string): Promise<void> {
    await findOwnedSite(this.sites, ownerId, id);
    await this.sites.delete(id);
  }
}
