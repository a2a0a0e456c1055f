import type { Delivery } from '../alerting/alert.types';
import type { Language } from '../identity/user-view';
import { siteAlertWindow } from './site-alert';
import { siteChangeLines, siteMonitorUrl, type SiteChangeContent } from './site-alert-content';
import type { SiteRepository } from './site-monitor.ports';
import type { MonitoredSite } from './site-monitor.types';

/**
 * The content of one site-alert ledger row: the changes it is about (one, or a digest
 * period's), read when it is sent, so a digest holds every change of its period. Null when the
 * row is not a site alert.
 */
export const siteChangeContent = async (
  sites: Pick<SiteRepository, 'changesBetween'>,
  site: MonitoredSite,
  delivery: Pick<Delivery, 'id' | 'about'>,
  language: Language,
  publicUrl: string,
): Promise<SiteChangeContent | null> => {
  const about = delivery.about;
  if (about.kind !== 'site' && about.kind !== 'site-digest') return null;
  const window = siteAlertWindow(about);
  const changes = await sites.changesBetween(site.id, window.from, window.to);
  return {
    kind: 'site_change',
    deliveryId: delivery.id,
    siteId: site.id,
    siteName: site.name,
    siteUrl: site.url,
    monitorUrl: siteMonitorUrl(publicUrl),
    unsubscribeUrl: null,
    language,
    changes: changes.map((c) => siteChangeLines(new Date(c.at), c.parts)),
    period: window.period,
  };
};
