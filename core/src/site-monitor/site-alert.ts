import { alertTargets, type DeliveryAbout, type DigestFrequency, type NewDelivery } from '../alerting/alert.types';
import { digestPeriodOf } from '../alerting/digest-period';
import type { AlertSettings } from '../collections/collection.types';
import { applyIgnoreRules } from './noise-rules';
import { diffSiteTexts, isMeaningfulChange } from './site-diff';
import type { DiffPart, SiteChange } from './site-monitor.types';
import { differsOnlyInVolatileText } from './volatile-text';

/**
 * Site-monitor alerts (ADR 0026): a site's alert settings are a collection's (`AlertSettings`:
 * frequency and the same four channels), and its deliveries are rows of the same ledger (ADR 0007),
 * keyed by the site's id where a collection's rows carry the collection's. What they are about:
 * `site` (one change, at its time) for an immediate alert, `site-digest` (frequency, period) for
 * the changes of one digest period.
 */
export type SiteAlertAbout = Extract<DeliveryAbout, { kind: 'site' | 'site-digest' }>;

/** Which recorded changes a site alert announces: one instant, or a digest's period (start inclusive, end exclusive). */
export interface SiteAlertWindow {
  from: Date;
  /** Exclusive; for an immediate alert one millisecond after `from`. */
  to: Date;
  period: { frequency: DigestFrequency; start: Date; end: Date } | null;
}

export const siteAlertWindow = (about: SiteAlertAbout): SiteAlertWindow =>
  about.kind === 'site'
    ? { from: about.at, to: new Date(about.at.getTime() + 1), period: null }
    : { from: about.from, to: about.to, period: { frequency: about.frequency, start: about.from, end: about.to } };

/**
 * The rule of the spec's site monitor: a check raises a change only when the diff, with the
 * site's ignore rules applied to both versions, holds more than whitespace and more than volatile
 * text (dates, clocks, relative times, counters; volatile-text.ts). Returns the diff, or null.
 */
export const realSiteChange = (before: string, after: string, ignoredPatterns: readonly string[], at: Date): DiffPart[] | null => {
  const old = applyIgnoreRules(before, ignoredPatterns);
  const now = applyIgnoreRules(after, ignoredPatterns);
  if (old === now) return null;
  const parts = diffSiteTexts(old, now);
  if (!isMeaningfulChange(parts) || differsOnlyInVolatileText(old, now, at)) return null;
  return parts;
};

/**
 * The ledger rows one real change asks for: none without alert settings or recipients; one per
 * recipient now (immediately), or one per recipient due at the end of the change's digest period
 * (hourly, daily: Zurich periods as for collections). Rows of one digest share their unique key,
 * so further changes in that period add no row: the digest reads every change of its period when
 * it is sent.
 */
export const planSiteAlert = (alert: AlertSettings | null, change: SiteChange, dailyDigestHour: number): NewDelivery[] => {
  const targets = alertTargets(alert);
  if (!alert || !targets.length || !isMeaningfulChange(change.parts)) return [];
  const at = new Date(change.at);
  let about: SiteAlertAbout;
  let dueAt: Date;
  if (alert.frequency === 'immediately') {
    about = { kind: 'site', at };
    dueAt = at;
  } else {
    const period = digestPeriodOf(alert.frequency, at, dailyDigestHour);
    about = { kind: 'site-digest', frequency: alert.frequency, from: period.start, to: period.end };
    dueAt = period.end;
  }
  return targets.map((t) => ({ ...t, about, threadOf: null, documentIds: [], dueAt }));
};
