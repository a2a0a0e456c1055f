// Search on a streaming standby beside the same search on its primary, in one run (goal: standby
// p95 within 1.2× the primary's; docs/benchmarks.md "Read replicas").
//   npm run bench -- standby [--count 200000] [--rounds 5]
import { execSync } from 'node:child_process';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { ReadReplicas } from '@newsdesk/adapters/postgres/replicas/read-replicas';
import { parseWalPosition } from '@newsdesk/adapters/postgres/replicas/wal-position';
import { PostgresSearchIndex } from '@newsdesk/adapters/postgres/search/postgres-search-index';
import { startReplicatedPostgres } from '@newsdesk/adapters/postgres/testing/replicated-postgres';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { RunSearch } from '@newsdesk/core/search/run-search';
import { arg } from '../support/bench-database';
import { formatMs, latency, measure } from '../support/percentiles';
import { buildQuerySets } from '../search/query-sets';
import { searchQuery } from '../search/postgres-runner';

const count = arg('count', 200_000);
const rounds = arg('rounds', 5);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, 'load average ');

const cluster = await startReplicatedPostgres({ sharedBuffers: '1GB' });
try {
  const admin = await createOrm({ url: cluster.primary.url() });
  await admin.em.fork().execute('create database newsdesk');
  await admin.close(true);
  const primary = await createOrm({ url: cluster.primary.url('newsdesk') });
  await migrate(primary);
  const now = new Date();
  const started = performance.now();
  await bulkLoadDocuments(cluster.primary.url('newsdesk'), generateCorpus({ count, seed: 1, now }), { deferSearchIndexes: true });
  await primary.em.fork().execute('vacuum (analyze) news_document');
  await primary.em.fork().execute('vacuum (analyze) document_entity');
  console.log(
    `corpus: ${count.toLocaleString('en')} documents loaded on the primary in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const standby = await createOrm({ url: cluster.standby.url('newsdesk') });
  const replicas = new ReadReplicas(primary, [{ name: 'standby', orm: standby }], { pollMs: 250 });
  await replicas.start();
  const target = parseWalPosition(await replicas.primaryPosition())!;
  while ((replicas.status()[0]?.replayed ?? 0n) < target) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await replicas.poll();
  }
  console.log(`standby caught up; ${load()}`);

  const sets = await buildQuerySets(primary);
  const onPrimary = new RunSearch(new PostgresSearchIndex(primary), { now: () => now });
  const onStandby = new RunSearch(new PostgresSearchIndex(replicas), { now: () => now });
  let standbyReads = 0;
  const counting = new ReadReplicas(primary, [{ name: 'standby', orm: standby }], {
    onRead: (t) => void (t === 'replica' && (standbyReads += 1)),
  });
  await counting.start();
  const onStandbyCounted = new RunSearch(new PostgresSearchIndex(counting), { now: () => now });
  console.log(
    `\n${'kind'.padEnd(12)} ${'primary p50'.padStart(12)} ${'p95'.padStart(8)}  ${'standby p50'.padStart(12)} ${'p95'.padStart(8)}  ${'ratio p95'.padStart(9)}`,
  );
  const ratios: number[] = [];
  for (const [kind, tags] of Object.entries(sets.search)) {
    // alternate the two servers round by round: noise on the shared machine falls on both alike
    const primarySamples: number[] = [];
    const standbySamples: number[] = [];
    // and which goes first, so neither always runs right after the other warmed the machine up
    const onPrimaryRound = async (round: number) =>
      primarySamples.push(...(await measure(tags, 1, (tag) => onPrimary.execute(searchQuery(tag)), round === 0)));
    const onStandbyRound = async (round: number) =>
      standbySamples.push(...(await measure(tags, 1, (tag) => onStandby.execute(searchQuery(tag)), round === 0)));
    for (let round = 0; round < rounds; round += 1) {
      if (round % 2 === 0) {
        await onPrimaryRound(round);
        await onStandbyRound(round);
      } else {
        await onStandbyRound(round);
        await onPrimaryRound(round);
      }
    }
    const [p, s] = [latency(primarySamples), latency(standbySamples)];
    ratios.push(s.p95 / p.p95);
    console.log(
      `${kind.padEnd(12)} ${formatMs(p.p50).padStart(9)} ms ${formatMs(p.p95).padStart(5)} ms  ${formatMs(s.p50).padStart(9)} ms ${formatMs(s.p95).padStart(5)} ms  ${(s.p95 / p.p95).toFixed(2).padStart(8)}×`,
    );
  }
  await onStandbyCounted.execute(searchQuery(sets.search['term-mid'][0]!));
  console.log(
    `\nall search kinds: standby p95 / primary p95 between ${Math.min(...ratios).toFixed(2)}× and ${Math.max(...ratios).toFixed(2)}× (goal ≤ 1.2×); answers read on the standby: ${standbyReads === 1 ? 'yes' : 'NO'}; ${load()}`,
  );
  await counting.stop();
  await replicas.stop();
  await standby.close(true);
  await primary.close(true);
} finally {
  await cluster.stop();
}
