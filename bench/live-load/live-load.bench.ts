// Newsdesk at its everyday load while documents arrive (docs/benchmarks.md, "Live load"): a web
// process and a worker process (app-shell/server/serve.ts with NEWSDESK_ROLES=web and =worker, as
// docs/operations.md runs them, production load-shedding defaults) on a kept generated corpus; a
// separate load-generator process (bench/overload/overload-load.ts, open loop) sends a newsroom's
// mix at 20 requests/s while a third process ingests documents one at a time at 20/s through
// IngestArticle, the crawler's path (bench/support/live-ingestion.ts). Reports latency per kind
// of request from its scheduled send, the web process's event-loop delay from its own /metrics
// (prom-client's monitorEventLoopDelay, reset at each scrape: one scrape before the window, one
// after it), the ingestion rate achieved and the load average at start and end.
// Goal: event-loop lag p99 ≤ 50 ms.
//   npm run bench -- live-load [--count 50000] [--rate 20] [--seconds 60] [--ingest-rate 20] [--reuse]
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { spawnServer, type ServerProcess } from '../../app-shell/server/testing/alert-process/server-process';
import { arg } from '../support/bench-database';
import { ensureBenchReader, loadAverage } from '../support/bench-reader';
import { generatedCorpusDatabase } from '../support/generated-corpus-database';
import { describeIngestion, startLiveIngestion, type LiveIngestionReport } from '../support/live-ingestion';
import { formatMs, percentile } from '../support/percentiles';
import { processCpuSeconds } from '../support/process-cpu';
import type { LoadPlan, Sample } from '../overload/overload-load';
import { liveLoadPlan, MIX_WEIGHTS } from './live-load-mix';

const COUNT = arg('count', 50_000);
const RATE = arg('rate', 20);
const SECONDS = arg('seconds', 60);
const INGEST_RATE = arg('ingest-rate', 20);
const SESSIONS = 6;
const EMAIL = 'bench-reader@newsdesk.bench';
const PASSWORD = 'live load bench password';
/** prom-client's default eventLoopMonitoringPrecision: every recorded delay includes this timer interval. */
const RESOLUTION_MS = 10;

const db = await generatedCorpusDatabase('live-load', COUNT);

const servers: ServerProcess[] = [];
let ingestion: { stop(): Promise<LiveIngestionReport> } | undefined;

/** The event-loop gauges of one /metrics scrape, in ms; the scrape also resets prom-client's histogram. */
const eventLoopDelay = async (baseUrl: string) => {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
  const shed = new Map<string, number>();
  for (const match of text.matchAll(/^newsdesk_http_requests_shed_total\{[^}]*reason="([^"]+)"[^}]*\} (\d+)$/gm)) {
    shed.set(match[1]!, (shed.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return {
    shed,
    p50: gauge('nodejs_eventloop_lag_p50_seconds'),
    p90: gauge('nodejs_eventloop_lag_p90_seconds'),
    p99: gauge('nodejs_eventloop_lag_p99_seconds'),
    max: gauge('nodejs_eventloop_lag_max_seconds'),
  };
};

/**
 * Seconds the web process's main thread (the event loop) was ready to run but waited for a core
 * (`/proc/<pid>/schedstat`, second field): delay a busy machine adds to the event loop's.
 */
const mainThreadWaitSeconds = (pid: number): number => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;

const logIn = async (baseUrl: string, s: number) => {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': `10.79.1.${s}` },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nd_session='));
  if (response.status !== 200 || !cookie) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
};

