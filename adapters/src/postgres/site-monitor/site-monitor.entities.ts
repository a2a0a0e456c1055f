import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AlertSettings } from '@newsdesk/core/collections/collection.types';
import type { DiffPart, SiteChange, SiteCheckError } from '@newsdesk/core/site-monitor/site-monitor.types';

/**
 * A watched site. `site_key` is core's siteKey(url, selector), unique per owner (over its md5:
 * urls can be long), so two racing "add to list" requests cannot both save. `check_lease_until`
 * is the lease of the check that holds the site (null or past: free).
 */
export const MonitoredSiteRow = defineEntity({
  name: 'MonitoredSiteRow',
  tableName: 'monitored_site',
  indexes: [
    {
      name: 'monitored_site_owner_id_site_key_unique',
      expression: 'create unique index "monitored_site_owner_id_site_key_unique" on "monitored_site" ("owner_id", md5("site_key"))',
    },
    { properties: ['lastCheckedAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid().index(),
    name: p.string().length(120),
    url: p.text(),
    selector: p.string().length(500),
    siteKey: p.text(),
    ignoredPatterns: p.json<string[]>(),
    lastText: p.text().nullable(),
    lastChange: p.json<SiteChange>().nullable(),
    isNew: p.boolean(),
    lastCheckedAt: p.datetime().nullable(),
    lastError: p.json<SiteCheckError>().nullable(),
    checkLeaseUntil: p.datetime().nullable(),
    // Migration20261127700000SiteMonitorAlerts (ADR 0026)
    alert: p.json<AlertSettings>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A change a site alert announces (ADR 0026), read when its ledger rows are sent. */
export const SiteAlertChangeRow = defineEntity({
  name: 'SiteAlertChangeRow',
  tableName: 'site_alert_change',
  properties: {
    siteId: p.uuid().primary(),
    changedAt: p.datetime().primary(),
    parts: p.json<DiffPart[]>(),
  },
});

export const siteMonitorEntities = [MonitoredSiteRow, SiteAlertChangeRow];
