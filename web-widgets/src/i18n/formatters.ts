/**
 * Intl formatters, built once per language and options. Building one costs far more than using
 * it (ICU loads its data each time), and a result list, an attention chart's axis and its table
 * format hundreds of dates and counts per render: uncached, that was a visible share of the
 * search page's blocking time on a phone (docs/benchmarks.md, "Screens").
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (language: string, options: object | undefined) => `${language}\u0000${JSON.stringify(options ?? {})}`;

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = keyOf(language, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
};

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = keyOf(language, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
};
