/**
 * When a feed source needs an admin's attention (ADR 0027): failing, silent, or a sharp shift in
 * volume. Judged from the crawler's health (consecutive failures) and the documents the source
 * brought per Zurich day over the last 28 days; nothing here reads a clock or a database.
 */

/** The figures the rule uses; ADR 0027 says why each is what it is. */
export const SOURCE_HEALTH_RULES = {
  /** Days of history before today. Four weeks: three earlier same weekdays to compare with. */
  historyDays: 28,
  /** Failed crawls in a row that make an incident (the crawler pauses at 5, PAUSE_AFTER_FAILURES). */
  failingAfter: 3,
  /** Documents in the window needed to know a usual interval at all. */
  minDocumentsForSilence: 3,
  /** Silence is never alarmed before a day has passed (nights), nor before two crawl intervals. */
  minSilenceMs: 24 * 3_600_000,
  /** A drop is alarmed only where the usual day has at least this many documents. */
  minUsualForVolume: 5,
  /** Below this share of the usual day: a drop. */
  dropBelow: 0.2,
  /** Above this multiple of the usual day (at least minUsualForVolume): a rise. */
  riseAbove: 5,
} as const;

const DAY_MS = 24 * 3_600_000;

export interface DayCount {
  /** Zurich calendar date, YYYY-MM-DD */
  date: string;
  count: number;
}

/** One source's recent history, as of `now`. */
export interface SourceHistory {
  enabled: boolean;
  intervalMinutes: number;
  consecutiveFailures: number;
  lastError: string | null;
  /** The crawler's last successful fetch of the feed, if any. */
  lastSuccessAt: Date | null;
  createdAt: Date;
  now: Date;
  /** The Zurich day `now` is in (documents so far) and the instant it began. */
  today: DayCount;
  todayStartedAt: Date;
  /** The `historyDays` days before today, oldest first, every day present (0 when none). */
  days: DayCount[];
  /** Oldest and newest document acquired in the window (the history days and today). */
  firstDocumentAt: Date | null;
  lastDocumentAt: Date | null;
}

export type SourceHealthProblem =
  | { kind: 'failing'; failures: number; lastError: string | null }
  | { kind: 'silent'; lastDocumentAt: string; silentHours: number; usualIntervalHours: number }
  | { kind: 'volume'; direction: 'drop' | 'rise'; date: string; count: number; usual: number };

export type SourceHealthKind = SourceHealthProblem['kind'];

/** `unwatched`: the admin disabled the source; it raises nothing and an open incident closes quietly. */
export type SourceHealthState = { kind: 'healthy' } | { kind: 'unwatched' } | SourceHealthProblem;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const weekday = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The same weekday in the earlier weeks of the window (3 of them for 28 days), oldest first. */
const sameWeekdayBefore = (days: readonly DayCount[], date: string): DayCount[] =>
  days.filter((d) => d.date < date && weekday(d.date) === weekday(date));

/** The usual count of a day of this weekday; null when the source is too young to say. */
const usualCount = (history: SourceHistory, date: string): number | null => {
  const earlier = sameWeekdayBefore(history.days, date);
  const oldest = history.days[0];
  if (!oldest || earlier.length < 2 || history.createdAt.getTime() > Date.parse(`${oldest.date}T23:59:59Z`)) return null;
  return median(earlier.map((d) => d.count));
};

const hours = (ms: number) => Math.round((ms / 3_600_000) * 10) / 10;

/**
 * Silent: no document for more than twice the usual interval between documents (the window's
 * span over its gaps), and at least a day and two crawl intervals. For a source that publishes
 * several times a day, days of a weekday that is usually empty (a weekday-only source's weekend)
 * do not count as silence.
 */
