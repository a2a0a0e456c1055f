import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { parseQuery } from '@newsdesk/core/search/parse-query';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';
import { generateCorpus } from '../../demo/corpus-generator';
import { bulkLoadDocuments } from '../documents/bulk-document-loader';
import { createOrm, migrate } from '../orm';
import { PostgresSearchIndex } from '../search/postgres-search-index';
import { PostgresSuggestionIndex } from '../suggestions/postgres-suggestion-index';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../testing/replicated-postgres';
import type { ReadDatabase } from './read-database';
import { runWithReadFloor } from './read-floor';
import { ReadReplicas } from './read-replicas';
import { parseWalPosition } from './wal-position';

/**
 * Search on a real streaming standby (the embedded PostgreSQL 18 programs, a copy made with
 * pg_backup_start/stop): answers come from the standby and equal the primary's; a user's own
 * write is never missed; a lagging or dead standby is not read.
 */
const NOW = new Date('2026-11-26T12:00:00Z');
let cluster: ReplicatedPostgres;
let primary: MikroORM;
let standby: MikroORM;
const corpus: DocumentRecord[] = [...generateCorpus({ count: 800, seed: 3, now: NOW })];

beforeAll(async () => {
  cluster = await startReplicatedPostgres();
  const admin = await createOrm({ url: cluster.primary.url() });
  await admin.em.fork().execute('create database newsdesk');
  await admin.close(true);
  primary = await createOrm({ url: cluster.primary.url('newsdesk') });
  await migrate(primary);
  await bulkLoadDocuments(cluster.primary.url('newsdesk'), corpus);
  standby = await createOrm({ url: cluster.standby.url('newsdesk') });
}, 120_000);
afterAll(async () => {
  await standby?.close(true).catch(() => undefined);
  await primary?.close(true).catch(() => undefined);
  await cluster?.stop();
});

/** Records, for every read, whether the database it was given is in recovery (a standby). */
const observed = (reads: ReadDatabase) => {
  const inRecovery: boolean[] = [];
  const database: ReadDatabase = {
    read: (work) =>
      reads.read(async (orm) => {
        const [row] = await orm.em.fork().execute<{ r: boolean }[]>('select pg_is_in_recovery() as r');
        inRecovery.push(row!.r);
        return work(orm);
      }),
  };
  return { database, inRecovery };
};

const request = (word: string): SearchRequest => ({
  ast: parseQuery([{ name: word }]).ast,
  range: { from: new Date(0), to: new Date(NOW.getTime() + 86_400_000) },
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
  offset: 0,
  limit: 50,
});

const ids = (hits: { documents: { id: string }[]; total: number }) => ({ total: hits.total, ids: hits.documents.map((d) => d.id) });

const caughtUp = async (reads: ReadReplicas) => {
  const target = parseWalPosition(await reads.primaryPosition())!;
  for (let i = 0; i < 200; i += 1) {
    await reads.poll();
    if ((reads.status()[0]?.replayed ?? 0n) >= target) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the standby did not catch up');
};

test("searches and suggestions are answered by the standby, and equal the primary's answers", async () => {
  const reads = new ReadReplicas(primary, [{ name: 'standby', orm: standby }], { pollMs: 50 });
  await reads.start();
  await caughtUp(reads);
  const { database, inRecovery } = observed(reads);
  const onStandby = new PostgresSearchIndex(database);
  const onPrimary = new PostgresSearchIndex(primary);
  for (const word of ['inflation', 'glacier', 'vaccine', 'Zürich']) {
    const [a, b] = [await onStandby.search(request(word)), await onPrimary.search(request(word))];
    expect(ids(a)).toEqual(ids(b));
    expect(a.total).toBeGreaterThan(0);
  }
  expect((await new PostgresSuggestionIndex(database).terms('inf', 5)).map((s) => s.name)).toEqual(
    await new PostgresSuggestionIndex(primary).terms('inf', 5).then((r) => r.map((s) => s.name)),
  );
  expect(inRecovery.length).toBe(5);
  expect(inRecovery.every(Boolean)).toBe(true);
  await reads.stop();
}, 60_000);

test("a user's own write is read at once: a standby that has not replayed it is skipped until it has", async () => {
  const reads = new ReadReplicas(primary, [{ name: 'standby', orm: standby }], { pollMs: 50 });
  await reads.start();
  await caughtUp(reads);
  const { database, inRecovery } = observed(reads);
  const index = new PostgresSearchIndex(database);
  await cluster.pauseReplay();
  try {
    const [template] = corpus;
    const fresh: DocumentRecord = {
      ...template!,
      id: '00000000-0000-4000-8000-00000000abcd',
      canonicalUrl: 'https://fresh.example/1',
      contentHash: 'freshfreshfresh1',
      storyId: '00000000-0000-4000-8000-00000000abcd',
      document: {
        ...template!.document,
        url: 'https://fresh.example/1',
        documentTitle: 'Quokka census',
        documentBody: 'A quokka census on Rottnest.',
        associatedText: [],
      },
    };
    await bulkLoadDocuments(cluster.primary.url('newsdesk'), [fresh]);
    const written = parseWalPosition(await reads.primaryPosition());
    await reads.poll();
    // anyone else may read the standby, a moment behind
    expect((await index.search(request('quokka'))).total).toBe(0);
    expect(inRecovery.at(-1)).toBe(true);
    // the writer reads the primary while the standby has not replayed the write
    expect((await runWithReadFloor(written, () => index.search(request('quokka')))).total).toBe(1);
    expect(inRecovery.at(-1)).toBe(false);
    await cluster.resumeReplay();
    await caughtUp(reads);
    expect((await runWithReadFloor(written, () => index.search(request('quokka')))).total).toBe(1);
    expect(inRecovery.at(-1)).toBe(true);
  } finally {
    await cluster.resumeReplay().catch(() => undefined);
    await reads.stop();
  }
}, 60_000);

test('a standby further behind than the allowed lag is not read', async () => {
  let now = Date.now();
  const reads = new ReadReplicas(primary, [{ name: 'standby', orm: standby }], { pollMs: 60_000, maxLagMs: 1_000, now: () => now });
  await reads.start();
  await caughtUp(reads);
  const { database, inRecovery } = observed(reads);
  await cluster.pauseReplay();
  try {
    await primary.em.fork().execute(`update news_document set url = url where id = ?`, [corpus[1]!.id]);
    now += 500;
    await reads.poll();
    await new PostgresSearchIndex(database).search(request('inflation'));
    expect(inRecovery.at(-1)).toBe(true);
    now += 1_000;
    await reads.poll();
    await new PostgresSearchIndex(database).search(request('inflation'));
    expect(inRecovery.at(-1)).toBe(false);
  } finally {
    await cluster.resumeReplay();
    await reads.stop();
  }
}, 30_000);

test('a standby that dies between two polls: the read is answered by the primary, and the standby is skipped', async () => {
  const reads = new ReadReplicas(primary, [{ name: 'standby', orm: standby }], { pollMs: 60_000 });
  await reads.start();
  await caughtUp(reads);
  const expected = ids(await new PostgresSearchIndex(primary).search(request('inflation')));
  await cluster.stopStandby();
  const { database, inRecovery } = observed(reads);
  expect(ids(await new PostgresSearchIndex(reads).search(request('inflation')))).toEqual(expected);
  expect(reads.status()[0]?.healthy).toBe(false);
  expect(ids(await new PostgresSearchIndex(database).search(request('inflation')))).toEqual(expected);
  expect(inRecovery).toEqual([false]);
  await reads.stop();
}, 30_000);
