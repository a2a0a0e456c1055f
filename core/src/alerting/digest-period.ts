import type { AlertFrequency } from '../collections/collection.types';

/** Digests follow the newsroom's clock (ADR 0007, "Digests"). */
export const ALERT_TIME_ZONE = 'Europe/Zurich';

export interface DigestPeriod {
  start: Date;
  /** Exclusive; the digest is sent at this instant. */
  end: Date;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ALERT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
}

const localTime = (at: Date): LocalTime & { minute: number; second: number } => {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
};

/** Offset of Zurich from UTC at an instant, in ms (3,600,000 in winter, 7,200,000 in summer). */
const offsetAt = (at: Date): number => {
  const l = localTime(at);
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - Math.floor(at.getTime() / 1000) * 1000;
};

/**
 * The first instant at which Zurich's wall clock shows this date and hour. In the spring gap
 * (02:00 does not exist) that is 03:00; in the autumn overlap, the first of the two.
 */
export const zurichInstant = ({ year, month, day, hour }: LocalTime): Date => {
  const wall = Date.UTC(year, month - 1, day, hour);
  // two guesses cover both sides of a DST change; the earliest that shows the wanted hour wins
  const candidates = [wall - 7_200_000, wall - 3_600_000].filter((t) => {
    const l = localTime(new Date(t));
    return l.year === year && l.month === month && l.day === day && l.hour === hour;
  });
  if (candidates.length) return new Date(Math.min(...candidates));
  // the hour was skipped: with the offset before the gap this is the instant the clock jumped
  return new Date(wall - offsetAt(new Date(wall - 86_400_000)));
};

const addDays = (l: LocalTime, days: number): LocalTime => {
  const d = new Date(Date.UTC(l.year, l.month - 1, l.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: l.hour };
};

/**
 * The digest period an instant falls in. Hourly: the clock hour (Zurich's hours are UTC's hours,
 * its offset being whole hours). Daily: from `dailyHour` Zurich time to the same hour the next day.
 */
export const digestPeriodOf = (frequency: Exclude<AlertFrequency, 'immediately'>, at: Date, dailyHour: number): DigestPeriod => {
  if (frequency === 'hourly') {
    const start = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
    return { start: new Date(start), end: new Date(start + 3_600_000) };
  }
  const l = localTime(at);
  let start = zurichInstant({ year: l.year, month: l.month, day: l.day, hour: dailyHour });
  let startDay: LocalTime = { year: l.year, month: l.month, day: l.day, hour: dailyHour };
  if (start.getTime() > at.getTime()) {
    startDay = addDays(startDay, -1);
    start = zurichInstant(startDay);
  }
  return { start, end: zurichInstant(addDays(startDay, 1)) };
};
