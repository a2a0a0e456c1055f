import { alertTargets, type NewDelivery } from '../alerts/alert.types';
import { digestPeriodOf } from '../alerts/digest-period';
import type { AlertFrequency, AlertSettings } from '../collections/collection.types';
import { applyIgnoreRules } from './noise-rules';
import { diffSiteTexts, isMeaningfulChange } from './site-diff';
import type { DiffPart, SiteChange } from './site-monitor.types';
import { differsOnlyInVolatileText } from './volatile-text';

/**
 * Site-monitor alerts (ADR 0026): a site's alert settings are a collection's (`AlertSettings`:
 * frequency and the same four channels), and its deliveries are rows of the same ledger (ADR 0007),
 * keyed by the site's id where a collection's rows carry the collection's. Subjects:
 * `site:<change time>` for an immediate alert, `site-digest:<hourly|daily>:<start>/<end>` for
 * the changes of one digest period.
 */

const SITE_PREFIX = 'site:';
const SITE_DIGEST_PREFIX = 'site-digest:';

export const siteChangeSubject = (at: Date): string => `${SITE_PREFIX}${at.toISOString()}`;
export const siteDigestSubject = (frequency: Exclude<AlertFrequency, 'immediately'>, start: Date, end: Date): string =>
  `${SITE_DIGEST_PREFIX}${frequency}:${start.toISOString()}/${end.toISOString()}`;

export const isSiteAlertSubject = (subject: string): boolean => subject.startsWith(SITE_PREFIX) || subject.startsWith(SITE_DIGEST_PREFIX);

/** Which recorded changes a subject announces: one instant, or a digest's period (start inclusive, end exclusive). */
export interface SiteAlertWindow {
  from: Date;
  /** Exclusive; for an immediate alert one millisecond after `from`. */
  to: Date;
  period: { frequency: 'hourly' | 'daily'; start: Date; end: Date } | null;
}

export const siteAlertWindow = (subject: string): SiteAlertWindow | null => {
  if (subject.startsWith(SITE_PREFIX)) {
    const at = new Date(subject.slice(SITE_PREFIX.length));
    return Number.isNaN(at.getTime()) ? null : { from: at, to: new Date(at.getTime() + 1), period: null };
  }
  const [, frequency, start, end] = /^site-digest:(hourly|daily):([^/]+)\/(.+)$/.exec(subject) ?? [];
  const from = new Date(start ?? '');
  const to = new Date(end ?? '');
  if (!frequency || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return { from, to, period: { frequency: frequency as 'hourly' | 'daily', start: from, end: to } };
};

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
  let subject: string;
  let dueAt: Date;
  if (alert.frequency === 'immediately') {
    subject = siteChangeSubject(at);
    dueAt = at;
  } else {
    const period = digestPeriodOf(alert.frequency, at, dailyDigestHour);
    subject = siteDigestSubject(alert.frequency, period.start, period.end);
    dueAt = period.end;
  }
  return targets.map((t) => ({ ...t, subject, threadOf: null, documentIds: [], dueAt }));
};
