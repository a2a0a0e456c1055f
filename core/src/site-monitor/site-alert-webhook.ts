import type { SiteChangeContent } from './site-alert-content';

/**
 * The webhook body of a site alert (ADR 0026), in the collection alerts' envelope (ADR 0022):
 * `site.change` for one change, `site.digest` for a period's; lines as plain text, so a receiver
 * needs no markup rules of ours.
 */
export const siteChangeWebhookBody = (content: SiteChangeContent, at: Date) => ({
  type: content.period ? ('site.digest' as const) : ('site.change' as const),
  timestamp: at.toISOString(),
  data: {
    deliveryId: content.deliveryId,
    site: { id: content.siteId, name: content.siteName, url: content.siteUrl },
    siteMonitorUrl: content.monitorUrl,
    language: content.language,
    period: content.period
      ? { frequency: content.period.frequency, start: content.period.start.toISOString(), end: content.period.end.toISOString() }
      : null,
    changes: content.changes.map((c) => ({ at: c.at.toISOString(), added: c.added, removed: c.removed, truncated: c.truncated })),
  },
});
