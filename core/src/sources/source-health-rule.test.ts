import { describe, expect, test } from '@jest/globals';
import { judgeSourceHealth, nextIncidentStep, SOURCE_HEALTH_RULES, type SourceHistory } from './source-health-rule';

const DAY_MS = 24 * 3_600_000;
// Friday 27 November 2026; days are handled as UTC midnights here (Zurich days in production)
const TODAY = Date.UTC(2026, 10, 27);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A source that brought `perDay(date)` documents on each of the 28 days before today, spread
 * evenly from 06:00 to 18:00, and `today` so far; the newest document is the last of those.
 */
const history = (options: {
  perDay: (weekday: number, daysAgo: number) => number;
  today?: number;
  hour?: number;
  failures?: number;
  enabled?: boolean;
  createdDaysAgo?: number;
  intervalMinutes?: number;
}): SourceHistory => {
  const days = Array.from({ length: 28 }, (_, i) => {
    const start = TODAY - (28 - i) * DAY_MS;
    return { date: dateOf(start), count: options.perDay(new Date(start).getUTCDay(), 28 - i), start };
  });
  const today = { date: dateOf(TODAY), count: options.today ?? 0, start: TODAY };
  const stamps = [...days, today].flatMap((d) =>
    Array.from({ length: d.count }, (_, k) => d.start + 6 * 3_600_000 + (12 * 3_600_000 * k) / Math.max(d.count - 1, 1)),
  );
  return {
    enabled: options.enabled ?? true,
    intervalMinutes: options.intervalMinutes ?? 15,
    consecutiveFailures: options.failures ?? 0,
    lastError: options.failures ? 'HTTP 503' : null,
    lastSuccessAt: null,
    createdAt: new Date(TODAY - (options.createdDaysAgo ?? 60) * DAY_MS),
    now: new Date(TODAY + (options.hour ?? 20) * 3_600_000),
    today: { date: today.date, count: today.count },
    todayStartedAt: new Date(TODAY),
    days: days.map(({ date, count }) => ({ date, count })),
    firstDocumentAt: stamps.length ? new Date(Math.min(...stamps)) : null,
    lastDocumentAt: stamps.length ? new Date(Math.max(...stamps)) : null,
  };
};

const steady = (weekday: number) => (weekday === 0 || weekday === 6 ? 4 : 20);

