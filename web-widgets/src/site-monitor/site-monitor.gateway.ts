import type { SiteView } from '@newsdesk/core/site-monitor/site-monitor.types';
import type {
  AddedSite,
  AddSiteRequest,
  SiteAlertRequest,
  SiteCheckResult,
  SiteIdRequest,
  SiteList,
  SitePatch as CoreSitePatch,
  SiteUpdateRequest,
} from '@newsdesk/core/site-monitor/site-monitor.wire';
import type { AlertDraft } from '@newsdesk/core/collections/collection-validation';
import type { WebhookSecret } from '@newsdesk/core/alerting/delivery-log.wire';
import type { ApiClient } from '../api/api-client';
import type { DeliveryPage } from '../collections/collections.types';

export type { SiteView, DiffPart, SiteChange } from '@newsdesk/core/site-monitor/site-monitor.types';

/**
 * The wire contract of the site-monitor routes is core's (ADR 0031): the route schemas are
 * checked against the same types, so a field changed on one side breaks the build of the other.
 */
export type { SiteList, AddSiteRequest, AddedSite };
export type CheckResult = SiteCheckResult;

/** A site's alert settings as the form sends them (ADR 0026: the collection editor's alert, every list given); null stops alerts. */
export type SiteAlertDraft = Required<AlertDraft>;

/** What the site card edits: the name and the ignore rules (the route also takes a new url or selector). */
export type SitePatch = Pick<CoreSitePatch, 'name' | 'ignoredPatterns'>;

/** The site-monitor calls of spec §7; fakes implement it too. */
export interface SiteMonitorApi {
  list(): Promise<SiteList>;
  add(input: AddSiteRequest): Promise<AddedSite>;
  remove(id: string): Promise<void>;
  update(id: string, patch: SitePatch): Promise<SiteView>;
  checkNow(): Promise<CheckResult>;
  markViewed(id: string): Promise<void>;
  markAllViewed(): Promise<void>;
  saveAlert(id: string, alert: SiteAlertDraft | null): Promise<SiteView>;
  /** A new signing secret for the site's webhooks, shown once (the old one stops). */
  rotateWebhookSecret(id: string): Promise<WebhookSecret>;
  /** Where the site's alerts went, newest first (the collections' delivery log, ADR 0026). */
  deliveries(id: string, page: number, pageSize: number): Promise<DeliveryPage>;
}

const base = '/api/site-monitor';

export class SiteMonitorGateway implements SiteMonitorApi {
  constructor(private readonly api: ApiClient) {}

  list() {
    return this.api.get<SiteList>(`${base}/getSites`);
  }

  add(input: AddSiteRequest) {
    return this.api.post<AddedSite>(`${base}/addSite`, input);
  }

  remove(id: string) {
    return this.api.delete(`${base}/deleteSite/${encodeURIComponent(id)}`);
  }

  update(id: string, patch: SitePatch) {
    return this.api.post<SiteView>(`${base}/siteUpdate`, { id, ...patch } satisfies SiteUpdateRequest);
  }

  checkNow() {
    return this.api.post<CheckResult>(`${base}/compareSites`, {});
  }

  markViewed(id: string) {
    return this.api.post<void>(`${base}/siteViewed`, { id } satisfies SiteIdRequest);
  }

  markAllViewed() {
    return this.api.post<void>(`${base}/siteViewedAll`, {});
  }

  saveAlert(id: string, alert: SiteAlertDraft | null) {
    return this.api.post<SiteView>(`${base}/siteAlert`, { id, alert } satisfies SiteAlertRequest);
  }

  deliveries(id: string, page: number, pageSize: number) {
    return this.api.get<DeliveryPage>(`${base}/siteDeliveries/${encodeURIComponent(id)}?page=${page}&pageSize=${pageSize}`);
  }

  rotateWebhookSecret(id: string) {
    return this.api.post<WebhookSecret>(`${base}/siteWebhookSecret`, { id } satisfies SiteIdRequest);
  }
}