const silence = (history: SourceHistory): SourceHealthProblem | null => {
  const { firstDocumentAt, lastDocumentAt } = history;
  const documents = history.days.reduce((sum, d) => sum + d.count, history.today.count);
  if (!firstDocumentAt || !lastDocumentAt || documents < SOURCE_HEALTH_RULES.minDocumentsForSilence) return null;
  const usualInterval = (lastDocumentAt.getTime() - firstDocumentAt.getTime()) / (documents - 1);
  const lastDay = history.today.count > 0 ? history.today.date : [...history.days].reverse().find((d) => d.count > 0)?.date;
  // only a source that usually publishes every day has quiet weekdays; a weekly one's gap is its rhythm
  const isQuiet = (date: string) => usualInterval < DAY_MS && usualCount(history, date) === 0;
  const quietDays = history.days.filter((d) => lastDay !== undefined && d.date > lastDay && isQuiet(d.date)).length;
  const quietToday = lastDay !== history.today.date && isQuiet(history.today.date);
  const quietMs = quietDays * DAY_MS + (quietToday ? history.now.getTime() - history.todayStartedAt.getTime() : 0);
  const silentMs = history.now.getTime() - lastDocumentAt.getTime() - quietMs;
  const threshold = Math.max(2 * usualInterval, SOURCE_HEALTH_RULES.minSilenceMs, 2 * history.intervalMinutes * 60_000);
  if (silentMs <= threshold) return null;
  return {
    kind: 'silent',
    lastDocumentAt: lastDocumentAt.toISOString(),
    silentHours: hours(silentMs),
    usualIntervalHours: hours(usualInterval),
  };
};

/**
 * Volume shift: yesterday far below its weekday's usual count (the median of the same weekday in
 * the three weeks before), or yesterday or today so far far above it.
 */
const volumeShift = (history: SourceHistory): SourceHealthProblem | null => {
  const { minUsualForVolume, dropBelow, riseAbove } = SOURCE_HEALTH_RULES;
  const yesterday = history.days.at(-1);
  const checks: [DayCount, boolean][] = yesterday
    ? [
        [yesterday, true],
        [history.today, false],
      ]
    : [[history.today, false]];
  for (const [day, complete] of checks) {
    const usual = usualCount(history, day.date);
    if (usual === null) continue;
    if (day.count > riseAbove * Math.max(usual, minUsualForVolume))
      return { kind: 'volume', direction: 'rise', date: day.date, count: day.count, usual };
    if (complete && usual >= minUsualForVolume && day.count < dropBelow * usual)
      return { kind: 'volume', direction: 'drop', date: day.date, count: day.count, usual };
  }
  return null;
};

/** Failing comes first (it explains silence), then silence (it explains a drop), then volume. */
export const judgeSourceHealth = (history: SourceHistory): SourceHealthState => {
  if (!history.enabled) return { kind: 'unwatched' };
  if (history.consecutiveFailures >= SOURCE_HEALTH_RULES.failingAfter)
    return { kind: 'failing', failures: history.consecutiveFailures, lastError: history.lastError };
  return silence(history) ?? volumeShift(history) ?? { kind: 'healthy' };
};

/**
 * What one evaluation does with a source's open incident (at most one per source): open one when
 * a problem appears (the admins are told once), nothing while any problem lasts (a failing source
 * that also falls silent is the same incident), close it when healthy ("recovered"), and close it
 * without a word when the source is disabled or gone.
 */
export type IncidentStep = { action: 'none' } | { action: 'open'; problem: SourceHealthProblem } | { action: 'close'; notify: boolean };

/** The open incident as the step needs it. */
export interface OpenIncident {
  kind: SourceHealthKind;
  openedAt: Date;
}

/**
 * A failing source is healthy again only once a crawl has succeeded since its incident opened:
 * resuming a paused source resets its failure count before any crawl, and "recovered" then would
 * be a guess (the next crawl may fail the same way).
 */
const crawledSince = (incident: OpenIncident, lastSuccessAt: Date | null): boolean =>
  incident.kind !== 'failing' || (lastSuccessAt !== null && lastSuccessAt.getTime() > incident.openedAt.getTime());

export const nextIncidentStep = (
  openIncident: OpenIncident | null,
  state: SourceHealthState,
  lastSuccessAt: Date | null = null,
): IncidentStep => {
  if (state.kind === 'healthy') {
    if (!openIncident) return { action: 'none' };
    return crawledSince(openIncident, lastSuccessAt) ? { action: 'close', notify: true } : { action: 'none' };
  }
  if (state.kind === 'unwatched') return openIncident ? { action: 'close', notify: false } : { action: 'none' };
  return openIncident ? { action: 'none' } : { action: 'open', problem: state };
};