try {
  const env = {
    DATABASE_URL: db.url,
    LOG_LEVEL: 'info',
    NEWSDESK_PUBLIC_URL: 'http://bench.newsdesk.invalid',
    NEWSDESK_TRUST_PROXY: 'true',
    // production's load shedding (an empty variable is unset: the defaults), not spawnServer's test bounds
    NEWSDESK_SHED_LAG_MS: '',
    NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: '',
  };
  await ensureBenchReader(db.orm, { email: EMAIL, password: PASSWORD, givenName: 'Bench' }, { ...process.env, ...env });
  const plan = await liveLoadPlan(db.orm, RATE * SECONDS, SESSIONS);
  const suggestionsEmpty = await new PostgresFrequentTerms(db.orm).isEmpty();
  const web = await spawnServer({ ...env, NEWSDESK_ROLES: 'web' });
  servers.push(web);
  const worker = await spawnServer({ ...env, NEWSDESK_ROLES: 'worker' });
  servers.push(worker);
  if (suggestionsEmpty) {
    // the worker fills the suggestion tables at its first start; measure once they are there, as in a running newsroom
    const deadline = Date.now() + 180_000;
    while (!worker.output().includes('per-day word counts compacted') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 500));
  }
  const cookies: string[] = [];
  for (let s = 0; s < SESSIONS; s++) cookies.push(await logIn(web.url, s));
  // warm-up, unmeasured: the first requests of the plan one after the other
  for (const request of plan.slice(0, 60)) {
    await fetch(`${web.url}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.session >= 0 ? { Cookie: cookies[request.session]! } : {}),
        Origin: web.url,
        'Content-Type': 'application/json',
        'X-Forwarded-For': request.address,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    }).then((r) => r.arrayBuffer());
  }
  console.log(
    `corpus ${COUNT.toLocaleString('en')} documents; ${RATE} requests/s for ${SECONDS} s with ingestion at ${INGEST_RATE} documents/s; mix per 1,000: ${Object.entries(
      MIX_WEIGHTS,
    )
      .map(([k, w]) => `${k} ${w}`)
      .join(', ')}`,
  );
  ingestion = await startLiveIngestion({ databaseUrl: db.url, rate: INGEST_RATE, stampFrom: null, seed: 11, inFlight: 4 });
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const loadBefore = loadAverage();
  await eventLoopDelay(web.url);
  const cpu = { web: processCpuSeconds(web.child.pid!), worker: processCpuSeconds(worker.child.pid!) };
  const waitedBefore = mainThreadWaitSeconds(web.child.pid!);
  const started = performance.now();
  const generator = fork(path.join(import.meta.dirname, '../overload/overload-load.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const result = await new Promise<{ samples: Sample[]; maxLateMs: number }>((resolve, reject) => {
    generator.once('message', (m: { samples: Sample[]; maxLateMs: number } | { error: string }) =>
      'error' in m ? reject(new Error(m.error)) : resolve(m),
    );
    generator.send({ baseUrl: web.url, cookies, requests: plan, rate: RATE, offset: 0, of: 1 } satisfies LoadPlan);
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const lag = await eventLoopDelay(web.url);
  const webCpu = processCpuSeconds(web.child.pid!) - cpu.web;
  const webWaited = mainThreadWaitSeconds(web.child.pid!) - waitedBefore;
  const workerCpu = processCpuSeconds(worker.child.pid!) - cpu.worker;
  const ingested = await ingestion.stop();
  ingestion = undefined;
  const loadAfter = loadAverage();

  console.log(
    `\n${result.samples.length} requests in ${wallSeconds.toFixed(1)} s (offered ${RATE}/s), latest send ${formatMs(result.maxLateMs)} ms behind schedule; ` +
      `CPU: web ${((100 * webCpu) / wallSeconds).toFixed(0)} %, worker ${((100 * workerCpu) / wallSeconds).toFixed(0)} % of one core; the web process's event loop waited ${webWaited.toFixed(1)} s for a core (run queue)`,
  );
  console.log(`load average at start ${loadBefore}, at end ${loadAfter}`);
  console.log(`ingestion (from 5 s before the requests to their end): ${describeIngestion(ingested)}`);
  console.log(
    `\n${'(ms, from scheduled send)'.padEnd(26)} ${'n'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'non-2xx'.padStart(8)}`,
  );
  const line = (name: string, list: Sample[]) => {
    const ms = list.map((s) => s[2]).sort((a, b) => a - b);
    const failed = list.filter((s) => s[1] < 200 || s[1] >= 300).length;
    return `${name.padEnd(26)} ${String(list.length).padStart(5)} ${[50, 95, 99].map((p) => formatMs(percentile(ms, p)).padStart(7)).join(' ')} ${formatMs(ms.at(-1) ?? Number.NaN).padStart(7)} ${String(failed).padStart(8)}`;
  };
  console.log(line('all', result.samples));
  for (const kind of Object.keys(MIX_WEIGHTS))
    console.log(
      line(
        kind,
        result.samples.filter((s) => plan[s[0]]!.kind === kind),
      ),
    );
  console.log(
    `shed by the web process since it started (newsdesk_http_requests_shed_total): ${[...lag.shed].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
  );
  const statuses = new Map<number, number>();
  for (const s of result.samples) statuses.set(s[1], (statuses.get(s[1]) ?? 0) + 1);
  console.log(
    `statuses: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')}`,
  );
  const beyond = (ms: number) => formatMs(Math.max(0, ms - RESOLUTION_MS));
  console.log(
    `\nweb process event-loop delay over the ${wallSeconds.toFixed(0)} s (nodejs_eventloop_lag_*_seconds, timer every ${RESOLUTION_MS} ms): ` +
      `p50 ${formatMs(lag.p50)}, p90 ${formatMs(lag.p90)}, p99 ${formatMs(lag.p99)}, max ${formatMs(lag.max)} ms as recorded; ` +
      `beyond the timer's interval p50 ${beyond(lag.p50)}, p99 ${beyond(lag.p99)}, max ${beyond(lag.max)} ms (goal p99 ≤ 50 ms)`,
  );
} finally {
  if (ingestion) await ingestion.stop().catch(() => undefined);
  for (const server of servers) await server.kill('SIGTERM');
  await db.stop();
}
