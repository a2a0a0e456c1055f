import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { deliveryLedgerContract } from '@newsdesk/core/alerting/testing/delivery-ledger.contract';
import { createOrm } from '../postgres/orm';
import { createTestDatabase, testPostgresServers, type TestDatabase } from '../postgres/testing/test-database';
import { PostgresDeliveryLedger } from './postgres-delivery-ledger';
import { ABOUT_COLUMNS, ABOUT_PLACEHOLDERS, aboutValues } from './delivery-about-columns';

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
          const id = randomUUID();
          await connection.execute(
            `insert into alert_delivery (id, collection_id, ${ABOUT_COLUMNS}, channel, recipient, thread_of, document_ids, status, attempts, next_attempt_at, created_at)
             values (?, ?, ${ABOUT_PLACEHOLDERS}, ?, ?, ?, ?::jsonb, 'queued', 0, ?, ?)`,
            [
              id,
              collectionId,
              ...aboutValues(row.about),
              row.channel,
              row.recipient,
              row.threadOf,
              JSON.stringify(row.documentIds),
              row.dueAt,
              row.createdAt ?? row.dueAt,
            ],
          );
          ids.push(id);
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
