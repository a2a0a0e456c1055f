/**
 * Feed dates → ISO 8601 (UTC) or null. Real feeds use RFC 822 with every liberty (two-digit years,
 * no seconds, `1500` for 15:00, US zone names, month and day names in Portuguese or German) and
 * W3C/ISO dates with or without a zone. A date without a zone is read as UTC.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  gen: 1,
  ene: 1,
  feb: 2,
  fev: 2,
  fév: 2,
  mar: 3,
  mär: 3,
  mae: 3,
  apr: 4,
  avr: 4,
  abr: 4,
  may: 5,
  mai: 5,
  mag: 5,
  jun: 6,
  juin: 6,
  giu: 6,
  jul: 7,
  juil: 7,
  lug: 7,
  aug: 8,
  ago: 8,
  aoû: 8,
  aou: 8,
  sep: 9,
  set: 9,
  oct: 10,
  okt: 10,
  out: 10,
  ott: 10,
  nov: 11,
  dec: 12,
  dez: 12,
  déc: 12,
  dic: 12,
};

/** Offsets in minutes east of UTC for the zone names feeds actually use. */
const ZONES: Record<string, number> = {
  z: 0,
  ut: 0,
  utc: 0,
  gmt: 0,
  wet: 0,
  bst: 60,
  cet: 60,
  met: 60,
  cest: 120,
  mest: 120,
  eet: 120,
  eest: 180,
  msk: 180,
  ist: 330,
  jst: 540,
  aest: 600,
  aedt: 660,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

const monthNumber = (name: string): number | undefined => {
  const token = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[token] ?? MONTHS[token.slice(0, 4)] ?? MONTHS[token.slice(0, 3)];
};

/** `+0300`, `-03:00`, `GMT+2`, `EST`, `(UTC)` … → minutes east of UTC; undefined when unknown. */
const zoneOffset = (zone: string): number | undefined => {
  const text = zone.trim().replace(/^\(|\)$/g, '');
  if (text === '') return 0;
  const numeric = /^(?:gmt|utc|ut)?\s*([+-])(\d{1,2}):?(\d{2})?\b/i.exec(text);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  const name = /^[a-z]+/i.exec(text)?.[0].toLowerCase();
  return name === undefined ? undefined : ZONES[name];
};

const toIso = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
  offset: number,
): string | null => {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 24 || minute > 59 || second > 60) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC rolls 31 February over into March; a day that does not exist is not a date.
  if (!Number.isFinite(local) || (hour < 24 && new Date(local).getUTCDate() !== day)) return null;
  const date = new Date(local - offset * 60_000);
  if (date.getUTCFullYear() < 1000 || date.getUTCFullYear() > 9999) return null;
  return date.toISOString();
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]+(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|[A-Za-z]{1,5})?$/;
const RFC822 =
  /^(?:[^\d\s,]+,?\s+)?(\d{1,2})[\s-]+([^\d\s,.-]+)\.?,?[\s-]+(\d{2,4})(?:,?\s+(\d{1,2}):?(\d{2})(?::?(\d{2}))?(?:\.\d+)?)?\s*(.*)$/;
/** `Monday, January 5, 2015 10:00 AM` style, seen in hand-made feeds. */
const US = /^(?:[^\d\s,]+,?\s+)?([^\d\s,.]+)\.?\s+(\d{1,2}),?\s+(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?\s*(.*)$/i;

const fourDigitYear = (year: string): number => {
  const value = Number(year);
  if (year.length > 2) return value;
  return value < 50 ? 2000 + value : 1900 + value;
};

export const parseFeedDate = (value: string | null | undefined): string | null => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;

  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, frac, zone] = iso;
    const offset = zoneOffset(zone ?? '');
    if (offset === undefined) return null;
    const millis = Math.round(Number(`0.${frac ?? '0'}`) * 1000);
    return toIso(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), Math.min(millis, 999), offset);
  }

  const rfc = RFC822.exec(text);
  const rfcMonth = rfc ? monthNumber(rfc[2] ?? '') : undefined;
  if (rfc && rfcMonth !== undefined) {
    const [, d, , y, h, mi, s, zone] = rfc;
    // An unknown zone name costs at most a few hours; losing the date entirely would cost more.
    const offset = zoneOffset(zone ?? '') ?? 0;
    return toIso(fourDigitYear(y ?? ''), rfcMonth, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), 0, offset);
  }

  const us = US.exec(text);
  const usMonth = us ? monthNumber(us[1] ?? '') : undefined;
  if (us && usMonth !== undefined) {
    const [, , d, y, h, mi, s, meridiem, zone] = us;
    let hour = Number(h ?? 0);
    if (meridiem && /^p/i.test(meridiem) && hour < 12) hour += 12;
    if (meridiem && /^a/i.test(meridiem) && hour === 12) hour = 0;
    return toIso(Number(y), usMonth, Number(d), hour, Number(mi ?? 0), Number(s ?? 0), 0, zoneOffset(zone ?? '') ?? 0);
  }
  return null;
};
