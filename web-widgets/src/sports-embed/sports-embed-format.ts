/** Formatting the widgets share: numbers in the widget's language, alpine times, match scores. */
import type { MatchView } from '@newsdesk/core/sports/sports.views';

export const formatNumber = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** 145970 ms → `2:25.97`; under a minute `59.99` (as alpine results are published). */
export const formatRaceTime = (ms: number): string => {
  const hundredths = Math.round(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = ((hundredths % 6000) / 100).toFixed(2);
  return minutes > 0 ? `${minutes}:${seconds.padStart(5, '0')}` : seconds;
};

/** `+1`, `−2` (a real minus sign), `0`. */
export const formatSigned = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');

/** The score that decided the match: after extra time where there was one. */
export const decidingScore = (match: MatchView) => match.extraTime ?? match.fullTime;
