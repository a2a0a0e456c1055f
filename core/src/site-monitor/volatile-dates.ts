import { alternation, recogniser, type VolatileRecogniser } from './volatile-patterns';

/**
 * Dates and times a page prints about itself ("updated 26. November 2026, 18:22 Uhr"): machine
 * forms (ISO 8601, RFC 2822, Unix epochs near now) and the forms readers see in English, German
 * and French. A weekday in front belongs to the date: it changes with it.
 */

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_DE = [
  'Januar',
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
  'Jan',
  'Jän',
  'Feb',
  'Mär',
  'Mrz',
  'Apr',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Sept',
  'Okt',
  'Nov',
  'Dez',
];
const MONTHS_FR = [
  'janvier',
  'février',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
  'decembre',
  'janv',
  'févr',
  'fevr',
  'avr',
  'juil',
  'sept',
  'oct',
  'nov',
  'déc',
  'dec',
];
const WEEKDAYS = [
  ...[
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
    'Mon',
    'Tue',
    'Tues',
    'Wed',
    'Thu',
    'Thur',
    'Thurs',
    'Fri',
    'Sat',
    'Sun',
  ],
  ...[
    'Montag',
    'Dienstag',
    'Mittwoch',
    'Donnerstag',
    'Freitag',
    'Samstag',
    'Sonnabend',
    'Sonntag',
    'Mo.',
    'Di.',
    'Mi.',
    'Do.',
    'Fr.',
    'Sa.',
    'So.',
  ],
  ...['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
];

const MONTH_EN = `${alternation(MONTHS_EN)}\\.?`;
const MONTH_DE = `${alternation(MONTHS_DE)}\\.?`;
const MONTH_FR = `${alternation(MONTHS_FR)}\\.?`;
/** "Thursday, ", "Donnerstag, ", "jeudi ", "le jeudi " */
const WEEKDAY = String.raw`(?:(?:le\s)?${alternation(WEEKDAYS)},?\s)?`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const YEAR = String.raw`(?:1[89]|2\d)\d\d`;

const HOUR24 = String.raw`(?:[01]?\d|2[0-3])`;
const MINUTE = String.raw`[0-5]\d`;
const SECONDS = String.raw`(?::[0-5]\d(?:[.,]\d{1,9})?)?`;
const ZONE_NAME = String.raw`(?:\s?(?:UTC|GMT|CET|CEST|MEZ|MESZ|WET|WEST|EET|EEST|BST|[ECMP][SD]T))?`;
const MERIDIEM = String.raw`\s?(?:[ap]\.m\.|[ap]m)`;

const ISO_DATE = String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
const ISO_TIME = String.raw`(?:[01]\d|2[0-3]):${MINUTE}(?::[0-5]\d(?:[.,]\d{1,9})?)?`;
const ISO_ZONE = String.raw`(?:Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?|\sUTC)?`;

const RFC_WEEKDAY = String.raw`(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s?)?`;
const RFC_MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const RFC_ZONE = String.raw`(?:\s(?:[+-]\d{4}|UT|GMT|[ECMP][SD]T|Z))?`;

/** 26.11.2026, 11/26/2026, 26/11/26: one of day and month must be a month, both a possible day. */
const isNumericDate = (match: RegExpExecArray): boolean => {
  const [, a, b] = (/(\d+)[./](\d+)[./]\d+$/.exec(match[0]) ?? []).map(Number) as [number, number, number];
  return a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);
};

export const DATE_RECOGNISERS: readonly VolatileRecogniser[] = [
  // ISO 8601: 2026-11-26, 2026-11-26T18:22:04.006Z, 2026-11-26 18:22:04+01:00, and the basic 20261126T182204Z
  recogniser('timestamp', `${ISO_DATE}(?:[T\\s]${ISO_TIME}${ISO_ZONE})?`),
  recogniser('timestamp', String.raw`\d{8}T\d{6}(?:[.,]\d{1,9})?(?:Z|[+-]\d{4})?`),
  // RFC 2822 (mail, HTTP, RSS): Thu, 26 Nov 2026 18:22:04 +0000
  recogniser('timestamp', `${RFC_WEEKDAY}${DAY}\\s${RFC_MONTH}\\s\\d{2,4}\\s(?:[01]\\d|2[0-3]):${MINUTE}(?::[0-5]\\d)?${RFC_ZONE}`),
  // German: (Donnerstag, ) 26. November (2026) / 26. Nov. 2026
  recogniser('date', `${WEEKDAY}${DAY}\\.\\s?${MONTH_DE}(?:\\s${YEAR})?`),
  // English and French, day first: 26 November 2026, (le jeudi) 1er décembre 2026
  recogniser('date', `${WEEKDAY}(?:1er|${DAY})\\s(?:${MONTH_EN}|${MONTH_FR})(?:,?\\s${YEAR})?`),
  // English, month first: (Thursday, ) Nov 26, 2026 / November 26th
  recogniser('date', `${WEEKDAY}${MONTH_EN}\\s${DAY}(?:st|nd|rd|th)?(?:,?\\s${YEAR})?`),
  // numeric: 26.11.2026, 26.11.26, 11/26/2026
  recogniser('date', `${WEEKDAY}${DAY}[./]${DAY}[./](?:${YEAR}|\\d\\d)`, { accept: isNumericDate }),
  // clocks: 18:22, 18:22:04, 6:22 PM, 18:22 Uhr, 18.22 Uhr, 18 Uhr, 18h22, 18 h 22, 18h, with a zone name
  recogniser('time', `${HOUR24}:${MINUTE}${SECONDS}(?:${MERIDIEM}|\\sUhr)?${ZONE_NAME}`),
  recogniser('time', `${HOUR24}(?:\\.${MINUTE})?\\sUhr${ZONE_NAME}`),
  recogniser('time', `${HOUR24}\\s?h(?:\\s?${MINUTE})?${ZONE_NAME}`),
  // a bare hour only with an unmistakable AM/PM: "6 am" is German ("6 am Montag")
  recogniser('time', String.raw`(?:1[0-2]|0?[1-9])(?:\s?(?:AM|PM|[AaPp]\.[Mm]\.)|am|pm)`, { caseSensitive: true }),
];

/**
 * Unix epochs (seconds: 10 digits, milliseconds: 13) only when they fall near the check: a
 * newsroom page is full of long numbers (article ids, phone numbers, ISBNs) that must stay
 * content. The baseline was read at the previous check, which may lie some days back when the
 * site was failing; a page's own clock is never far in the future.
 */
export const EPOCH_WINDOW_BEFORE_MS = 30 * 24 * 3_600_000;
export const EPOCH_WINDOW_AFTER_MS = 24 * 3_600_000;

const isEpochNearNow = (match: RegExpExecArray, now: Date): boolean => {
  const ms = match[0].length === 13 ? Number(match[0]) : Number(match[0]) * 1_000;
  return ms >= now.getTime() - EPOCH_WINDOW_BEFORE_MS && ms <= now.getTime() + EPOCH_WINDOW_AFTER_MS;
};

export const EPOCH_RECOGNISER: VolatileRecogniser = recogniser('epoch', String.raw`\d{10}(?:\d{3})?`, { accept: isEpochNearNow });
