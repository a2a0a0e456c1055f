import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sportsWidgetRepositoryContract } from '@newsdesk/core/sports/embeds/testing/sports-widget-repository.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { HmacSportsWidgetSigner } from './hmac-sports-widget-signer';
import { PostgresSportsWidgetRepository } from './postgres-sports-widget-repository';
import { loadOrCreateWidgetSecret } from './postgres-widget-secret';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

sportsWidgetRepositoryContract('PostgreSQL', async () => {
  await db.orm.em.fork().execute('truncate sports_widget');
  return new PostgresSportsWidgetRepository(db.orm);
});

describe('the widget secret kept in PostgreSQL', () => {
  test('is created once: concurrent first reads and later reads all get the same random secret', async () => {
    await db.orm.em.fork().execute('truncate sports_widget_secret');
    const secrets = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateWidgetSecret(db.orm)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(43);
    expect(await loadOrCreateWidgetSecret(db.orm)).toBe(secrets[0]);
    const rows = await db.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from sports_widget_secret');
    expect(Number(rows[0]!.n)).toBe(1);
  });

  test('two signers (two processes) on the same database accept each other’s signatures', async () => {
    const one = new HmacSportsWidgetSigner(() => loadOrCreateWidgetSecret(db.orm));
    const two = new HmacSportsWidgetSigner(() => loadOrCreateWidgetSecret(db.orm));
    const signature = await one.sign('widget message');
    expect(await two.verify('widget message', signature)).toBe(true);
    expect(await two.verify('widget message!', signature)).toBe(false);
  });
});
