import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { ABOUT_EACH_KIND } from '@newsdesk/core/alerting/testing/delivery-about.mother';
import { Migration20261127960000DeliverySubjectColumns } from '../postgres/migrations/Migration20261127960000DeliverySubjectColumns';
import { runMigrationStep } from '../postgres/testing/run-migration-step';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { PostgresDeliveryLedger } from './postgres-delivery-ledger';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const run = (step: 'up' | 'down') => runMigrationStep(db, Migration20261127960000DeliverySubjectColumns, step);

test('rows written before the typed columns are about what their subject said and keep that subject as their key', async () => {
  await run('down');
  const connection = db.orm.em.getConnection();
  const collectionId = randomUUID();
  for (const [i, [, subject]] of ABOUT_EACH_KIND.entries())
    await connection.execute(
      `insert into alert_delivery (id, collection_id, subject, channel, recipient, document_ids, status, attempts, next_attempt_at, created_at)
       values (?, ?, ?, 'email', 'desk@example.org', '[]'::jsonb, 'queued', 0, ?, ?)`,
      [randomUUID(), collectionId, subject, new Date(Date.UTC(2026, 10, 22, 10, i)), new Date(Date.UTC(2026, 10, 22, 10, i))],
    );
  await run('up');
  const { deliveries } = await new PostgresDeliveryLedger(db.orm).listForCollection(collectionId, 1, 20);
  expect(deliveries.map((d) => [d.about, d.subject]).reverse()).toEqual(ABOUT_EACH_KIND.map(([about, subject]) => [about, subject]));
  // the typed columns hold each kind to what it needs: a story row without its story is refused
  await expect(
    connection.execute(
      `insert into alert_delivery (id, collection_id, subject, subject_kind, channel, recipient, document_ids, status, attempts, next_attempt_at, created_at)
       values (?, ?, 'story:x', 'story', 'email', 'desk@example.org', '[]'::jsonb, 'queued', 0, now(), now())`,
      [randomUUID(), collectionId],
    ),
  ).rejects.toThrow(/alert_delivery_reference_id_check/);
});
