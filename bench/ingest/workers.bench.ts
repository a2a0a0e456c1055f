// Ingestion by crawling with 1 worker process, then with 2 (docs/operations.md, "Processes"):
// real articles from ../shared/data/news served as full-content RSS feeds by a local HTTP server,
// real worker processes (serve.ts, NEWSDESK_ROLES=worker), a fresh database for each run on one
// embedded PostgreSQL. Goal: 2 workers ≥ 1.6× the documents/s of 1.
//   npm run bench -- workers [--feeds 12] [--articles 100]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import pg from 'pg';
import { SHARED_DATA } from '@newsdesk/adapters/archives/shared-news-archives';
import { startEmbeddedPostgres } from '@newsdesk/adapters/postgres/embedded-postgres';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { PostgresFeedSourceRepository } from '@newsdesk/adapters/postgres/sources/postgres-feed-source-repository';
import { healthyStart } from '@newsdesk/core/sources/source.types';
import { spawnServer, type ServerProcess } from '../../app-shell/server/testing/alert-process/server-process';
import { startRecordingFeedServer, type RecordingFeedServer } from '../../app-shell/server/testing/many-processes/recording-feed-server';
import { arg } from '../support/bench-database';
import { describeActivity, sampleActivity, type ActivitySummary } from '../support/pg-activity-sampler';
import { postmasterPid, processCpuSeconds, processTreeCpuSeconds, runQueueWaitSeconds } from '../support/process-cpu';
import { WORKER_BENCH_ARCHIVES, workerBenchFeeds } from './workers-feeds';

if (!WORKER_BENCH_ARCHIVES.every((file) => existsSync(path.join(SHARED_DATA, 'news', file)))) {
  console.log(`workers: skipped, the archives under ${path.join(SHARED_DATA, 'news')} are absent`);
  process.exit(0);
}
const feedCount = arg('feeds', 12);
const perFeed = arg('articles', 100);
const feeds = await workerBenchFeeds(feedCount, perFeed);
const total = [...feeds.values()].reduce((n, a) => n + a.length, 0);

interface RunResult {
  workers: number;
  documents: number;
  seconds: number;
  perWorker: number[];
  workerCpu: number[];
  /** Seconds each worker was ready to run but waited for a core. */
  workerWaits: number[];
  postgresCpu: number;
  activity: ActivitySummary;
}

/** Documents each worker reports in its `crawled` log lines (the crawler's own count of new ones). */
const newDocumentsLogged = (server: ServerProcess): number =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"crawled"'))
    .reduce((n, line) => n + ((JSON.parse(line) as { new?: number }).new ?? 0), 0);

