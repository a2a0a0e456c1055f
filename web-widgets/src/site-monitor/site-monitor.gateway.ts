import type { SiteView } from '@newsdesk/core/site-monitor/site-monitor.types';
import type { ApiClient } from '../api/api-client';
import type { DeliveryPage } from '../collections/collections.types';

export type { SiteView, DiffPart, SiteChange } from '@newsdesk/core/site-monitor/site-monitor.types';

export interface SiteList {
  sites: SiteView[];
  alertCount: number;
}

export interface CheckResult extends SiteList {
  summary: { checked: number; changed: number; failed: number; busy: number };
}

/** A site's alert settings as the form sends them (ADR 0026: the collection editor's alert); null stops alerts. */
export interface SiteAlertDraft {
  frequency: 'immediately' | 'hourly' | 'daily' | null;
  emails: string[];
  slackChannels: string[];
  webhooks: string[];
  teams: string[];
}

export interface SitePatch {
  name?: string;
  ignoredPatterns?: string[];
}

/** The site-monitor calls of spec §7; fakes implement it too. */
export interface SiteMonitorApi {
  list(): Promise<SiteList>;
  add(input: { url: string; selector: string; name: string }): Promise<{ site: SiteView; proposedIgnores: string[] }>;
  remove(id: string): Promise<void>;
  update(id: string, patch: SitePatch): Promise<SiteView>;
  checkNow(): Promise<CheckResult>;
  markViewed(id: string): Promise<void>;
  markAllViewed(): Promise<void>;
  saveAlert(id: string, alert: SiteAlertDraft | null): Promise<SiteView>;
  /** A new signing secret for the site's webhooks, shown once (the old one stops). */
  rotateWebhookSecret(id: string): Promise<{ secret: string }>;
  /** Where the site's alerts went, newest first (the collections' delivery log, ADR 0026). */
  deliveries(id: string, page: number, pageSize: number): Promise<DeliveryPage>;
}

const base = '/api/site-monitor';

export class SiteMonitorGateway implements SiteMonitorApi {
  constructor(private readonly api: ApiClient) {}

  list() {
    return this.api.get<SiteList>(`${base}/getSites`);
  }

  add(input: { url: string; selector: string; name: string }) {
    return this.api.post<{ site: SiteView; proposedIgnores: string[] }>(`${base}/addSite`, input);
  }

  remove(id: string) {
    return this.api.delete(`${base}/deleteSite/${encodeURIComponent(id)}`);
  }

  update(id: string, patch: SitePatch) {
    return this.api.post<SiteView>(`${base}/siteUpdate`, { id, ...patch });
  }

  checkNow() {
    return this.api.post<CheckResult>(`${base}/compareSites`, {});
  }

  markViewed(id: string) {
    return this.api.post<void>(`${base}/siteViewed`, { id });
  }

  markAllViewed() {
    return this.api.post<void>(`${base}/siteViewedAll`, {});
  }

  saveAlert(id: string, alert: SiteAlertDraft | null) {
    return this.api.post<SiteView>(`${base}/siteAlert`, { id, alert });
  }

  deliveries(id: string, page: number, pageSize: number) {
    return this.api.get<DeliveryPage>(`${base}/siteDeliveries/${encodeURIComponent(id)}?page=${page}&pageSize=${pageSize}`);
  }

  rotateWebhookSecret(id: string) {
    return this.api.post<{ secret: string }>(`${base}/siteWebhookSecret`, { id });
  }
}
