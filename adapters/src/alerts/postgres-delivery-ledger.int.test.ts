import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { deliveryLedgerContract } from '@newsdesk/core/alerting/testing/delivery-ledger.contract';
import { createOrm } from '../postgres/orm';
import { createTestDatabase, testPostgresServers, type TestDatabase } from '../postgres/testing/test-database';
import { PostgresDeliveryLedger } from './postgres-delivery-ledger';
import { insertQueuedDelivery } from './insert-delivery';

describe.each(testPostgresServers())('on $name', (server) => {
  let db: TestDatabase;
  let other: MikroORM;
  beforeAll(async () => {
    db = await createTestDatabase(server);
    // another process: its own pool on the same database
    other = await createOrm({ url: db.url, poolSize: 4 });
  });
  afterAll(async () => {
    await other.close(true);
    await db.dispose();
  });

  deliveryLedgerContract('PostgreSQL', async () => {
    const connection = db.orm.em.getConnection();
    await connection.execute('truncate alert_delivery, alert_story');
    return {
      ledger: new PostgresDeliveryLedger(db.orm),
      elsewhere: new PostgresDeliveryLedger(other),
      // the planner's insert (PostgresAlertPlanner): a queued row, no attempt yet
      seed: async (collectionId, rows) => {
        const ids: string[] = [];
        for (const row of rows) {
          const inserted = await insertQueuedDelivery(db.orm.em.fork(), collectionId, row, row.createdAt ?? row.dueAt);
          if (!inserted) throw new Error(`seeded the same delivery twice: ${row.channel} to ${row.recipient}`);
          ids.push(inserted.id);
        }
        return ids;
      },
      // one story per document, each matched a millisecond after the one before
      assignStories: async (collectionId, subject, documentIds, at) => {
        for (const [i, documentId] of documentIds.entries())
          await connection.execute(
            'insert into alert_story (collection_id, story_id, subject, document_id, created_at) values (?, ?, ?, ?, ?)',
            [collectionId, randomUUID(), subject, documentId, new Date(at.getTime() + i)],
          );
      },
    };
  });
});
