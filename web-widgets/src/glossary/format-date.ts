/** A day in the reader's language: "22 Nov 2026", "22.11.2026", "22 nov. 2026". */
export const formatDay = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
