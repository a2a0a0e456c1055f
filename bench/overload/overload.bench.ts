// Newsdesk at 5× its goal load (docs/benchmarks.md, "Overload"): a real server process
// (app-shell/server/serve.ts, web role) on a generated corpus, driven at 100 requests/s for 30 s
// by a separate load-generator process with a newsroom's mix — searches, suggestions and related
// documents (expensive, shed when the process is behind), document reads, small reads, a few
// logins, health checks. Reports p50/p95/p99 of the cheap and the expensive routes, the share
// shed, and the load average before and after. Goal: cheap routes p95 ≤ 200 ms while overloaded.
//   npm run bench -- overload [--count 50000] [--rate 100] [--seconds 30] [--generators 1] [--lag-ms N] [--max-in-flight N] [--logins 2] [--baseline] [--reuse] [--dump file.json]
// --logins: logins per 1,000 requests (each a production-cost scrypt); 0 leaves them out.
// --baseline: a second run with shedding out of the way (bounds at their maximum), as before it.
import { execSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg } from '../support/bench-database';
import { ensureBenchReader, loadAverage } from '../support/bench-reader';
import { generatedCorpusDatabase } from '../support/generated-corpus-database';
import { flag } from '../support/kept-database';
import { formatMs, percentile } from '../support/percentiles';
import { buildQuerySets } from '../search/query-sets';
import type { LoadPlan, PlannedRequest, Sample } from './overload-load';

const COUNT = arg('count', 50_000);
const RATE = arg('rate', 100);
const SECONDS = arg('seconds', 30);
const GENERATORS = arg('generators', 1);
const SESSIONS = 12;
const ROOT = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'bench-reader@newsdesk.bench';
const PASSWORD = 'overload bench password';

/** A small seeded generator: every run asks the same mix in the same order. */
const random = (() => {
  let state = 20261127;
  return () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
})();
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const db = await generatedCorpusDatabase('overload', COUNT);

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);

