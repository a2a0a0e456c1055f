import type { IsoDate, IsoInstant } from '@newsdesk/core/sports/sports.types';
import { SPORTS_TIME_ZONE } from '@newsdesk/core/sports/sports.views';

/**
 * The football views' days and kick-off times in Europe/Zurich (spec §1), written exactly as
 * core's sports-time writes them (date-fns + date-fns-tz, which the server, the wire export and the
 * other sports keep using), but with the browser's own time-zone data (Intl.DateTimeFormat):
 * date-fns, date-fns-tz and three locales were 11 KB gzipped of the statistics page's first paint
 * (ADR 0016, "Budgets"). Intl only gives the Zurich wall clock; the words are the date-fns
 * locales' own, in the tables below, so no browser's CLDR version changes them ("Sept" in
 * en-GB). zurich-calendar.test.ts checks every function against sports-time, across both
 * daylight-saving switches.
 */

type Language = 'en' | 'de' | 'fr';

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  de: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
};
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const languageOf = (language: string): Language => (language === 'de' || language === 'fr' ? language : 'en');

const pad = (value: number) => String(value).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let zurichClock: Intl.DateTimeFormat | undefined;

/** The Zurich wall clock at an instant; h23, so midnight is 00 and never 24. */
const wallClockAt = (at: IsoInstant): { clock: WallClock; utcMs: number } => {
  const utcMs = new Date(at).getTime();
  if (Number.isNaN(utcMs)) throw new RangeError(`Not an instant: “${at}”`);
  zurichClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SPORTS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(zurichClock.formatToParts(utcMs).map((part) => [part.type, part.value]));
  const number = (type: keyof WallClock) => Number(parts[type]);
  return {
    clock: {
      year: number('year'),
      month: number('month'),
      day: number('day'),
      hour: number('hour'),
      minute: number('minute'),
      second: number('second'),
    },
    utcMs,
  };
};

/** The calendar day of an instant in Zurich (a 23:30 UTC kick-off in summer is the next day). */
export const zurichDayOf = (at: IsoInstant): IsoDate => {
  const { year, month, day } = wallClockAt(at).clock;
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** `17:00`: the kick-off on the Zurich clock. */
export const zurichTimeOf = (at: IsoInstant): string => {
  const { hour, minute } = wallClockAt(at).clock;
  return `${pad(hour)}:${pad(minute)}`;
};

/** CET or CEST at that instant: the wall clock's distance from UTC, one or two hours. */
export const zurichZoneOf = (at: IsoInstant): 'CET' | 'CEST' => {
  const { clock, utcMs } = wallClockAt(at);
  const wallMs = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wallMs - Math.floor(utcMs / 1000) * 1000 === 2 * 3_600_000 ? 'CEST' : 'CET';
};

/** A calendar day as it is, no zone shift: "Sat 24 May 2025", „Sa., 24.05.2025“, « sam. 24/05/2025 ». */
export const formatCalendarDay = (day: IsoDate, language: string): string => {
  const match = DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a day (YYYY-MM-DD): “${day}”`);
  const l = languageOf(language);
  const weekday = WEEKDAYS[l][date.getUTCDay()];
  const [, year, month, dayOfMonth] = match;
  if (l === 'de') return `${weekday}, ${dayOfMonth}.${month}.${year}`;
  if (l === 'fr') return `${weekday} ${dayOfMonth}/${month}/${year}`;
  return `${weekday} ${date.getUTCDate()} ${EN_MONTHS[date.getUTCMonth()]} ${year}`;
};
