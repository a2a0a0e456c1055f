import type { CollectionRepository } from '../collections/collection.ports';
import type { IdGenerator } from '../shared/id-generator';
import type { Clock } from '../shared/clock';
import { deliveriesCollectionNotFound, deliveriesForbidden, nothingToTest } from './alert.errors';
import type { DeliveryLedger } from './alert.ports';
import { alertTargets, type DeliveryChannel, type DeliveryStatus } from './alert.types';
import type { DeliveryOutcome } from './deliver-alert';

export interface TestDeliveryResult {
  deliveryId: string;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryStatus;
}

/**
 * The collection editor's "send test" (ADR 0022): one ledger row per saved recipient of the chosen
 * channel, sent at once by the same sender as real alerts, so the owner sees the real outcome and
 * finds it in the delivery log. A failed attempt is retried like any alert.
 */
export class SendTestAlert {
  constructor(
    private readonly deps: {
      collections: Pick<CollectionRepository, 'findById'>;
      ledger: Pick<DeliveryLedger, 'addNow' | 'findBySubject'>;
      deliver: { execute(deliveryId: string): Promise<DeliveryOutcome> };
      ids: IdGenerator;
      clock: Clock;
    },
  ) {}

  async execute(userId: string, collectionId: string, channel: DeliveryChannel): Promise<TestDeliveryResult[]> {
    const collection = await this.deps.collections.findById(collectionId);
    if (!collection || (collection.ownerId !== userId && !collection.subscriberIds.includes(userId))) throw deliveriesCollectionNotFound();
    if (collection.ownerId !== userId) throw deliveriesForbidden();
    const targets = alertTargets(collection.alert).filter((t) => t.channel === channel);
    if (!targets.length) throw nothingToTest(channel);
    const about = { kind: 'test', id: this.deps.ids.newId() } as const;
    const now = this.deps.clock.now();
    const ids = await this.deps.ledger.addNow(
      collectionId,
      targets.map((t) => ({ ...t, about, threadOf: null, documentIds: [], dueAt: now })),
    );
    const results: TestDeliveryResult[] = [];
    for (const [i, deliveryId] of ids.entries()) {
      const outcome = await this.deps.deliver.execute(deliveryId);
      const target = targets[i]!;
      const status: DeliveryStatus = outcome.status === 'sent' ? 'sent' : outcome.status === 'failed' ? 'failed' : 'retrying';
      results.push({ deliveryId, channel: target.channel, recipient: target.recipient, status });
    }
    return results;
  }
}
