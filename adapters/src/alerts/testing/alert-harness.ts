import { randomUUID } from 'node:crypto';
import type { Delivery } from '@newsdesk/core/alerting/alert.types';
import type { AlertSettings, Collection } from '@newsdesk/core/collections/collection.types';
import { aCollection } from '@newsdesk/core/collections/testing/collection.mother';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { createTestDatabase, type TestDatabase } from '../../postgres/testing/test-database';
import { COLLECTION_MATCHED_CHANNEL } from '../alert-delivery-jobs';
import { DELIVERY_COLUMNS, toDelivery, type DeliveryRowData } from '../delivery-rows';
import { buildAlertServices, type AlertServiceOptions } from './alert-services';

export { PUBLIC_URL } from './alert-services';

/** Everything a delivery needs, on a fresh database, plus test data helpers. */
export type AlertHarness = ReturnType<typeof buildAlertServices> & {
  db: TestDatabase;
  addCollection(alert: AlertSettings | null, ownerId?: string): Promise<Collection>;
  addDocument(overrides?: Partial<DocumentRecord>, title?: string): Promise<DocumentRecord>;
  /** What the percolation worker writes: a match row, then the announcement. */
  match(collection: Collection, document: DocumentRecord, matchedAt?: Date): Promise<void>;
  rows(collectionId: string): Promise<Delivery[]>;
};

export const createAlertHarness = async (options: AlertServiceOptions): Promise<AlertHarness> => {
  const db = await createTestDatabase();
  const services = buildAlertServices(db, options);
  return {
    ...services,
    db,
    addCollection: async (alert, ownerId = randomUUID()) => {
      const collection = aCollection({ id: randomUUID(), ownerId, name: `Alerts ${randomUUID().slice(0, 8)}`, alert });
      await services.collections.insert(collection);
      return collection;
    },
    addDocument: async (overrides = {}, title) => {
      const record = aDocumentRecord({ id: randomUUID(), ...overrides });
      if (title) record.document = { ...record.document, documentTitle: title };
      record.canonicalUrl = `https://news.example/${record.id}`;
      record.document = { ...record.document, url: record.canonicalUrl };
      record.contentHash = record.id.replace(/-/g, '').slice(0, 16);
      if (!overrides.storyId) record.storyId = record.id;
      await services.documents.insert(record);
      return record;
    },
    match: async (collection, document, matchedAt = services.clock.now()) => {
      await db.orm.em.fork().transactional(async (em) => {
        await em.execute(
          `insert into collection_match (collection_id, document_id, story_id, is_original, matched_at) values (?, ?, ?, ?, ?)`,
          [collection.id, document.id, document.storyId, document.isOriginal, matchedAt],
        );
        await em.execute(`select pg_notify(?, ?)`, [
          COLLECTION_MATCHED_CHANNEL,
          JSON.stringify({ collectionId: collection.id, documentIds: [document.id] }),
        ]);
      });
    },
    rows: async (collectionId) => {
      const rows = await db.orm.em
        .fork()
        .execute<DeliveryRowData[]>(
          `select ${DELIVERY_COLUMNS} from alert_delivery d where d.collection_id = ? order by d.created_at, d.subject, d.channel`,
          [collectionId],
        );
      return rows.map(toDelivery);
    },
    stop: async () => {
      await services.stop();
      await db.dispose();
    },
  };
};

/** Polls until the condition holds (or throws after the timeout with the last value). */
export const eventually = async <T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