describe('judgeSourceHealth', () => {
  test('a steady source is healthy', () => {
    expect(judgeSourceHealth(history({ perDay: steady, today: 20 })).kind).toBe('healthy');
  });

  test('three failed crawls in a row: failing, before silence or volume', () => {
    expect(judgeSourceHealth(history({ perDay: steady, today: 20, failures: 2 })).kind).toBe('healthy');
    expect(judgeSourceHealth(history({ perDay: (w, ago) => (ago <= 3 ? 0 : steady(w)), failures: 3 }))).toEqual({
      kind: 'failing',
      failures: 3,
      lastError: 'HTTP 503',
    });
  });

  test('a disabled source is not watched', () => {
    expect(judgeSourceHealth(history({ perDay: () => 0, failures: 9, enabled: false })).kind).toBe('unwatched');
  });

  test('silent after more than a day without documents from a busy source, not after a night', () => {
    // the last document came yesterday at 18:00; at 20:00 today that is 26 hours
    const quietToday = history({ perDay: steady, today: 0 });
    expect(judgeSourceHealth({ ...quietToday, now: new Date(TODAY + 9 * 3_600_000) }).kind).toBe('healthy');
    const state = judgeSourceHealth(quietToday);
    expect(state).toMatchObject({ kind: 'silent', silentHours: 26 });
  });

  test('a weekly source is silent only after twice its week, not after a day', () => {
    const weekly = (_w: number, ago: number) => (ago % 7 === 3 ? 1 : 0);
    expect(judgeSourceHealth(history({ perDay: weekly })).kind).toBe('healthy');
    // documents 28, 21 and 14 days ago, then none: silent once 14 days have passed, not a day before
    const stopped = (_w: number, ago: number) => (ago % 7 === 0 && ago >= 14 ? 1 : 0);
    const fortnight = history({ perDay: stopped });
    expect(judgeSourceHealth({ ...fortnight, now: new Date(fortnight.now.getTime() - DAY_MS) }).kind).toBe('healthy');
    expect(judgeSourceHealth(fortnight)).toMatchObject({ kind: 'silent', usualIntervalHours: 168 });
  });

  test('a weekday-only source is not silent over its usual empty weekend', () => {
    const weekdays = (w: number) => (w === 0 || w === 6 ? 0 : 20);
    // Monday 30 November 08:00, the last document on Friday 27 at 18:00 (62 hours, 14 outside the weekend)
    const base = history({ perDay: weekdays, today: 20 });
    const monday = { ...base, now: new Date(TODAY + 3 * DAY_MS + 8 * 3_600_000) };
    const shifted = {
      ...monday,
      days: [...base.days.slice(3), { date: '2026-11-27', count: 20 }, { date: '2026-11-28', count: 0 }, { date: '2026-11-29', count: 0 }],
      today: { date: '2026-11-30', count: 0 },
      todayStartedAt: new Date(TODAY + 3 * DAY_MS),
    };
    expect(judgeSourceHealth(shifted).kind).toBe('healthy');
    // the same 62 hours are silence for a source that usually publishes at weekends too
    const everyDay = shifted.days.map((d) => (d.date < '2026-11-28' ? { ...d, count: 20 } : d));
    expect(judgeSourceHealth({ ...shifted, days: everyDay })).toMatchObject({ kind: 'silent', silentHours: 62 });
  });

  test('too few documents to know a usual interval: never silent', () => {
    const twice = (_w: number, ago: number) => (ago === 20 || ago === 21 ? 1 : 0);
    expect(judgeSourceHealth(history({ perDay: twice })).kind).toBe('healthy');
  });

  test('silence waits at least two crawl intervals', () => {
    const daily = history({ perDay: steady, today: 0, intervalMinutes: 1440 });
    expect(judgeSourceHealth(daily).kind).toBe('healthy');
  });

  test('volume: yesterday under 20 % of its weekday is a drop, over 5 times a rise', () => {
    const drop = history({ perDay: (w, ago) => (ago === 1 ? 3 : steady(w)), today: 20 });
    expect(judgeSourceHealth(drop)).toEqual({ kind: 'volume', direction: 'drop', date: '2026-11-26', count: 3, usual: 20 });
    const fifth = history({ perDay: (w, ago) => (ago === 1 ? 4 : steady(w)), today: 20 });
    expect(judgeSourceHealth(fifth).kind).toBe('healthy');
    const rise = history({ perDay: (w, ago) => (ago === 1 ? 101 : steady(w)), today: 20 });
    expect(judgeSourceHealth(rise)).toMatchObject({ kind: 'volume', direction: 'rise', count: 101, usual: 20 });
    expect(judgeSourceHealth(history({ perDay: (w, ago) => (ago === 1 ? 100 : steady(w)), today: 20 })).kind).toBe('healthy');
  });

  test('a rise shows today already; a drop only once the day is over', () => {
    expect(judgeSourceHealth(history({ perDay: steady, today: 150 }))).toMatchObject({
      kind: 'volume',
      direction: 'rise',
      date: '2026-11-27',
    });
    expect(judgeSourceHealth(history({ perDay: steady, today: 2, hour: 10 })).kind).toBe('healthy');
  });

  test('small sources: no drop alarm under 5 a day; a rise needs more than 25', () => {
    const small = (w: number, ago: number) => (ago === 1 ? 0 : w === 4 ? 2 : 3);
    expect(judgeSourceHealth(history({ perDay: small, today: 3 })).kind).toBe('healthy');
    const burst = history({ perDay: (w, ago) => (ago === 1 ? 26 : w === 4 ? 2 : 3), today: 3 });
    expect(judgeSourceHealth(burst)).toMatchObject({ kind: 'volume', direction: 'rise', usual: 2 });
  });

  test('a source younger than the window has no usual volume yet', () => {
    const young = history({ perDay: (w, ago) => (ago === 1 ? 0 : ago > 10 ? 0 : steady(w)), today: 20, createdDaysAgo: 10 });
    expect(judgeSourceHealth(young).kind).toBe('healthy');
  });

  test('the window is four weeks', () => {
    expect(SOURCE_HEALTH_RULES.historyDays).toBe(28);
  });
});

describe('nextIncidentStep', () => {
  const failing = { kind: 'failing', failures: 3, lastError: 'x' } as const;
  const openedAt = new Date('2026-11-27T08:00:00Z');
  const silentIncident = { kind: 'silent', openedAt } as const;
  const failingIncident = { kind: 'failing', openedAt } as const;
  test('opens once, stays quiet while any problem lasts, closes with a word when healthy', () => {
    expect(nextIncidentStep(null, failing)).toEqual({ action: 'open', problem: failing });
    expect(nextIncidentStep(silentIncident, failing)).toEqual({ action: 'none' });
    expect(nextIncidentStep(silentIncident, { kind: 'silent', lastDocumentAt: '', silentHours: 30, usualIntervalHours: 1 })).toEqual({
      action: 'none',
    });
    expect(nextIncidentStep(silentIncident, { kind: 'healthy' })).toEqual({ action: 'close', notify: true });
    expect(nextIncidentStep(null, { kind: 'healthy' })).toEqual({ action: 'none' });
  });

  test('a failing source recovers only after a crawl succeeded since the incident opened, not when resumed', () => {
    // resuming sets the failure count to 0 before any crawl: healthy by the numbers, not yet by a fetch
    expect(nextIncidentStep(failingIncident, { kind: 'healthy' }, null)).toEqual({ action: 'none' });
    expect(nextIncidentStep(failingIncident, { kind: 'healthy' }, new Date('2026-11-27T07:59:00Z'))).toEqual({ action: 'none' });
    expect(nextIncidentStep(failingIncident, { kind: 'healthy' }, new Date('2026-11-27T08:15:00Z'))).toEqual({
      action: 'close',
      notify: true,
    });
    // a disabled source still closes quietly, crawled or not
    expect(nextIncidentStep(failingIncident, { kind: 'unwatched' }, null)).toEqual({ action: 'close', notify: false });
  });

  test('a disabled source closes its incident without a word', () => {
    expect(nextIncidentStep(silentIncident, { kind: 'unwatched' })).toEqual({ action: 'close', notify: false });
    expect(nextIncidentStep(null, { kind: 'unwatched' })).toEqual({ action: 'none' });
  });
});