try {
  const env = { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'info', NEWSDESK_PUBLIC_URL: 'http://bench.newsdesk.invalid' };
  await ensureBenchReader(db.orm, { email: EMAIL, password: PASSWORD, givenName: 'Bench' }, env);
  const sets = await buildQuerySets(db.orm);
  const documentIds = (
    await db.orm.em.fork().execute<{ id: string }[]>('select id from news_document tablesample system (5) repeatable (3) limit 400')
  ).map((r) => r.id);
  const entities = (
    await db.orm.em
      .fork()
      .execute<{ name: string }[]>('select name from document_entity tablesample system (2) repeatable (3) group by name limit 200')
  ).map((r) => r.name);
  const searchTerms = [
    ...sets.search['term-top'],
    ...sets.search['term-mid'],
    ...sets.search['term-mid'],
    ...sets.search['term-rare'],
    ...sets.search.phrase,
    ...sets.search.prefix,
    ...sets.search.contains.slice(0, 4),
  ];
  const related = [...sets.related.hot, ...sets.related.normal, ...sets.related.normal];

  /**
   * The newsroom's mix per 1,000 requests; `cost` is that of the route definitions. Logins are few
   * (one every 5 s at 100/s): each is a production-cost scrypt of about half a second of CPU.
   */
  const MIX: {
    weight: number;
    cost: 'cheap' | 'expensive' | 'login';
    make: () => Omit<PlannedRequest, 'session' | 'address'> & { session?: boolean };
  }[] = [
    {
      weight: 280,
      cost: 'expensive',
      make: () => ({
        kind: 'search',
        method: 'POST',
        path: '/api/search',
        body: { tags: [{ name: pick(searchTerms) }], timeFrame: 'month' },
      }),
    },
    {
      weight: 180,
      cost: 'expensive',
      make: () => ({ kind: 'suggestions', method: 'POST', path: '/api/suggestions', body: { text: pick(sets.suggest) } }),
    },
    {
      weight: 80,
      cost: 'expensive',
      make: () => ({ kind: 'related', method: 'GET', path: `/api/document/recommended/${pick(related)}/OR` }),
    },
    {
      weight: 30,
      cost: 'expensive',
      make: () => ({
        kind: 'by-entity',
        method: 'POST',
        path: '/api/metadata-documents/search',
        body: { metadataEntities: [pick(entities)] },
      }),
    },
    { weight: 228, cost: 'cheap', make: () => ({ kind: 'document', method: 'GET', path: `/api/document/${pick(documentIds)}` }) },
    { weight: 50, cost: 'cheap', make: () => ({ kind: 'me', method: 'GET', path: '/api/me' }) },
    { weight: 50, cost: 'cheap', make: () => ({ kind: 'notifications', method: 'GET', path: '/api/notifications' }) },
    { weight: 20, cost: 'cheap', make: () => ({ kind: 'filters', method: 'GET', path: '/api/search/filters' }) },
    { weight: 40, cost: 'cheap', make: () => ({ kind: 'healthz', method: 'GET', path: '/healthz', session: false }) },
    { weight: 30, cost: 'cheap', make: () => ({ kind: 'readyz', method: 'GET', path: '/readyz', session: false }) },
    { weight: 10, cost: 'cheap', make: () => ({ kind: 'metrics', method: 'GET', path: '/metrics', session: false }) },
    {
      weight: arg('logins', 2),
      cost: 'login',
      make: () => ({ kind: 'login', method: 'POST', path: '/auth/login', body: { email: EMAIL, password: PASSWORD }, session: false }),
    },
  ];
  const total = MIX.reduce((sum, m) => sum + m.weight, 0);
  const costOf = new Map<string, string>();
  const plan: PlannedRequest[] = Array.from({ length: RATE * SECONDS }, (_, i) => {
    let r = random() * total;
    const entry = MIX.find((m) => (r -= m.weight) < 0) ?? MIX[0]!;
    const { session, ...request } = entry.make();
    costOf.set(request.kind, entry.cost);
    const reader = i % 200;
    return { ...request, session: session === false ? -1 : i % SESSIONS, address: `10.77.${Math.floor(reader / 100)}.${reader % 100}` };
  });

  const EXPENSIVE_ROUTES = new Set([
    '/api/search',
    '/api/suggestions',
    '/api/document/recommended/:id/:operator',
    '/api/metadata-documents/search',
  ]);
  /**
   * p95 per class from the server's request histogram: the time from Koa's first middleware to the
   * answer, without the wait for a core or in the accept queue that the generator's figure includes.
   */
  const serverSideP95 = (text: string): string => {
    const buckets = new Map<string, Map<number, number>>();
    for (const match of text.matchAll(/^newsdesk_http_request_duration_seconds_bucket\{([^}]*)\} (\d+)$/gm)) {
      const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1]!, l[2]!]));
      const route = labels['route'] ?? '';
      const group = EXPENSIVE_ROUTES.has(route) ? 'expensive' : route === '/auth/login' ? 'login' : 'cheap';
      const le = labels['le'] === '+Inf' ? Infinity : Number(labels['le']);
      const counts = buckets.get(group) ?? new Map<number, number>();
      counts.set(le, (counts.get(le) ?? 0) + Number(match[2]));
      buckets.set(group, counts);
    }
    const reasons = new Map<string, number>();
    for (const match of text.matchAll(/^newsdesk_http_requests_shed_total\{[^}]*reason="([^"]+)"[^}]*\} (\d+)$/gm)) {
      reasons.set(match[1]!, (reasons.get(match[1]!) ?? 0) + Number(match[2]));
    }
    const shedBy = [...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'none';
    return [
      `shed by ${shedBy}`,
      ...['cheap', 'expensive', 'login'].map((group) => {
        const counts = [...(buckets.get(group) ?? new Map<number, number>())].sort((a, b) => a[0] - b[0]);
        const total = counts.at(-1)?.[1] ?? 0;
        const bound = counts.find(([, n]) => n >= 0.95 * total)?.[0];
        return `${group} ${total} requests, p95 ≤ ${bound === undefined ? '—' : bound === Infinity ? '∞' : `${bound * 1000} ms`}`;
      }),
    ].join('; ');
  };

  const runOnce = async (label: string, shedding: Record<string, string>) => {
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'app-shell/server/serve.ts')], {
      env: { ...env, ...shedding, PORT: '0', HOST: '127.0.0.1', NEWSDESK_ROLES: 'web', NEWSDESK_TRUST_PROXY: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(server);
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let seen = '';
      server.stdout!.setEncoding('utf8');
      server.stdout!.on('data', (chunk: string) => {
        seen += chunk;
        const port = /Newsdesk is running at http:\/\/[^:]+:(\d+)/.exec(seen)?.[1];
        if (port) {
          seen = '';
          resolve(`http://127.0.0.1:${port}`);
        }
        if (seen.length > 1_000_000) seen = seen.slice(-10_000);
      });
      server.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
    });
    server.stdout!.resume();
    const cookies: string[] = [];
    for (let s = 0; s < SESSIONS; s++) {
      const response = await fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': `10.78.0.${s}` },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nd_session='));
      if (response.status !== 200 || !cookie) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
      cookies.push(cookie.split(';')[0]!);
    }
    // warm-up, unmeasured: each kind of request a few times, one after the other
    for (const request of plan.slice(0, 150)) {
      await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        // a login with a cookie would end that session (a new id at every login)
        headers: {
          ...(request.session >= 0 ? { Cookie: cookies[request.session]! } : {}),
          Origin: baseUrl,
          'Content-Type': 'application/json',
          'X-Forwarded-For': '10.78.1.1',
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      }).then((r) => r.arrayBuffer());
    }
    const before = loadAverage();
    const cpuBefore =
      Number(execSync(`cat /proc/${server.pid}/stat`).toString().split(' ')[13]) +
      Number(execSync(`cat /proc/${server.pid}/stat`).toString().split(' ')[14]);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: GENERATORS }, (_, offset) => {
        const generator = fork(path.join(import.meta.dirname, 'overload-load.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
        children.push(generator);
        return new Promise<{ samples: Sample[]; maxLateMs: number }>((resolve, reject) => {
          generator.once('message', (m: { samples: Sample[]; maxLateMs: number } | { error: string }) =>
            'error' in m ? reject(new Error(m.error)) : resolve(m),
          );
          generator.send({ baseUrl, cookies, requests: plan, rate: RATE, offset, of: GENERATORS } satisfies LoadPlan);
        });
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    const stat = execSync(`cat /proc/${server.pid}/stat`).toString().split(' ');
    const serverCpuSeconds = (Number(stat[13]) + Number(stat[14]) - cpuBefore) / 100;
    const after = loadAverage();
    const serverView = serverSideP95(await (await fetch(`${baseUrl}/metrics`)).text());
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    const samples = results.flatMap((r) => r.samples);
    // --dump <file>: every sample as [scheduled ms, kind, status, latency ms], to look at over time
    if (process.argv.includes('--dump')) {
      const file = process.argv[process.argv.indexOf('--dump') + 1]!.replace(
        /(\.json)?$/,
        `-${label.split(':')[0]!.replace(/\W+/g, '-')}.json`,
      );
      writeFileSync(
        file,
        JSON.stringify(samples.map(([i, status, ms]) => [Math.round((i * 1000) / RATE), plan[i]!.kind, status, Math.round(ms)])),
      );
    }
    const maxLate = Math.max(...results.map((r) => r.maxLateMs));
    const groups = new Map<string, Sample[]>();
    const add = (name: string, sample: Sample) => groups.set(name, [...(groups.get(name) ?? []), sample]);
    for (const sample of samples) {
      const kind = plan[sample[0]]!.kind;
      add(`route ${kind}`, sample);
      add(`class ${costOf.get(kind)}`, sample);
    }
    const line = (name: string, list: Sample[]) => {
      const ms = list.map((s) => s[2]).sort((a, b) => a - b);
      const shed = list.filter((s) => s[1] === 503).length;
      const ok = list.filter((s) => s[1] >= 200 && s[1] < 300).length;
      const other = list.length - shed - ok;
      const servedMs = list
        .filter((s) => s[1] >= 200 && s[1] < 300)
        .map((s) => s[2])
        .sort((a, b) => a - b);
      return `${name.padEnd(22)} ${String(list.length).padStart(5)} ${formatMs(percentile(ms, 50)).padStart(7)} ${formatMs(percentile(ms, 95)).padStart(7)} ${formatMs(percentile(ms, 99)).padStart(7)} ${formatMs(ms.at(-1) ?? NaN).padStart(7)}   ${formatMs(percentile(servedMs, 95)).padStart(7)} ${`${((100 * shed) / list.length).toFixed(1)} %`.padStart(8)} ${String(other).padStart(6)}`;
    };
    console.log(
      `\n── ${label}: ${samples.length} requests in ${wallSeconds.toFixed(1)} s (${(samples.length / wallSeconds).toFixed(1)}/s offered ${RATE}/s), ${GENERATORS} generator process(es), latest send ${formatMs(maxLate)} ms behind schedule`,
    );
    console.log(
      `   server process CPU ${serverCpuSeconds.toFixed(1)} s in ${wallSeconds.toFixed(0)} s (${((100 * serverCpuSeconds) / wallSeconds).toFixed(0)} % of one core); load average before ${before}, after ${after}`,
    );
    console.log(
      `${'(ms, from scheduled send)'.padEnd(22)} ${'n'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}   ${'p95 2xx'.padStart(7)} ${'shed'.padStart(8)} ${'other'.padStart(6)}`,
    );
    for (const name of ['class cheap', 'class expensive', 'class login']) console.log(line(name, groups.get(name) ?? []));
    console.log('');
    for (const [name, list] of [...groups].filter(([n]) => n.startsWith('route ')).sort()) console.log(line(name, list));
    console.log(
      `server's own view (newsdesk_http_request_duration_seconds, warm-up included; p95 as the bucket it falls in): ${serverView}`,
    );
    const statuses = new Map<number, number>();
    for (const s of samples) statuses.set(s[1], (statuses.get(s[1]) ?? 0) + 1);
    console.log(
      `statuses: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(', ')}`,
    );
  };

  console.log(
    `corpus ${COUNT.toLocaleString('en')} documents; ${RATE} requests/s for ${SECONDS} s; mix per 1,000: ${MIX.map((m) => `${m.make().kind} ${m.weight}`).join(', ')}`,
  );
  const bounds = {
    ...(process.argv.includes('--lag-ms') ? { NEWSDESK_SHED_LAG_MS: String(arg('lag-ms', 100)) } : {}),
    ...(process.argv.includes('--max-in-flight') ? { NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: String(arg('max-in-flight', 8)) } : {}),
  };
  const shown = Object.entries(bounds)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  await runOnce(`with load shedding (${shown || 'the defaults'})`, bounds);
  if (flag('baseline')) {
    await runOnce('baseline: shedding out of the way (bounds at their maximum)', {
      NEWSDESK_SHED_LAG_MS: '60000',
      NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: '10000',
    });
  }
} finally {
  stopAll();
  await db.stop();
}
