import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import pino from 'pino';
import { startTestSmtpServer, type TestSmtpServer } from '@newsdesk/adapters/email/testing/test-smtp-server';
import { PostgresDocumentRepository } from '@newsdesk/adapters/postgres/documents/postgres-document-repository';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { migrations } from '@newsdesk/adapters/postgres/migrations/index';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { healthyStart } from '@newsdesk/core/sources/source.types';
import { aNewDocumentRecord } from '@newsdesk/core/testing/new-document-record.mother';
import { loadConfig } from './config';
import { buildContainer } from './container';
import { startHoldingSmtpProxy, type HoldingSmtpProxy } from './testing/alert-process/holding-smtp-proxy';
import { createOwner, logInAsOwner } from './testing/alert-process/owner';
import { spawnServer, type ServerProcess } from './testing/alert-process/server-process';
import { openLiveSocket, type LiveSocketClient } from './testing/many-processes/live-socket-client';
import { startRecordingFeedServer, type RecordingFeedServer, type ServedArticle } from './testing/many-processes/recording-feed-server';
import { callApi } from './testing/api-call';
import { eventually as askUntil } from './testing/eventually';

/**
 * Newsdesk as operators run it at scale (docs/operations.md, "Processes"): two web and two worker
 * processes, real child processes of serve.ts, on one PostgreSQL. They start together on an empty
 * database (the migration lock), then: every matching story is mailed once however the workers
 * share percolation and delivery; every web process pushes every match once to its sockets; a
 * source is never crawled twice at once, even with duplicate crawl jobs; and a worker killed with
 * SIGKILL while an SMTP server holds its answer loses nothing.
 */

const COLLECTION = 'Rate watch';
/** Stories of the first round: [title, near-duplicate wire copies besides the original]. */
const STORIES: [string, number][] = [
  ['Rates one', 2],
  ['Rates two', 1],
  ['Rates three', 0],
  ['Rates four', 0],
];
/** Stories indexed around the kill: one e-mail each. */
const LATE_STORIES = ['Rates five', 'Rates six', 'Rates seven', 'Rates eight'];
/** The SMTP server receives this message (counted from 1) but its answer never reaches the sender: the second late one. */
const HELD_MAIL = STORIES.length + 2;
/** Longer than the delivery claim and job lock lifetime (5 min, core/src/alerting/delivery-policy.ts). */
const DOWNTIME = `interval '10 minutes'`;

const adminUrl = () => process.env.NEWSDESK_TEST_PG_ADMIN_URL!;
const databaseName = `nd_many_${randomBytes(6).toString('hex')}`;
const databaseUrl = () => adminUrl().replace(/\/[^/]*$/, `/${databaseName}`);
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};

let orm: MikroORM;
let smtp: TestSmtpServer;
let smtpProxy: HoldingSmtpProxy;
let feeds: RecordingFeedServer;
let webs: ServerProcess[] = [];
let workers: ServerProcess[] = [];
let sockets: LiveSocketClient[] = [];
let cookie = '';
let collectionId = '';
/** Every document that matches the collection: each socket must receive each once. */
const matched: string[] = [];

const crawledArticles: ServedArticle[] = Array.from({ length: 6 }, (_, i) => ({
  title: `Harbour ferry timetable ${i + 1}`,
  body: `The harbour authority published ferry timetable number ${i + 1} for the winter season. `.repeat(12),
  path: `/articles/ferry-${i + 1}`,
  published: new Date(),
}));

const everyServer = () => [...webs, ...workers];
const outputs = () =>
  everyServer()
    .map((s, i) => `--- process ${i} (pid ${s.child.pid}) ---\n${s.output().slice(-4_000)}`)
    .join('\n');

