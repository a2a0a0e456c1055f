import { describe, expect, test } from '@jest/globals';
import { countAdded, mergeNotifications, NOTIFICATION_LIMIT } from './notification-list';
import type { NotificationItem } from './notification.types';

const anItem = (id: string, at: string, collectionName = 'Central banks'): NotificationItem => ({
  document: {
    id,
    storyId: id,
    language: 'en',
    document: {
      documentTitle: `Swiss National Bank holds its policy rate (${id})`,
      domain: 'nzz.ch',
      url: `https://nzz.ch/${id}`,
      publicationDate: null,
      firstAcquisitionDate: '2026-11-21T09:00:00.000Z',
    },
  },
  collectionId: `c-${collectionName}`,
  collectionName,
  at,
});

const minute = (m: number) => `2026-11-21T10:${String(m).padStart(2, '0')}:00.000Z`;
const ids = (items: readonly NotificationItem[]) => items.map((item) => item.document.id);

describe('mergeNotifications', () => {
  test('the list is newest first, whichever side a document came from', () => {
    const current = [anItem('b', minute(20)), anItem('d', minute(5))];
    const incoming = [anItem('c', minute(10)), anItem('a', minute(30))];
    expect(ids(mergeNotifications(current, incoming))).toEqual(['a', 'b', 'c', 'd']);
  });

  test('keeps at most 10 documents (spec §9): the oldest leave', () => {
    expect(NOTIFICATION_LIMIT).toBe(10);
    const current = Array.from({ length: 9 }, (_, i) => anItem(`old-${i}`, minute(i)));
    const incoming = [anItem('new-1', minute(40)), anItem('new-2', minute(41))];
    const merged = mergeNotifications(current, incoming);
    expect(merged).toHaveLength(10);
    expect(ids(merged).slice(0, 2)).toEqual(['new-2', 'new-1']);
    expect(ids(merged)).not.toContain('old-0');
  });

  test('a smaller limit may be asked for', () => {
    expect(ids(mergeNotifications([anItem('a', minute(1))], [anItem('b', minute(2)), anItem('c', minute(3))], 2))).toEqual(['c', 'b']);
  });

  test('each document once: one already listed takes the incoming entry (its newest collection and time) and moves up', () => {
    const current = [anItem('a', minute(20)), anItem('b', minute(10))];
    const merged = mergeNotifications(current, [anItem('b', minute(30), 'Monetary policy')]);
    expect(ids(merged)).toEqual(['b', 'a']);
    expect(merged[0]).toMatchObject({ collectionName: 'Monetary policy', at: minute(30) });
  });

  test('a document listed twice in one arrival is kept once, the first entry wins', () => {
    const merged = mergeNotifications([], [anItem('a', minute(5), 'Central banks'), anItem('a', minute(5), 'Monetary policy')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.collectionName).toBe('Central banks');
  });

  test('the incoming entry wins even when it is older than the listed one (the server answer replaces what was shown)', () => {
    const merged = mergeNotifications([anItem('a', minute(30)), anItem('b', minute(20))], [anItem('a', minute(10), 'Monetary policy')]);
    expect(ids(merged)).toEqual(['b', 'a']);
    expect(merged[1]).toMatchObject({ collectionName: 'Monetary policy', at: minute(10) });
  });

  test('equal times keep the incoming order, ahead of what was listed', () => {
    const merged = mergeNotifications([anItem('old', minute(5))], [anItem('x', minute(5)), anItem('y', minute(5))]);
    expect(ids(merged)).toEqual(['x', 'y', 'old']);
  });

  test('changes neither list it was given', () => {
    const current = [anItem('a', minute(1))];
    const incoming = [anItem('b', minute(2))];
    mergeNotifications(current, incoming);
    expect(ids(current)).toEqual(['a']);
    expect(ids(incoming)).toEqual(['b']);
  });
});

describe('countAdded', () => {
  test('counts the documents of the merged list that were not listed before', () => {
    const before = [anItem('a', minute(1)), anItem('b', minute(2))];
    const merged = mergeNotifications(before, [anItem('b', minute(3)), anItem('c', minute(4))]);
    expect(countAdded(before, merged)).toBe(1);
  });

  test('a new document that did not make the 10 is not counted', () => {
    const before = Array.from({ length: 10 }, (_, i) => anItem(`n-${i}`, minute(20 + i)));
    const merged = mergeNotifications(before, [anItem('too-old', minute(1))]);
    expect(countAdded(before, merged)).toBe(0);
  });
});
