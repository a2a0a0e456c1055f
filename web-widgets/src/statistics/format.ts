import type { IsoDate } from '@newsdesk/core/sports/sports.types';
import type { MatchView } from '@newsdesk/core/sports/sports.views';
// Not core's sports-time: the same words from the browser's clock, without date-fns on the page
// (zurich-calendar.ts, ADR 0016).
import { formatCalendarDay, zurichDayOf, zurichTimeOf, zurichZoneOf } from './zurich-calendar';

/** The day of a match in Europe/Zurich (spec §1: statistics times are CET/CEST). */
export const matchDay = (match: Pick<MatchView, 'kickoff' | 'date'>, language: string): string =>
  formatCalendarDay(match.kickoff ? zurichDayOf(match.kickoff) : match.date, language);

/** `17:00 CEST`, or null when the source gives only the day. */
export const matchTime = (match: Pick<MatchView, 'kickoff'>, _language: string): string | null =>
  match.kickoff ? `${zurichTimeOf(match.kickoff)} ${zurichZoneOf(match.kickoff)}` : null;

export const formatDay = (day: IsoDate, language: string): string => formatCalendarDay(day, language);

export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);

/** Goal difference as tables print it: +12, −3, 0 (a real minus sign). */
export const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');

/** `2–1`; the score after extra time when there was extra time. */
export const scoreOf = (match: Pick<MatchView, 'fullTime' | 'extraTime'>): string | null => {
  const score = match.extraTime ?? match.fullTime;
  return score ? `${score.home}–${score.away}` : null;
};
