// Search, suggestions and related documents on the generated corpus (docs/benchmarks.md, "Search"), side by side:
// PostgreSQL as shipped, the naive plan, SQLite FTS5. Goals in search-report.ts.
//   npm run bench -- search [--count 1000000] [--rounds 5] [--keep | --reuse] [--per-query]
//                           [--engines postgres,naive,sqlite] [--parts search,suggest,related,sources,attention]
//                           [--live [--live-rate 20] [--live-lead 60]]
// --live: then the term, prefix and suggestion sets again during one-document ingestion (live-phase.ts).
// suggest-word / suggest-words (any word of a name, ADR 0020), sources and attention (ADR 0023; split by source,
// attention-language: split by language, the chart's default, from the stored hours; attention-language-days: the
// same from the stored days, as before the hours were kept a month; attention-24h: the past 24 hours by hour and
// language) run on PostgreSQL only.
import { latency, measure, type Latency } from '../support/percentiles';
import { arg } from '../support/bench-database';
import { flag } from '../support/kept-database';
import { printPlans } from './explain-plans';
import { LIVE_KINDS, runLivePhase, type LiveWorkload } from './live-phase';
import { naiveEngine } from './naive-runner';
import { postgresEngine, type SearchEngine } from './postgres-runner';
import { buildQuerySets } from './query-sets';
import { openSearchCorpus } from './search-corpus';
import { reportTable, type EngineName } from './search-report';
import { openSqliteCorpus } from './sqlite-corpus';
import { sqliteEngine } from './sqlite-runner';

const list = (name: string, fallback: string[]) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? '').split(',') : fallback;
};
const count = arg('count', 1_000_000);
const rounds = arg('rounds', 5);
const engines = list('engines', ['postgres', 'naive', 'sqlite']) as EngineName[];
const parts = list('parts', ['search', 'suggest', 'related', 'sources', 'attention']);
/** Kinds only the shipped engine implements: the others would answer another question. */
const SHIPPED_ONLY = new Set([
  'suggest-word',
  'suggest-words',
  'sources',
  'attention',
  'attention-language',
  'attention-language-days',
  'attention-24h',
]);
/** A slow engine (the naive contains scan) gets fewer rounds rather than hours. */
const BUDGET_MS = 60_000;

const db = await openSearchCorpus(count);
try {
  const now = new Date(db.marker!.now);
  const sets = await buildQuerySets(db.orm);
  console.log(
    `corpus: ${count.toLocaleString('en')} documents, vocabulary ${sets.vocabulary.toLocaleString('en')} words (2 % sample); picked words and document shares:`,
  );
  console.log(`  ${sets.wordFrequency.map((w) => `${w.word} ${(w.share * 100).toFixed(w.share < 0.01 ? 2 : 0)} %`).join(', ')}`);
  const all: Record<EngineName, () => Promise<SearchEngine>> = {
    postgres: () => postgresEngine(db.orm, now),
    naive: async () => naiveEngine(db.orm, now),
    sqlite: async () => sqliteEngine(await openSqliteCorpus(db.folder, db.url), now),
  };
  const workloads: [string, string, string[]][] = [
    ...(parts.includes('search')
      ? Object.entries(sets.search).map(([kind, tags]): [string, string, string[]] => [kind, 'search', tags])
      : []),
    ...(parts.includes('suggest')
      ? ([
          ['suggest', 'suggest', sets.suggest],
          ['suggest-word', 'suggest', sets.suggestWord],
          ['suggest-words', 'suggest', sets.suggestWords],
        ] as [string, string, string[]][])
      : []),
    ...(parts.includes('sources') ? [['sources', 'sources', sets.sources] as [string, string, string[]]] : []),
    ...(parts.includes('attention')
      ? ([
          ['attention', 'attention', sets.attention],
          ['attention-language', 'attention-language', sets.attention],
          ['attention-language-days', 'attention-language-days', sets.attention],
          ['attention-24h', 'attention-24h', sets.attention],
        ] as [string, string, string[]][])
      : []),
    ...(parts.includes('related')
      ? ([
          ['related-hot', 'related', sets.related.hot],
          ['related-normal', 'related', sets.related.normal],
        ] as [string, string, string[]][])
      : []),
  ];
  const results = new Map<string, Map<EngineName, Latency>>(workloads.map(([kind]) => [kind, new Map()]));
  const liveWorkloads: LiveWorkload[] = [];
  for (const name of engines) {
    const engine = await all[name]();
    for (const [kind, part, queries] of workloads) {
      if (name !== 'postgres' && SHIPPED_ONLY.has(kind)) continue;
      const run = (q: string) =>
        part === 'search'
          ? engine.search(q)
          : part === 'suggest'
            ? engine.suggest(q)
            : part === 'sources'
              ? engine.sources!(q)
              : part === 'attention'
                ? engine.attention!(q, 'source')
                : part === 'attention-language'
                  ? engine.attention!(q, 'language')
                  : part === 'attention-language-days'
                    ? engine.attention!(q, 'language', false, false)
                    : part === 'attention-24h'
                      ? engine.attention!(q, 'language', true)
                      : engine.related(q);
      const started = performance.now();
      await run(queries[0]!);
      const first = performance.now() - started;
      const affordable = Math.max(1, Math.min(rounds, Math.floor(BUDGET_MS / Math.max(1, first * queries.length))));
      const samples = await measure(queries, affordable, run, first < 1_000);
      const figures = latency(samples);
      results.get(kind)!.set(name, figures);
      if (name === 'postgres' && LIVE_KINDS.has(kind)) liveWorkloads.push({ kind, queries, run, quiet: figures });
      console.log(
        `  ${name.padEnd(8)} ${kind.padEnd(14)} p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms (${figures.samples} runs of ${queries.length} queries: ${queries.slice(0, 4).join(' ')} …)`,
      );
      // --per-query: each query's own p50 / max (measure interleaves the queries, one round after the other)
      if (flag('per-query'))
        for (const [i, query] of queries.entries()) {
          const own = latency(samples.filter((_, k) => k % queries.length === i));
          console.log(`      ${JSON.stringify(query).padEnd(24)} p50 ${own.p50.toFixed(1)} ms, max ${own.max.toFixed(1)} ms`);
        }
    }
  }
  console.log(`\n${reportTable(results, engines)}`);
  if (flag('live')) {
    await runLivePhase({
      orm: db.orm,
      databaseUrl: db.url,
      now,
      rate: arg('live-rate', 20),
      leadSeconds: arg('live-lead', 60),
      rounds,
      workloads: liveWorkloads,
    });
  }
  if (flag('explain')) {
    const hot = await db.orm.em
      .fork()
      .execute<{ name: string }[]>(`select distinct name from document_entity where document_id = ?`, [sets.related.hot[0]]);
    await printPlans(db.orm, now, [
      ...Object.entries(sets.search).map(([kind, tags]) => ({ kind, tag: tags[0] })),
      { kind: 'related-hot', names: hot.map((r) => r.name) },
    ]);
  }
} finally {
  await db.stop();
}
