import { splitHighlights, type HighlightRange } from '@newsdesk/core/search/highlight';
import type { ReactNode } from 'react';
import { dateTimeFormat } from '../i18n/formatters';

/** Spec: dates are shown in Swiss time whatever the reader's time zone. */
export const formatDateTime = (iso: string, language: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { timeZone: 'Europe/Zurich', dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** Text nodes and <mark> only: document texts come from crawled pages and are never HTML. */
export const highlighted = (text: string, ranges: readonly HighlightRange[] | undefined): ReactNode[] =>
  splitHighlights(text, ranges ?? []).map((segment, i) => (segment.highlighted ? <mark key={i}>{segment.text}</mark> : segment.text));
