import { expect, test } from '@jest/globals';
import { DeliveryFailure } from './alert.ports';
import type { DeliveryChannel } from './alert.types';
import { DeliverAlert, type DeliveryOutcomes } from './deliver-alert';
import { ALERT_NOW, aStoryDelivery, anAlertDocument, anAlertingCollection } from './testing/alert.mother';
import { InMemoryDeliveryLedger, InMemorySlackChannelRate } from './testing/in-memory-delivery-ledger';

// The operator's count of deliveries by channel and outcome (docs/operations.md, "Health and metrics").
const NOW = ALERT_NOW;
const collection = anAlertingCollection();
const doc = (id: string) => anAlertDocument(id, { publicationDate: null });

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
  const slack = ledger.add(aStoryDelivery('slack', '#economy'));
  const email = ledger.add(aStoryDelivery('email', 'desk@example.org'));

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
