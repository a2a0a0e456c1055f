import type { NewsDocument } from '../documents/document.types';
import type { Topic } from '../topics/topic.types';

export type DocumentLabel = 'live' | 'today' | 'yesterday';

const HOUR = 3_600_000;

/**
 * Spec §2: the date shown for a document: the publication date, or the indexing date (first
 * acquisition) when the publication date is missing, unparseable or contains 1970 (a zero epoch
 * from a broken feed).
 */
export const shownDate = (doc: NewsDocument): string => {
  const published = doc.document.publicationDate;
  if (published === null || published.includes('1970') || Number.isNaN(Date.parse(published))) {
    return doc.document.firstAcquisitionDate;
  }
  return published;
};

const zurichDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Europe/Zurich as YYYY-MM-DD. */
export const zurichCalendarDay = (instant: Date): string => zurichDay.format(instant);

const dayBefore = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
};

/**
 * Spec §2/§9: Live when the shown date lies within the last hour, else Today / Yesterday by
 * calendar day in Europe/Zurich, else no label. A date in the future counts as Today when it
 * falls on today's Zurich day (clock skew of the source), never as Live.
 */
export const documentLabel = (doc: NewsDocument, now: Date): DocumentLabel | null => {
  const date = new Date(shownDate(doc));
  if (Number.isNaN(date.getTime())) return null;
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age <= HOUR) return 'live';
  const today = zurichCalendarDay(now);
  const day = zurichCalendarDay(date);
  if (day === today) return 'today';
  if (day === dayBefore(today)) return 'yesterday';
  return null;
};

/** Spec §2: the topic of the first category, when that category is in the topic list. */
export const topicLabel = <T extends Pick<Topic, 'id' | 'name'>>(doc: NewsDocument, topics: readonly T[]): T | null => {
  const first = doc.metadata.concepts.categories[0]?.name;
  return first === undefined ? null : (topics.find((topic) => topic.id === first) ?? null);
};
