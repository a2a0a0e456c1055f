import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { DELIVERY_PROBLEMS } from '@newsdesk/core/alerting/delivery-problem';
import { Migration20261127950000DeliveryErrorCodes } from '../postgres/migrations/Migration20261127950000DeliveryErrorCodes';
import { runMigrationStep } from '../postgres/testing/run-migration-step';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const run = (step: 'up' | 'down') => runMigrationStep(db, Migration20261127950000DeliveryErrorCodes, step);

test('rows written before the column get the code the delivery log read from their words; rows without an error get none', async () => {
  await run('down');
  const connection = db.orm.em.getConnection();
  const written: [string | null, string | null][] = [
    ...Object.values(DELIVERY_PROBLEMS).map((p): [string, string] => [p.message, p.code]),
    ['Slack rate limit: retry after 2 s', 'alert.delivery.rate_limited'],
    ['Slack refused the message: channel_not_found', 'alert.delivery.slack_failed'],
    ['SMTP: 550 Mailbox unavailable', 'alert.delivery.email_failed'],
    ['Webhook: https://hooks.example/x answered 500', 'alert.delivery.webhook_failed'],
    ['Teams: https://teams.example/x?… answered 404: Not found', 'alert.delivery.teams_failed'],
    ['The source-health incident no longer exists.', 'alert.delivery.failed'],
    ['socket hang up', 'alert.delivery.failed'],
    ['  ', null],
    [null, null],
  ];
  const collectionId = randomUUID();
  for (const [i, [lastError]] of written.entries())
    await connection.execute(
      `insert into alert_delivery (id, collection_id, subject, subject_kind, reference_id, channel, recipient, document_ids, status, attempts, last_error, next_attempt_at, created_at)
       values (?, ?, ?, 'story', ?, 'slack', '#markets', '[]'::jsonb, 'failed', 1, ?, now(), now())`,
      [randomUUID(), collectionId, `story:s${i}`, `s${i}`, lastError],
    );
  await run('up');
  const rows = await connection.execute<{ subject: string; last_error: string | null; error_code: string | null }[]>(
    `select subject, last_error, error_code from alert_delivery where collection_id = ? order by created_at, substr(subject, 8)::int`,
    [collectionId],
  );
  expect(rows.map((r) => [r.last_error, r.error_code])).toEqual(written);
});
