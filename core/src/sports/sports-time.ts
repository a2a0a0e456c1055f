/**
 * Spec §1: every sports time a user sees is in Europe/Zurich (CET in winter, CEST in summer).
 * Shared by importers (local kick-off times of sources without a zone), the use cases, the widgets
 * and the SportsML export (which needs explicit offsets). Browser-safe: date-fns + date-fns-tz only.
 *
 * Offsets come from `formatInTimeZone(…, 'XXX')`, not from date-fns-tz's getTimezoneOffset, which
 * answers +01:00 for the first hour after the March switch (checked against Intl: 01:00Z on
 * 2025-03-30 is 03:00 CEST).
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
// one module per locale keeps the embed bundle small (the date-fns/locale barrel holds them all)
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import type { IsoDate, IsoInstant } from './sports.types';
import { SPORTS_TIME_ZONE } from './sports.views';

export type SportsLocale = 'en' | 'de' | 'fr';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const validDay = (day: string): boolean => {
  const m = DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
};

const instant = (value: IsoInstant): Date => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: “${value}”`);
  return date;
};

/**
 * The UTC instant of a local wall-clock time, for sources that give `date` + `time` without a zone
 * (openfootball: Premier League times are UK local time, Bundesliga times German local time).
 * No time → null: a match known only by its day has no kick-off.
 */
export function zonedTimeToInstant(date: IsoDate, time: string, timeZone: string): IsoInstant;
export function zonedTimeToInstant(date: IsoDate, time: null, timeZone: string): null;
export function zonedTimeToInstant(date: IsoDate, time: string | null, timeZone: string): IsoInstant | null;
export function zonedTimeToInstant(date: IsoDate, time: string | null, timeZone: string): IsoInstant | null {
  if (!validDay(date)) throw new RangeError(`Not a day (YYYY-MM-DD): “${date}”`);
  if (time === null) return null;
  if (!TIME.test(time)) throw new RangeError(`Not a time (HH:MM): “${time}”`);
  const result = fromZonedTime(`${date}T${time}:00`, timeZone);
  if (Number.isNaN(result.getTime())) throw new RangeError(`Unknown time zone: “${timeZone}”`);
  return result.toISOString();
}

/** The calendar day of an instant in Europe/Zurich (a 23:30 UTC kick-off in summer is the next day). */
export const zurichDay = (at: IsoInstant): IsoDate => formatInTimeZone(instant(at), SPORTS_TIME_ZONE, 'yyyy-MM-dd');

/** `+01:00` in winter, `+02:00` in summer (SportsML wants explicit offsets). */
export const zurichOffset = (at: IsoInstant): '+01:00' | '+02:00' => {
  const offset = formatInTimeZone(instant(at), SPORTS_TIME_ZONE, 'XXX');
  return offset === '+02:00' ? '+02:00' : '+01:00';
};

export const zurichZoneName = (at: IsoInstant): 'CET' | 'CEST' => (zurichOffset(at) === '+02:00' ? 'CEST' : 'CET');

/** `2025-05-24T17:00:00+02:00`: the local time with its offset. */
export const zurichIsoDateTime = (at: IsoInstant): string => formatInTimeZone(instant(at), SPORTS_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");

const LOCALES = { en: enGB, de, fr } as const;

// Locale-typical, 24 h everywhere: de „Sa., 24.05.2025, 17:00“, en “Sat 24 May 2025, 17:00”,
// fr « sam. 24/05/2025 17:00 ».
const DATE_PATTERN: Record<SportsLocale, string> = { en: 'EEE d MMM yyyy', de: 'EEE, dd.MM.yyyy', fr: 'EEE dd/MM/yyyy' };
const DATE_TIME_SEPARATOR: Record<SportsLocale, string> = { en: ', ', de: ', ', fr: ' ' };

const pick = (locale: string): SportsLocale => (locale === 'de' || locale === 'fr' ? locale : 'en');

export const formatSportsDateTime = (at: IsoInstant, locale: SportsLocale | string): string => {
  const l = pick(locale);
  return formatInTimeZone(instant(at), SPORTS_TIME_ZONE, `${DATE_PATTERN[l]}'${DATE_TIME_SEPARATOR[l]}'HH:mm`, { locale: LOCALES[l] });
};

/** A calendar day as it is (no zone shift): the day the source or core already fixed in Zurich time. */
export const formatSportsDate = (day: IsoDate, locale: SportsLocale | string): string => {
  if (!validDay(day)) throw new RangeError(`Not a day (YYYY-MM-DD): “${day}”`);
  const l = pick(locale);
  return formatInTimeZone(new Date(`${day}T12:00:00Z`), 'UTC', DATE_PATTERN[l], { locale: LOCALES[l] });
};

export const formatSportsTime = (at: IsoInstant, _locale: SportsLocale | string): string =>
  formatInTimeZone(instant(at), SPORTS_TIME_ZONE, 'HH:mm');
