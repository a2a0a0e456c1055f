/** Counts in the reader's language: 10,001 · 10.001 · 10 001. */
export const formatCount = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);
