/**
 * How the sports views write days, start times, numbers and race times. Days and times come from
 * core's sports-time, so the page, the embed widget and the wire export agree on the Zurich hour
 * (spec §1: statistics in CET) and on CET vs CEST.
 */
import { formatSportsDate, formatSportsDateTime, zurichZoneName } from '@newsdesk/core/sports/sports-time';
import { widgetLocale } from './widget-locale';

/** A calendar day as the reader writes it ("Sun 8 Dec 2024", "So., 08.12.2024"). */
export const formatDay = (isoDate: string, language: string): string => formatSportsDate(isoDate, widgetLocale(language));

/** A start in Zurich time with its zone, so nobody reads it as their own: "Sun 8 Dec 2024, 14:00 CET". */
export const formatStart = (at: string, language: string): string =>
  `${formatSportsDateTime(at, widgetLocale(language))} ${zurichZoneName(at)}`;

export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Alpine timing is to the hundredth: 59.87, 1:46.32. Thousandths are cut, not rounded, as
 * timing does (a run of 1:46.329 is 1:46.32).
 */
export const formatRaceTime = (ms: number): string => {
  const centis = Math.floor(ms / 10);
  const minutes = Math.floor(centis / 6000);
  const seconds = Math.floor((centis % 6000) / 100);
  const hundredths = centis % 100;
  return minutes > 0 ? `${minutes}:${pad(seconds, 2)}.${pad(hundredths, 2)}` : `${seconds}.${pad(hundredths, 2)}`;
};

/** Gap to the winner: +0.45, +1:02.10. */
export const formatBehind = (ms: number): string => `+${formatRaceTime(ms)}`;
