import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PgListener } from './pg-listener';

const CHANNEL = 'newsdesk_listener_test';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

test('several callbacks share one connection; each gets the payloads of its channel until it stops', async () => {
  const listener = new PgListener({ connectionString: db.url, applicationName: 'newsdesk-test-shared' });
  const heard: string[] = [];
  const stopA = await listener.listen(CHANNEL, (p) => heard.push(`a:${p}`));
  await listener.listen(CHANNEL, (p) => heard.push(`b:${p}`));
  await listener.listen('newsdesk_other_test', (p) => heard.push(`other:${p}`));
  const notify = (channel: string, payload: string) => db.orm.em.fork().execute('select pg_notify(?, ?)', [channel, payload]);
  await notify(CHANNEL, 'one');
  await notify('newsdesk_other_test', 'two');
  const wait = async (count: number) => {
    const deadline = Date.now() + 2_000;
    while (heard.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };
  await wait(3);
  await stopA();
  await notify(CHANNEL, 'three');
  await wait(4);
  expect(heard.sort()).toEqual(['a:one', 'b:one', 'b:three', 'other:two']);
  const connections = await db.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = 'newsdesk-test-shared'`);
  expect(Number(connections[0]!.n)).toBe(1);
  await listener.close();
  await expect(listener.listen(CHANNEL, () => undefined)).rejects.toThrow('closed');
});

test('channel names are identifiers; a database that cannot be reached fails the listen call', async () => {
  const listener = new PgListener({ connectionString: db.url, applicationName: 'newsdesk-test-names' });
  await expect(listener.listen('drop table x; --', () => undefined)).rejects.toThrow('not a channel name');
  await listener.close();
  const unreachable = new PgListener({
    connectionString: 'postgres://nobody@127.0.0.1:1/none',
    applicationName: 'newsdesk-test-unreachable',
  });
  await expect(unreachable.listen(CHANNEL, () => undefined)).rejects.toThrow();
  await unreachable.close();
});

test('the listener survives a lost connection: it reconnects, listens again and says so', async () => {
  const reconnected: string[] = [];
  const payloads: string[] = [];
  const listener = new PgListener({ connectionString: db.url, applicationName: 'newsdesk-test-reconnect', initialBackoffMs: 20 });
  await listener.listen(CHANNEL, (p) => payloads.push(p), { onReconnect: () => reconnected.push('again') });
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  try {
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'newsdesk-test-reconnect'`);
    const deadline = Date.now() + 5_000;
    while (reconnected.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(reconnected).toEqual(['again']);
    await admin.query(`select pg_notify($1, 'after the reconnect')`, [CHANNEL]);
    while (payloads.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(payloads).toEqual(['after the reconnect']);
  } finally {
    await admin.end();
    await listener.close();
  }
  const open = await db.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = 'newsdesk-test-reconnect'`);
  expect(Number(open[0]!.n)).toBe(0);
});
