/** Date and time in the reader's language, e.g. "Nov 21, 9:15 AM"; the year only when it is not this one. */
export const formatDateTime = (iso: string, language: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(language, { year, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
};

/** File sizes as people read them: "850 B", "12.4 kB", "1 MB" (Intl's short "byte" reads oddly). */
export const formatSize = (bytes: number, language: string): string => {
  if (bytes < 1000) return `${new Intl.NumberFormat(language).format(bytes)} B`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
};
