import { describe, expect, test } from '@jest/globals';
import type { NewsDocument } from '../documents/document.types';
import { documentLabel, shownDate, topicLabel, zurichCalendarDay } from './document-labels';

const aDocument = (
  publicationDate: string | null,
  categories: string[] = [],
  firstAcquisitionDate = '2026-11-21T09:00:00Z',
): NewsDocument => ({
  id: 'doc',
  document: {
    publicationDate,
    firstAcquisitionDate,
    domain: 'nzz.ch',
    documentTitle: 't',
    documentBody: 'b',
    url: 'https://nzz.ch/a',
    associatedText: [],
  },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: categories.map((name) => ({ name })) } },
  language: 'de',
  storyId: 'doc',
  isOriginal: true,
});

describe('shownDate', () => {
  test('the publication date, or the indexing date when it contains 1970, is missing or invalid', () => {
    expect(shownDate(aDocument('2026-11-20T08:00:00Z'))).toBe('2026-11-20T08:00:00Z');
    expect(shownDate(aDocument('1970-01-01T00:00:00Z'))).toBe('2026-11-21T09:00:00Z');
    expect(shownDate(aDocument(null))).toBe('2026-11-21T09:00:00Z');
    expect(shownDate(aDocument('not a date'))).toBe('2026-11-21T09:00:00Z');
  });
});

describe('documentLabel', () => {
  // 21 Nov 2026, 12:00 in Zurich (CET, UTC+1)
  const now = new Date('2026-11-21T11:00:00Z');

  test('Live within the last hour, the boundary included', () => {
    expect(documentLabel(aDocument('2026-11-21T10:30:00Z'), now)).toBe('live');
    expect(documentLabel(aDocument('2026-11-21T10:00:00Z'), now)).toBe('live');
    expect(documentLabel(aDocument('2026-11-21T09:59:59Z'), now)).toBe('today');
  });

  test('Today and Yesterday are Zurich calendar days, not UTC days', () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Zurich
    expect(documentLabel(aDocument('2026-11-20T23:30:00Z'), now)).toBe('today');
    expect(documentLabel(aDocument('2026-11-20T22:59:00Z'), now)).toBe('yesterday');
    expect(documentLabel(aDocument('2026-11-19T23:00:00Z'), now)).toBe('yesterday');
    expect(documentLabel(aDocument('2026-11-19T22:59:00Z'), now)).toBe(null);
  });

  test('a future date today is Today, never Live', () => {
    expect(documentLabel(aDocument('2026-11-21T11:10:00Z'), now)).toBe('today');
  });

  test('summer time (CEST, UTC+2) and the first of a month', () => {
    const summer = new Date('2026-07-01T06:00:00Z');
    expect(documentLabel(aDocument('2026-06-30T22:30:00Z'), summer)).toBe('today');
    expect(documentLabel(aDocument('2026-06-30T21:30:00Z'), summer)).toBe('yesterday');
    expect(zurichCalendarDay(new Date('2026-03-01T00:30:00Z'))).toBe('2026-03-01');
    expect(documentLabel(aDocument('2026-02-28T12:00:00Z'), new Date('2026-03-01T12:00:00Z'))).toBe('yesterday');
  });

  test('the label follows the shown date (indexing date for 1970)', () => {
    expect(documentLabel(aDocument('1970-01-01T00:00:00Z', [], '2026-11-21T10:45:00Z'), now)).toBe('live');
  });
});

describe('topicLabel', () => {
  const topics = [
    { id: 'economy', name: 'Economy' },
    { id: 'sport', name: 'Sport' },
  ];
  test('the first category when it is a topic', () => {
    expect(topicLabel(aDocument(null, ['economy', 'sport']), topics)).toEqual({ id: 'economy', name: 'Economy' });
    expect(topicLabel(aDocument(null, ['weather', 'sport']), topics)).toBe(null);
    expect(topicLabel(aDocument(null, []), topics)).toBe(null);
  });
});
