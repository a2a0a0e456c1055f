// The search benchmark's --live phase (docs/benchmarks.md, "Search"): the term, prefix and
// suggestion query sets again while documents are ingested one at a time, as a crawler does.
// A bulk-loaded corpus has one row per word and day in term_day_count; live ingestion adds one
// delta row per word of every document until the hourly compaction (frequent-terms.worker.ts)
// folds them, so a single-word total sums many small rows. The ingested documents are stamped in
// the searched month's last whole day (the corpus's `now` − 24 h onwards), so the searches read
// the delta rows they make. Then the same sets once the ingester has stopped (the rows alone,
// without its CPU and writes beside the queries) and once more after a compaction. The documents
// stay in the kept corpus: run on a copy (NEWSDESK_BENCH_DIR) when it must stay as loaded.
import type { MikroORM } from '@mikro-orm/postgresql';
import { formatMs, latency, measure, type Latency } from '../support/percentiles';
import { loadAverage } from '../support/bench-reader';
import { describeIngestion, startLiveIngestion } from '../support/live-ingestion';
import { PostgresTermDayCounts } from '@newsdesk/adapters/postgres/search/postgres-term-day-counts';
import { GOALS } from './search-report';

/** The kinds the live phase repeats: the everyday searches and the type-ahead. */
export const LIVE_KINDS = new Set(['term-top', 'term-mid', 'term-rare', 'prefix', 'suggest', 'suggest-word', 'suggest-words']);

export interface LiveWorkload {
  kind: string;
  queries: string[];
  run(query: string): Promise<unknown>;
  quiet: Latency;
}

const DAY_MS = 86_400_000;

const deltaRows = async (orm: MikroORM, day: string) => {
  const [row] = await orm.em.fork().execute<{ rows: string }[]>(`select count(*) as rows from term_day_count where day = ?::date`, [day]);
  return Number(row?.rows ?? 0);
};

/**
 * Starts ingestion at `rate` documents/s, lets it run `leadSeconds` so delta rows pile up, then
 * measures every workload again (same rounds as the quiet phase) and prints both side by side.
 */
export const runLivePhase = async (options: {
  orm: MikroORM;
  databaseUrl: string;
  now: Date;
  rate: number;
  leadSeconds: number;
  rounds: number;
  workloads: LiveWorkload[];
}) => {
  const { orm, rate, leadSeconds, rounds, workloads } = options;
  const stampFrom = new Date(options.now.getTime() - DAY_MS);
  const day = stampFrom.toISOString().slice(0, 10);
  const rowsBefore = await deltaRows(orm, day);
  console.log(
    `\nlive phase: one-document ingestion at ${rate}/s (IngestArticle, documents stamped from ${stampFrom.toISOString()}), ${leadSeconds} s before measuring; load average ${loadAverage()}`,
  );
  const ingestion = await startLiveIngestion({
    databaseUrl: options.databaseUrl,
    rate,
    stampFrom: stampFrom.toISOString(),
    seed: 7,
    inFlight: 4,
  });
  const phases = new Map<string, Map<string, Latency>>();
  const measureAll = async (phase: string) => {
    const figures = new Map<string, Latency>();
    phases.set(phase, figures);
    for (const workload of workloads) {
      const l = latency(await measure(workload.queries, rounds, workload.run));
      figures.set(workload.kind, l);
      console.log(
        `  postgres ${workload.kind.padEnd(14)} ${phase}: p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, max ${l.max.toFixed(1)} ms (${l.samples} runs)`,
      );
    }
  };
  let rowsAtStart = 0;
  try {
    await new Promise((resolve) => setTimeout(resolve, leadSeconds * 1000));
    rowsAtStart = await deltaRows(orm, day);
    await measureAll(`live ingestion ${rate}/s`);
  } finally {
    const report = await ingestion.stop();
    console.log(`  ingestion: ${describeIngestion(report)}`);
  }
  const rowsAfter = await deltaRows(orm, day);
  console.log(
    `  term_day_count rows of ${day}: ${rowsBefore.toLocaleString('en')} before, ${rowsAtStart.toLocaleString('en')} when the live queries began, ${rowsAfter.toLocaleString('en')} after; load average ${loadAverage()}`,
  );
  // the same rows without the ingester's CPU and writes beside the queries: what the rows alone cost
  await measureAll('ingestion stopped, rows not compacted');
  const compactStarted = performance.now();
  const removed = await new PostgresTermDayCounts(orm).compact();
  console.log(
    `  compaction (as the worker's hourly job runs it): ${removed.toLocaleString('en')} rows removed in ${Math.round(performance.now() - compactStarted)} ms, ${(await deltaRows(orm, day)).toLocaleString('en')} left for ${day}; load average ${loadAverage()}`,
  );
  await measureAll('after compaction');
  const goal = (kind: string) => {
    const [p50, p95] = GOALS[kind] ?? [undefined, undefined];
    return [p50 !== undefined ? `p50 ≤ ${p50}` : '', p95 !== undefined ? `p95 ≤ ${p95}` : ''].filter(Boolean).join(', ') || '—';
  };
  const names = [...phases.keys()];
  console.log(`\n| query kind | goal (ms) | quiet | ${names.join(' | ')} |\n|---|---|---|${names.map(() => '---').join('|')}|`);
  const cell = (l: Latency | undefined) => (l ? `${formatMs(l.p50)} / ${formatMs(l.p95)}` : 'not run');
  for (const w of workloads) {
    console.log(`| ${w.kind} | ${goal(w.kind)} | ${cell(w.quiet)} | ${names.map((n) => cell(phases.get(n)!.get(w.kind))).join(' | ')} |`);
  }
  console.log('(p50 / p95 in ms)');
};
