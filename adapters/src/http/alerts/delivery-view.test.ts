import { expect, test } from '@jest/globals';
import type { Delivery } from '@newsdesk/core/alerting/alert.types';
import { deliverySchema, deliveryView } from './delivery-view';

const at = new Date('2026-11-22T10:00:00.000Z');
const row = (overrides: Partial<Delivery>): Delivery => ({
  id: '00000000-0000-4000-8000-000000000001',
  collectionId: '00000000-0000-4000-8000-0000000000c1',
  subject: 'story:s1',
  about: { kind: 'story', storyId: 's1' },
  channel: 'slack',
  recipient: '#markets',
  threadOf: null,
  documentIds: ['d1'],
  status: 'failed',
  attempts: 1,
  errorCode: null,
  lastError: null,
  nextAttemptAt: at,
  providerId: null,
  providerChannel: null,
  createdAt: at,
  sentAt: null,
  ...overrides,
});

test("the log's problem is the stored code, with a provider's words as the detail and none for Newsdesk's own", () => {
  const provider = deliveryView(
    row({ errorCode: 'alert.delivery.slack_failed', lastError: 'Slack refused the message: channel_not_found' }),
  );
  expect(deliverySchema.parse(provider)).toMatchObject({
    lastError: 'Slack refused the message: channel_not_found',
    problem: { code: 'alert.delivery.slack_failed', detail: 'Slack refused the message: channel_not_found' },
  });
  const own = deliveryView(row({ errorCode: 'alert.delivery.collection_deleted', lastError: 'The collection was deleted.' }));
  expect(own.problem).toEqual({ code: 'alert.delivery.collection_deleted', detail: null });
  expect(deliveryView(row({ status: 'sent', sentAt: at })).problem).toBeNull();
});