const eventually = <T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> =>
  askUntil(probe, done, { what, timeoutMs, context: outputs });

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  smtp = await startTestSmtpServer();
  smtpProxy = await startHoldingSmtpProxy(smtp.url, HELD_MAIL);
  feeds = await startRecordingFeedServer(new Map([['harbour', crawledArticles]]), 3_000);
  const common = { DATABASE_URL: databaseUrl(), NEWSDESK_PUBLIC_URL: 'https://newsdesk.example', LOG_LEVEL: 'warn' };
  const worker = {
    ...common,
    NEWSDESK_ROLES: 'worker',
    SMTP_URL: smtpProxy.url,
    ALERT_MAIL_FROM: 'Newsdesk <alerts@newsdesk.test>',
    NEWSDESK_FETCH_ALLOW: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  // all four at once on the empty database: one migrates, the others wait for it (migrate-lock.int.test.ts)
  const started = await Promise.allSettled([
    spawnServer({ ...common, NEWSDESK_ROLES: 'web' }, 150_000),
    spawnServer({ ...common, NEWSDESK_ROLES: 'web' }, 150_000),
    spawnServer(worker, 150_000),
    spawnServer(worker, 150_000),
  ]);
  const failed = started.find((s) => s.status === 'rejected');
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  [webs, workers] = [running.filter((_, i) => i < 2), running.filter((_, i) => i >= 2)];
  if (failed || running.length < 4)
    throw new Error(`a process did not start: ${String((failed as PromiseRejectedResult | undefined)?.reason)}`);

  orm = await createOrm({ url: databaseUrl(), poolSize: 4 });
  // the processes have migrated: nothing is left for a fifth program
  expect(await migrate(orm)).toEqual([]);
  await createOwner(databaseUrl(), orm, ['staff', 'admin']);
}, 200_000);

afterAll(async () => {
  for (const socket of sockets) await socket.close().catch(() => undefined);
  for (const server of everyServer()) await server.kill('SIGKILL');
  await smtpProxy?.stop();
  await smtp?.stop();
  await feeds?.stop();
  await orm?.close(true);
  await admin(`drop database if exists ${databaseName} with (force)`);
});

const call = (server: ServerProcess, method: string, path: string, body?: unknown) => callApi(server.url, cookie, method, path, body);

/** Indexes a document as ingestion stores it (the insert NOTIFYs every worker's percolator). */
const index = async (title: string, storyOf?: string) => {
  const record = aNewDocumentRecord({ title, at: new Date() });
  // a near-duplicate wire copy: the same story, found by ingestion's simhash in real life
  if (storyOf) Object.assign(record, { storyId: storyOf, isOriginal: false });
  await new PostgresDocumentRepository(orm).insert(record);
  matched.push(record.id);
  return record.id;
};

const mailsAbout = (title: string) => smtp.mails.filter((m) => m.subject === `Newsdesk alert: ${COLLECTION}: ${title}`);

interface LedgerRow {
  id: string;
  status: string;
}
const ledger = () => sql<LedgerRow>(`select id, status from alert_delivery where collection_id = ? order by created_at`, [collectionId]);

test('the processes start together on an empty database; every migration is recorded once', async () => {
  const recorded = await sql<{ name: string; times: number }>(
    `select name, count(*)::int as times from mikro_orm_migrations group by name`,
  );
  expect(recorded.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
    migrations.map((m) => ({ name: m.name, times: 1 })).sort((a, b) => a.name.localeCompare(b.name)),
  );
  for (const server of everyServer()) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});