const run = async (workers: number, adminUrl: string, server: RecordingFeedServer, postgresPid: number): Promise<RunResult> => {
  const name = `nd_bench_workers_${workers}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const orm = await createOrm({ url, poolSize: 4 });
  await migrate(orm);
  const processes: ServerProcess[] = [];
  try {
    const env = {
      DATABASE_URL: url,
      NEWSDESK_ROLES: 'worker',
      NEWSDESK_FETCH_ALLOW: '127.0.0.1',
      NEWSDESK_PUBLIC_URL: 'https://newsdesk.example',
      LOG_LEVEL: 'info',
    };
    processes.push(...(await Promise.all(Array.from({ length: workers }, () => spawnServer(env, 180_000)))));
    for (const p of processes) while ((await fetch(`${p.url}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 250));

    // the sources, then a crawl of each queued as the schedule queues them (agenda notifies every worker)
    const sources = new PostgresFeedSourceRepository(orm);
    const ids: string[] = [];
    for (const feed of feeds.keys()) {
      const id = crypto.randomUUID();
      ids.push(id);
      await sources.add(
        {
          id,
          name: feed,
          url: server.feedUrl(feed),
          domain: '127.0.0.1',
          intervalMinutes: 1440,
          enabled: true,
          concurrency: 2,
          health: healthyStart(),
          etag: null,
          lastModified: null,
        },
        new Date(),
      );
    }
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => undefined);
    const backend = new PostgresBackend({ pool, tableName: 'agenda_jobs' });
    const agenda = new Agenda({ backend });
    await agenda.ready;
    const cpuBefore = processes.map((p) => processCpuSeconds(p.child.pid!));
    const waitBefore = processes.map((p) => runQueueWaitSeconds(p.child.pid!));
    const postgresBefore = processTreeCpuSeconds(postgresPid);
    const activity = sampleActivity(url);
    const started = Date.now();
    for (const sourceId of ids)
      await agenda
        .create('crawl source', { sourceId })
        .unique({ 'data.sourceId': sourceId, name: 'crawl source' }, { insertOnly: true })
        .schedule(new Date())
        .save();

    const db = orm.em.fork();
    for (;;) {
      const [state] = await db.execute<{ crawled: number; pending: number }[]>(
        `select (select count(*)::int from feed_source where last_success_at is not null) as crawled,
                (select count(*)::int from agenda_jobs where name = 'crawl source' and (next_run_at is not null or locked_at is not null)) as pending`,
      );
      if (state!.crawled === ids.length && state!.pending === 0) break;
      const gone = processes.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
      if (gone)
        throw new Error(
          `a worker ended during the run (${gone.child.signalCode ?? `exit code ${gone.child.exitCode}`}):\n${gone.output().slice(-3_000)}`,
        );
      if (Date.now() - started > 20 * 60_000) throw new Error(`not done after 20 minutes: ${JSON.stringify(state)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const [stored] = await db.execute<{ documents: number; last: Date }[]>(
      `select count(*)::int as documents, max(first_acquisition_date) as last from news_document`,
    );
    const seconds = (new Date(stored!.last).getTime() - started) / 1000;
    const result = {
      workers,
      documents: stored!.documents,
      seconds,
      perWorker: processes.map(newDocumentsLogged),
      workerCpu: processes.map((p, i) => processCpuSeconds(p.child.pid!) - cpuBefore[i]!),
      workerWaits: processes.map((p, i) => runQueueWaitSeconds(p.child.pid!) - waitBefore[i]!),
      postgresCpu: processTreeCpuSeconds(postgresPid) - postgresBefore,
      activity: await activity.stop(),
    };
    // this agenda only queued jobs (never started): its LISTEN connection is closed by hand
    await backend.notificationChannel?.disconnect();
    await pool.end();
    return result;
  } finally {
    // an orderly stop, or SIGKILL after a minute
    for (const p of processes)
      await Promise.race([p.kill('SIGTERM'), new Promise((r) => setTimeout(r, 60_000))]).then(() => p.kill('SIGKILL'));
    await orm.close(true);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

// one throw-away embedded PostgreSQL (default settings) for both runs, a database for each
const parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-bench-workers-'));
await chmod(parent, 0o755);
const dataDir = path.join(parent, 'data');
const db = await startEmbeddedPostgres({ dataDir, persistent: false, program: 'npm run bench -- workers' });
const server = await startRecordingFeedServer(feeds);
try {
  const postgresPid = postmasterPid(dataDir);
  console.log(
    `workers: ${feeds.size} feeds × ${perFeed} real articles (${total} in all, ${WORKER_BENCH_ARCHIVES.join(', ')}), each worker crawling 2 sources at a time, 2 articles of each at a time`,
  );
  const results: RunResult[] = [];
  for (const workers of [1, 2]) {
    const r = await run(workers, db.adminUrl, server, postgresPid);
    results.push(r);
    console.log(
      `${r.workers} worker${r.workers > 1 ? 's' : ''}: ${r.documents} documents in ${r.seconds.toFixed(1)} s = ${(r.documents / r.seconds).toFixed(1)} documents/s; ` +
        `new documents by worker ${r.perWorker.join(' / ')}; CPU seconds: worker${r.workers > 1 ? 's' : ''} ${r.workerCpu.map((c) => c.toFixed(1)).join(' / ')}, PostgreSQL ${r.postgresCpu.toFixed(1)} ` +
        `(${(((r.workerCpu.reduce((a, b) => a + b, 0) + r.postgresCpu) / r.seconds / os.cpus().length) * 100).toFixed(0)} % of the machine's ${os.cpus().length} cores)`,
    );
    console.log(
      `  waited for a core (run queue): worker${r.workers > 1 ? 's' : ''} ${r.workerWaits.map((w) => w.toFixed(1)).join(' / ')} s; PostgreSQL sessions: ${describeActivity(r.activity)}`,
    );
  }
  const [one, two] = results.map((r) => r.documents / r.seconds) as [number, number];
  console.log(`2 workers vs 1: ${(two / one).toFixed(2)}× (goal ≥ 1.6×)`);
  console.log(`machine: ${os.cpus().length} cores; uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
} finally {
  await server.stop();
  await db.stop();
  await rm(parent, { recursive: true, force: true });
}
