import { expect, test } from '@jest/globals';
import type { Collection } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import { DeliveryFailure } from './alert.ports';
import type { DeliveryChannel } from './alert.types';
import { DeliverAlert, type DeliveryOutcomes } from './deliver-alert';
import { InMemoryDeliveryLedger, InMemorySlackChannelRate } from './testing/in-memory-delivery-ledger';

// The operator's count of deliveries by channel and outcome (docs/operations.md, "Health and metrics").
const NOW = new Date('2026-11-22T10:00:00Z');
const collection: Collection = {
  id: 'c1',
  name: 'SNB watch',
  ownerId: 'u1',
  search: {
    tags: [],
    timeFrame: 'month',
    sort: { field: 'indexing-date', direction: 'newest' },
    filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
    exactMatchesOnly: false,
  },
  alert: { frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] },
  subscriberIds: [],
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
};
const doc = (id: string): NewsDocument => ({
  id,
  document: {
    publicationDate: null,
    firstAcquisitionDate: '2026-11-22T08:31:00Z',
    domain: 'news.example',
    documentTitle: `Title ${id}`,
    documentBody: '',
    url: `https://news.example/${id}`,
    associatedText: [],
  },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  language: 'en',
  storyId: 's1',
  isOriginal: true,
});

test('every attempt is told by channel and outcome; a row another run holds is not an attempt', async () => {
  const told: [DeliveryChannel, string][] = [];
  const outcomes: DeliveryOutcomes = { record: (channel, status) => void told.push([channel, status]) };
  const ledger = new InMemoryDeliveryLedger();
  let slackFails = true;
  const deliver = new DeliverAlert({
    ledger,
    collections: { findById: async (id) => (id === collection.id ? collection : null) },
    documents: { findById: async (id) => doc(id) },
    slack: {
      post: async () => {
        if (slackFails) throw new DeliveryFailure('Slack answered 500', { code: 'alert.delivery.slack_failed' });
        return { channel: 'C0001', ts: '17000000.1' };
      },
    },
    // e-mail is not configured: its deliveries fail for good
    email: null,
    slackRate: new InMemorySlackChannelRate(),
    clock: { now: () => NOW },
    sleep: async () => undefined,
    publicUrl: 'https://newsdesk.example/',
    policy: { maxAttempts: 3, backoffMs: () => 0 },
    outcomes,
  });
  const slack = ledger.add({
    collectionId: 'c1',
    about: { kind: 'story', storyId: 's1' },
    channel: 'slack',
    recipient: '#economy',
    threadOf: null,
    documentIds: ['d1'],
    dueAt: NOW,
  });
  const email = ledger.add({
    collectionId: 'c1',
    about: { kind: 'story', storyId: 's1' },
    channel: 'email',
    recipient: 'desk@example.org',
    threadOf: null,
    documentIds: ['d1'],
    dueAt: NOW,
  });

  expect((await deliver.execute(slack.id)).status).toBe('rescheduled');
  slackFails = false;
  expect((await deliver.execute(slack.id)).status).toBe('sent');
  expect((await deliver.execute(slack.id)).status).toBe('skipped');
  expect((await deliver.execute(email.id)).status).toBe('failed');

  expect(told).toEqual([
    ['slack', 'rescheduled'],
    ['slack', 'sent'],
    ['email', 'failed'],
  ]);
});
