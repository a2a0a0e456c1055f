// Live one-document ingestion for the benchmarks that measure reads while documents arrive (the
// search benchmark's --live phase, bench/live-load): a child process of its own, so its CPU and
// event loop are not the measuring process's, that ingests generated articles one per call at a
// steady rate through core's IngestArticle as the crawler calls it (app-shell's container: the
// same repository, statements and triggers, so every document adds its own delta rows to the
// per-day and per-hour word counts, as live ingestion does between compactions).
import { fork } from 'node:child_process';
import pino from 'pino';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { createOrm } from '@newsdesk/adapters/postgres/orm';
import { IngestArticle, type RawArticle } from '@newsdesk/core/ingestion/ingest-article';
import { Clock } from '@newsdesk/core/shared/clock';
import { loadConfig } from '../../app-shell/server/config';
import { buildContainer } from '../../app-shell/server/container';
import { formatMs, percentile } from './percentiles';

export interface LiveIngestionPlan {
  databaseUrl: string;
  /** Documents per second. */
  rate: number;
  /**
   * The acquisition time of the first document (ISO), later ones following the wall clock from
   * there; null: the real clock, as in production.
   */
  stampFrom: string | null;
  /**
   * Generator seed, mixed with the start time: texts in the corpus's vocabulary that neither the
   * corpus nor an earlier run on the same kept corpus has (IngestArticle drops a text it knows).
   */
  seed: number;
  /**
   * Documents in flight at most, as a worker runs several crawls at once: when one ingest takes
   * longer than 1/rate on a busy machine the next starts on time anyway, up to this many.
   */
  inFlight: number;
}

export interface LiveIngestionReport {
  attempted: number;
  outcomes: Record<string, number>;
  seconds: number;
  /** New documents per second over the whole run. */
  rate: number;
  ingestP50: number;
  ingestP95: number;
  ingestMax: number;
  /** How far the latest start of an ingest was behind its schedule, in ms (the ingester could not keep up). */
  maxLateMs: number;
  errors: string[];
}

export const describeIngestion = (r: LiveIngestionReport): string =>
  `${r.outcomes['new'] ?? 0} new documents in ${r.seconds.toFixed(1)} s (${r.rate.toFixed(1)}/s; ${Object.entries(r.outcomes)
    .map(([o, n]) => `${o} ${n}`)
    .join(', ')}), IngestArticle p50 / p95 / max ${formatMs(r.ingestP50)} / ${formatMs(r.ingestP95)} / ${formatMs(r.ingestMax)} ms, ` +
  `latest start ${formatMs(r.maxLateMs)} ms behind schedule${r.errors.length ? `; errors: ${r.errors.slice(0, 3).join(' | ')}` : ''}`;

/** Starts the ingesting child; `stop()` lets the current document finish and returns the figures. */
export const startLiveIngestion = async (plan: LiveIngestionPlan): Promise<{ stop(): Promise<LiveIngestionReport> }> => {
  const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const messages: { type: string; report?: LiveIngestionReport; error?: string }[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (m: { type: string }) => {
    messages.push(m);
    for (const w of waiters.splice(0)) w();
  });
  const next = async (type: string) => {
    for (;;) {
      const found = messages.find((m) => m.type === type || m.type === 'failed');
      if (found) {
        if (found.type === 'failed') throw new Error(`live ingestion failed: ${found.error}`);
        return found;
      }
      if (child.exitCode !== null) throw new Error(`live ingestion exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  };
  child.send(plan);
  await next('started');
  return {
    stop: async () => {
      child.send('stop');
      const { report } = await next('report');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      return report!;
    },
  };
};

const articles = function* (seed: number, now: Date): Generator<RawArticle> {
  const run = Date.now().toString(36);
  let n = 0;
  for (const record of generateCorpus({ count: Number.MAX_SAFE_INTEGER, seed: (seed * 7_919 + Date.now()) % 2 ** 31, now })) {
    const d = record.document;
    n += 1;
    // a URL of this run: a kept corpus ingested into twice must not see its own earlier documents as duplicates
    yield { url: `${d.url}-live-${run}-${n}`, title: d.documentTitle, body: d.documentBody, publishedAt: d.publicationDate };
  }
};

const ingestLive = async (plan: LiveIngestionPlan) => {
  const orm = await createOrm({ url: plan.databaseUrl, poolSize: 4 });
  const container = buildContainer(loadConfig({ DATABASE_URL: plan.databaseUrl }), orm, pino({ level: 'silent' }));
  const started = performance.now();
  if (plan.stampFrom) {
    const from = new Date(plan.stampFrom).getTime();
    container.rebind<Clock>(Clock).toConstantValue({ now: () => new Date(from + (performance.now() - started)) });
  }
  const ingest = container.get(IngestArticle);
  const source = articles(plan.seed, plan.stampFrom ? new Date(plan.stampFrom) : new Date());
  let stopping = false;
  process.on('message', (m) => {
    if (m === 'stop') stopping = true;
  });
  process.send!({ type: 'started' });
  const outcomes: Record<string, number> = {};
  const ms: number[] = [];
  const errors: string[] = [];
  let attempted = 0;
  let maxLateMs = 0;
  const running = new Set<Promise<void>>();
  const one = async (article: RawArticle) => {
    const at = performance.now();
    try {
      const outcome = await ingest.execute(article);
      outcomes[outcome.outcome] = (outcomes[outcome.outcome] ?? 0) + 1;
    } catch (error) {
      outcomes['error'] = (outcomes['error'] ?? 0) + 1;
      if (errors.length < 10) errors.push(String(error));
    }
    ms.push(performance.now() - at);
  };
  const begun = performance.now();
  while (!stopping) {
    const scheduled = begun + (attempted * 1000) / plan.rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (running.size >= plan.inFlight) await Promise.race(running);
    if (stopping) break;
    maxLateMs = Math.max(maxLateMs, performance.now() - scheduled);
    attempted += 1;
    const task = one(source.next().value!).finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
  const seconds = (performance.now() - begun) / 1000;
  const sorted = ms.sort((a, b) => a - b);
  const report: LiveIngestionReport = {
    attempted,
    outcomes,
    seconds,
    rate: (outcomes['new'] ?? 0) / seconds,
    ingestP50: percentile(sorted, 50),
    ingestP95: percentile(sorted, 95),
    ingestMax: sorted.at(-1) ?? Number.NaN,
    maxLateMs,
    errors,
  };
  await orm.close(true);
  process.send!({ type: 'report', report }, () => process.exit(0));
};

// run as the child (forked by startLiveIngestion): the plan is the first message
if (process.send && process.argv[1] === import.meta.filename) {
  process.once('message', (plan: LiveIngestionPlan) => {
    ingestLive(plan).catch((error: unknown) => process.send!({ type: 'failed', error: String(error) }, () => process.exit(1)));
  });
}
