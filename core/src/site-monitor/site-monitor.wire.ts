import type { AlertDraft } from '../collections/collection-validation';
import type { AddedSite } from './add-site';
import type { SiteCheckSummary } from './check-sites';
import type { SiteDraft, SiteView } from './site-monitor.types';
import type { SitePatch } from './update-site';

/**
 * The wire contract of the site-monitor routes (spec §7, ADR 0031). The route schemas
 * (adapters/src/http/site-monitor) are checked against these types and the widget imports them.
 */

/** Body of POST /api/site-monitor/addSite. */
export type AddSiteRequest = SiteDraft;
/** Answer of POST /api/site-monitor/addSite. */
export type { AddedSite };

/** Answer of GET /api/site-monitor/getSites: the sites and how many are new (the sidebar badge). */
export interface SiteList {
  sites: SiteView[];
  alertCount: number;
}

export const toSiteList = (sites: SiteView[]): SiteList => ({ sites, alertCount: sites.filter((site) => site.isNew).length });

/** Answer of POST /api/site-monitor/compareSites ("Check updates now"). */
export interface SiteCheckResult extends SiteList {
  summary: SiteCheckSummary;
}

/** Body of POST /api/site-monitor/siteViewed and siteWebhookSecret. */
export interface SiteIdRequest {
  id: string;
}

/** Body of POST /api/site-monitor/siteUpdate. */
export interface SiteUpdateRequest extends SiteIdRequest, SitePatch {}

/** Body of POST /api/site-monitor/siteAlert: the collection editor's alert (ADR 0026), null to stop alerts. */
export interface SiteAlertRequest extends SiteIdRequest {
  alert: AlertDraft | null;
}

export type { SiteCheckSummary, SitePatch, SiteView };
