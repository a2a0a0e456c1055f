import { numberFormat } from '../i18n/formatters';

/** Counts in the reader's language: 10,001 · 10.001 · 10 001. */
export const formatCount = (value: number, language: string): string => numberFormat(language).format(value);
