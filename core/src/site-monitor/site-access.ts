import type { SiteRepository } from './site-monitor.ports';
import { siteNotFound } from './site-monitor.errors';
import type { MonitoredSite } from './site-monitor.types';

/** Another user's site answers "not found", like a missing one: ids reveal nothing. */
export const findOwnedSite = async (sites: SiteRepository, ownerId: string, id: string): Promise<MonitoredSite> => {
  const site = await sites.findById(id);
  if (!site || site.ownerId !== ownerId) throw siteNotFound();
  return site;
};
