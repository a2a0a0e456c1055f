import { afterAll, beforeAll } from '@jest/globals';
import { alertPlanStoreContract } from '@newsdesk/core/alerting/testing/alert-plan-store.contract';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { PostgresAlertPlanStore } from './postgres-alert-planner';
import { PostgresDeliveryLedger } from './postgres-delivery-ledger';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

alertPlanStoreContract('PostgresAlertPlanStore', async () => {
  const em = () => db.orm.em.fork();
  await em().execute('truncate collection_match, alert_planned_match, alert_story, alert_delivery');
  return {
    store: new PostgresAlertPlanStore(db.orm),
    addMatch: async (m) => {
      await em().execute(
        `insert into collection_match (collection_id, document_id, story_id, is_original, matched_at) values (?, ?, ?, ?, ?)`,
        [m.collectionId, m.documentId, m.storyId, m.isOriginal, m.matchedAt],
      );
    },
    // what the ledger's claim does to a row (postgres-delivery-ledger.ts)
    beginSending: async (collectionId, subject) => {
      await em().execute(`update alert_delivery set status = 'sending', attempts = attempts + 1 where collection_id = ? and subject = ?`, [
        collectionId,
        subject,
      ]);
    },
    // read as the sender reads them
    planned: async (collectionId) =>
      (await new PostgresDeliveryLedger(db.orm).listForCollection(collectionId, 1, 100)).deliveries.map(({ subject, about }) => ({
        subject,
        about,
      })),
  };
});