test('each matching story is mailed once; every web process pushes each match once to its sockets', async () => {
  // the session lives in PostgreSQL: one login serves both web processes
  cookie = await logInAsOwner(webs[0]!);
  const created = await call(webs[1]!, 'POST', '/api/collections', {
    name: COLLECTION,
    search: { tags: [{ name: 'inflation' }] },
    alert: { frequency: 'immediately', slackChannels: [], emails: ['desk@example.org'] },
  });
  expect({ status: created.status, message: created.body?.message }).toEqual({ status: 200, message: undefined });
  collectionId = created.body.id;
  sockets = await Promise.all(webs.map((web) => openLiveSocket(web.url, cookie)));
  // collection changes reach every worker's percolator within a second
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  for (const [title, copies] of STORIES) {
    const original = await index(title);
    for (let i = 0; i < copies; i += 1) await index(title, original);
  }
  await eventually(
    'one mail per story',
    async () => smtp.mails.length,
    (n) => n >= STORIES.length,
    60_000,
  );
  await eventually(
    'every match on every socket',
    async () => sockets.map((s) => s.documentCounts().size),
    (sizes) => sizes.every((n) => n === matched.length),
    30_000,
  );
  // a second look gives late copies (a second mail, a second push) the chance to show
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const [title] of STORIES) {
    const mails = mailsAbout(title);
    expect({ title, mails: mails.length, messageIds: new Set(mails.map((m) => m.messageId)).size }).toEqual({
      title,
      mails: 1,
      messageIds: 1,
    });
  }
  expect(smtp.mails.length).toBe(STORIES.length);
  for (const socket of sockets)
    expect(Object.fromEntries(socket.documentCounts())).toEqual(Object.fromEntries(matched.map((id) => [id, 1])));
}, 90_000);

test('a source is never crawled twice at once, even with duplicate crawl jobs, and each item is ingested once', async () => {
  const sourceId = crypto.randomUUID();
  const config = loadConfig({ DATABASE_URL: databaseUrl() });
  await buildContainer(config, orm, pino({ level: 'silent' }))
    .get<FeedSourceRepository>(FeedSourceRepository)
    .add(
      {
        id: sourceId,
        name: 'Harbour news',
        url: feeds.feedUrl('harbour'),
        domain: '127.0.0.1',
        intervalMinutes: 5,
        enabled: true,
        concurrency: 2,
        health: healthyStart(),
        etag: null,
        lastModified: null,
      },
      new Date(),
    );
  // what a duplicate dispatch, a "crawl now" racing the schedule or an old job would leave: four
  // jobs for the one source, due now, for two workers that run two crawls each at once
  for (let i = 0; i < 4; i += 1) {
    await sql(`insert into agenda_jobs (name, type, priority, next_run_at, data) values ('crawl source', 'normal', 0, now(), ?::jsonb)`, [
      JSON.stringify({ sourceId }),
    ]);
  }
  const stored = () =>
    sql<{ canonical_url: string; copies: number }>(
      `select canonical_url, count(*)::int as copies from news_document where source_id = ? group by canonical_url order by canonical_url`,
      [sourceId],
    );
  await eventually('every item stored', stored, (rows) => rows.length === crawledArticles.length, 90_000);
  await eventually(
    'every crawl job done',
    () =>
      sql<{ n: number }>(
        `select count(*)::int as n from agenda_jobs where name = 'crawl source' and data->>'sourceId' = ? and (next_run_at is not null or locked_at is not null)`,
        [sourceId],
      ),
    (r) => r[0]!.n === 0,
    60_000,
  );

  expect(await stored()).toEqual(
    crawledArticles
      .map((a) => ({ canonical_url: feeds.url + a.path, copies: 1 }))
      .sort((a, b) => a.canonical_url.localeCompare(b.canonical_url)),
  );
  // the slow feed (3 s) was fetched, never by two crawls at the same time
  expect(feeds.fetches('harbour')).toBeGreaterThanOrEqual(1);
  expect(feeds.mostAtOnce('harbour')).toBe(1);
  // and the duplicates really ran beside a crawl of the source: the advisory lock turned them away
  const turnedAway = workers
    .map((w) => w.output().split('source is being crawled by another process').length - 1)
    .reduce((a, b) => a + b, 0);
  expect(turnedAway).toBeGreaterThanOrEqual(1);
  // ferry timetables are not about inflation: still only the first round's mails
  expect(smtp.mails.length).toBe(STORIES.length);
  // every process is still running (a worker hearing of another's finished crawl once crashed)
  for (const server of everyServer())
    expect({ exitCode: server.child.exitCode, signal: server.child.signalCode }).toEqual({ exitCode: null, signal: null });
}, 120_000);

