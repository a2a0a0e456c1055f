import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type pg from 'pg';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { AgendaRunner } from './agenda-runner';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const backends = async (applicationName: string) => {
  const [row] = await db.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = ?`, [applicationName]);
  return Number(row?.n ?? 0);
};

// agenda's LISTEN connection can be re-opened while a stop runs, and is then never given back
// (its reconnect races its disconnect): the stop must still end, and close that connection.
test('a stop ends even when a connection of the pool is never given back, and closes it', async () => {
  const logged: { msg: string; connections?: number }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as { msg: string }) });
  const runner = new AgendaRunner({
    databaseUrl: db.url,
    logger,
    label: 'test runner',
    applicationName: 'newsdesk-runner-test',
    workerPrefix: 'newsdesk-runner-test',
    poolSize: 2,
    processEvery: 60_000,
    defaultLockLifetimeMs: 60_000,
  });
  const kept: pg.PoolClient = await runner.pool.connect();
  await kept.query('select 1');
  expect(await backends('newsdesk-runner-test')).toBe(1);

  const started = Date.now();
  await runner.end();
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(logged.map((l) => [l.msg, l.connections])).toEqual([['test runner: connections still in use at stop; closing them', 1]]);
  await expect(kept.query('select 1')).rejects.toThrow();
  expect(await backends('newsdesk-runner-test')).toBe(0);
}, 30_000);

test('a stop with every connection given back ends at once and logs nothing', async () => {
  const logged: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
  const runner = new AgendaRunner({
    databaseUrl: db.url,
    logger,
    label: 'test runner',
    applicationName: 'newsdesk-runner-test-2',
    workerPrefix: 'newsdesk-runner-test-2',
    poolSize: 2,
    processEvery: 60_000,
    defaultLockLifetimeMs: 60_000,
  });
  const client = await runner.pool.connect();
  await client.query('select 1');
  client.release();
  const started = Date.now();
  await runner.end();
  // well under the 5 s after which connections still out are closed
  expect(Date.now() - started).toBeLessThan(4_000);
  expect(logged).toEqual([]);
});
