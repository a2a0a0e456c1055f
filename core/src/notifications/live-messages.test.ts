import { describe, expect, test } from '@jest/globals';
import { isLiveNotification } from './live-messages';
import { isNotificationDocument, type NotificationDocument } from './notification.types';

const aDocument = (): NotificationDocument => ({
  id: '00000000-0000-4000-8000-000000000001',
  storyId: '00000000-0000-4000-8000-000000000001',
  language: 'de',
  document: {
    documentTitle: 'SNB senkt den Leitzins',
    domain: 'nzz.ch',
    url: 'https://nzz.ch/snb',
    publicationDate: '2026-11-21T09:00:00.000Z',
    firstAcquisitionDate: '2026-11-21T09:05:00.000Z',
  },
});

describe('isNotificationDocument', () => {
  test('a document as the server sends it', () => {
    expect(isNotificationDocument(aDocument())).toBe(true);
  });

  test('what the list cannot show is refused: no id, no title, domain or link, not an object', () => {
    const { id: _id, ...withoutId } = aDocument();
    expect(isNotificationDocument(withoutId)).toBe(false);
    for (const field of ['documentTitle', 'domain', 'url'] as const) {
      const doc = aDocument();
      expect(isNotificationDocument({ ...doc, document: { ...doc.document, [field]: 42 } })).toBe(false);
    }
    expect(isNotificationDocument({ ...aDocument(), document: null })).toBe(false);
    expect(isNotificationDocument([aDocument()])).toBe(false);
    expect(isNotificationDocument(null)).toBe(false);
  });
});

describe('isLiveNotification', () => {
  const message = { collectionId: 'c-1', collectionName: 'Central banks', documents: [aDocument()] };

  test('new documents of one collection', () => {
    expect(isLiveNotification(message)).toBe(true);
    expect(isLiveNotification(JSON.parse(JSON.stringify(message)))).toBe(true);
  });

  test('the other frames of the socket are not notifications', () => {
    expect(isLiveNotification({ action: 'pong', data: null })).toBe(false);
    expect(isLiveNotification({ type: 'error', code: 'live.invalid_message' })).toBe(false);
  });

  test('a message with one malformed document or without a collection is refused whole', () => {
    expect(isLiveNotification({ ...message, documents: [aDocument(), { id: 'x' }] })).toBe(false);
    expect(isLiveNotification({ ...message, collectionName: undefined })).toBe(false);
    expect(isLiveNotification({ ...message, collectionId: 7 })).toBe(false);
    expect(isLiveNotification({ ...message, documents: 'none' })).toBe(false);
  });
});