test('SIGKILL of a worker while an SMTP server holds its answer: the other worker delivers everything, twice only what was sending at the kill', async () => {
  const late = new Map<string, string>();
  for (const title of LATE_STORIES) late.set(title, await index(title));
  const heldMessageId = await eventually(
    'the SMTP server receives the held mail',
    async () => smtpProxy.heldMessageId(),
    (id) => id !== null,
    60_000,
  );
  const heldRow = /^<([^@]+)@newsdesk>$/.exec(heldMessageId!)![1]!;
  // the worker whose deliver job runs the held row is the one waiting for the answer
  const [holder] = await sql<{ by: string }>(
    `select last_modified_by as by from agenda_jobs where name = 'deliver alert' and data->>'deliveryId' = ? and locked_at is not null`,
    [heldRow],
  );
  const victim = workers.find((w) => holder?.by === `newsdesk-alerts-${w.child.pid}`);
  expect({ holder: holder?.by, found: Boolean(victim) }).toEqual({ holder: expect.any(String), found: true });
  const survivor = workers.find((w) => w !== victim)!;

  await victim!.kill('SIGKILL');
  const atKill = await ledger();
  const sendingAtKill = new Set(atKill.filter((r) => r.status === 'sending').map((r) => r.id));
  expect(sendingAtKill.has(heldRow)).toBe(true);
  // The survivor takes over once the dead worker's claims and job locks have expired (5 minutes);
  // moving them into the past stands in for that wait: the server has no setting to shorten them.
  // Only the dead worker's: the survivor's own work in progress keeps its claims.
  await sql(
    `update alert_delivery d set claimed_until = claimed_until - ${DOWNTIME}
      where status = 'sending' and exists (select 1 from agenda_jobs j where j.name = 'deliver alert' and j.data->>'deliveryId' = d.id::text and j.last_modified_by = ?)`,
    [holder!.by],
  );
  // then its job locks (after the claims: the survivor may take a job the moment its lock expires)
  await sql(`update agenda_jobs set locked_at = locked_at - ${DOWNTIME} where locked_at is not null and last_modified_by = ?`, [
    holder!.by,
  ]);

  const everyStory = STORIES.length + LATE_STORIES.length;
  await eventually(
    'every delivery sent by the survivor',
    ledger,
    (rows) => rows.length === everyStory && rows.every((r) => r.status === 'sent'),
    60_000,
  );
  await eventually(
    'every late match on every socket',
    async () => sockets.map((s) => s.documentCounts().size),
    (sizes) => sizes.every((n) => n === matched.length),
    30_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const rows = await ledger();
  for (const title of LATE_STORIES) {
    const mails = mailsAbout(title);
    const ids = [...new Set(mails.map((m) => /^<([^@]+)@newsdesk>$/.exec(m.messageId)?.[1]))];
    // one row per story; a repeated mail carries the same Message-ID, so the reader sees one alert
    expect({ title, ids: ids.length, known: rows.some((r) => r.id === ids[0]) }).toEqual({ title, ids: 1, known: true });
    const allowed = ids[0] === heldRow ? [2] : sendingAtKill.has(ids[0]!) ? [1, 2] : [1];
    expect({ title, mails: mails.length, allowed }).toEqual({
      title,
      mails: mails.length,
      allowed: expect.arrayContaining([mails.length]),
    });
  }
  for (const [title] of STORIES) expect({ title, mails: mailsAbout(title).length }).toEqual({ title, mails: 1 });
  for (const socket of sockets)
    expect(Object.fromEntries(socket.documentCounts())).toEqual(Object.fromEntries(matched.map((id) => [id, 1])));
  for (const server of [...webs, survivor])
    expect({ exitCode: server.child.exitCode, signal: server.child.signalCode }).toEqual({ exitCode: null, signal: null });
  expect(late.size).toBe(LATE_STORIES.length);
}, 120_000);
