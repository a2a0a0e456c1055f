// Lighthouse 12.2.3 on the screens of docs/benchmarks.md ("Screens"): a real server process
// (app-shell/server/serve.ts, web role, the built client) on a small generated corpus, Debian's
// Chromium, the desktop and the mobile preset. Prints the four category scores per page and the
// load average before and after (Lighthouse's timings suffer on a busy machine). Goal: ≥ 95 on
// desktop, ≥ 90 on mobile (ADR 0016).
//   npm run build && npm run bench -- lighthouse [--count 2000] [--runs 1] [--pages /search,/dashboard] [--presets mobile] [--dump dir]
// --dump <dir>: each Lighthouse report as JSON (<preset><page>.json), to read what held a score back.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import pg from 'pg';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { arg } from '../support/bench-database';
import { ensureBenchReader, loadAverage } from '../support/bench-reader';
import { keptDatabase } from '../support/kept-database';

const COUNT = arg('count', 2_000);
const RUNS = arg('runs', 1);
const ROOT = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'lighthouse-reader@newsdesk.bench';
const PASSWORD = 'lighthouse bench password';
const listArg = (name: string): string[] | null => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? null : (process.argv[at + 1] ?? '').split(',').filter(Boolean);
};
const PAGES = listArg('pages') ?? ['/login', '/search', '/dashboard', '/statistics'];
const PRESETS = (listArg('presets') ?? ['desktop', 'mobile']) as ('desktop' | 'mobile')[];
const DUMP = listArg('dump')?.[0] ?? null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (!existsSync(path.join(ROOT, 'app-shell/client/dist/index.html'))) throw new Error('Build the client first: npm run build');

const db = await keptDatabase(`lighthouse-${COUNT}`, async ({ url }) => {
  await bulkLoadDocuments(url, generateCorpus({ count: COUNT, seed: 1, now: new Date() }));
  return { count: COUNT };
});

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

const env = { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', NEWSDESK_PUBLIC_URL: 'http://127.0.0.1' };
await ensureBenchReader(db.orm, { email: EMAIL, password: PASSWORD, givenName: 'Lighthouse' }, env);
// A reader who has taken the guided tour: it opens once, on a first visit, not on every screen of the day.
await db.orm.em.fork().execute('update app_user set is_new = false where email = ?', [EMAIL]);
await db.orm.close(true);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'app-shell/server/serve.ts')], {
  env: { ...env, PORT: '0', HOST: '127.0.0.1', NEWSDESK_ROLES: 'web', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(server);
const baseUrl = await new Promise<string>((resolve, reject) => {
  let seen = '';
  server.stdout?.setEncoding('utf8');
  server.stdout?.on('data', (chunk: string) => {
    seen += chunk;
    const port = /Newsdesk is running at http:\/\/[^:]+:(\d+)/.exec(seen)?.[1];
    if (port) resolve(`http://127.0.0.1:${port}`);
  });
  server.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
});
server.stdout?.resume();

const login = await fetch(`${baseUrl}/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: baseUrl },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .find((c) => c.startsWith('nd_session='))
  ?.split(';')[0];
if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);

// /search with results, as the issue asks: a shared search (`?share=`) of a word from a stored
// headline, which the page runs on load; the address is what a colleague's link gives.
const [{ title } = { title: '' }] = await (async () => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<{ title: string }>('select title from news_document order by first_acquisition_date desc limit 1')).rows;
  } finally {
    await client.end();
  }
})();
const word = title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0] ?? 'news';
const shared = await fetch(`${baseUrl}/api/search/share`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
  body: JSON.stringify({ params: { tags: [{ name: word }], timeFrame: 'month' } }),
});
if (shared.status !== 200) throw new Error(`sharing the search failed: ${shared.status} ${await shared.text()}`);
const { id: sharedSearch } = (await shared.json()) as { id: string };
const addressOf = (page: string) => (page === '/search' ? `/search?share=${sharedSearch}` : page);
console.log(`/search is measured with the results for "${word}" (/search?share=…)`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log(`load average before: ${loadAverage()}`);
  console.log(`| page | preset | ${CATEGORIES.join(' | ')} | LCP | TBT | load average |`);
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${baseUrl}${addressOf(page)}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            // /login is measured as a visitor sees it; the other pages as the logged-in reader
            ...(page === '/login' ? {} : { extraHeaders: { Cookie: cookie } }),
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
        if (DUMP) {
          mkdirSync(DUMP, { recursive: true });
          writeFileSync(path.join(DUMP, `${preset}${page.replaceAll('/', '-')}.json`), JSON.stringify(lhr));
        }
        const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
        const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
        const tbt = lhr.audits['total-blocking-time']?.displayValue ?? '?';
        // what keeps accessibility, best practices and SEO below 100, by audit id
        const missed = CATEGORIES.filter((c) => c !== 'performance')
          .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        console.log(
          `| ${page} | ${preset} | ${scores.join(' | ')} | ${lcp} | ${tbt} | ${loadAverage()} |${missed.length ? ` missed: ${missed.join(', ')}` : ''}`,
        );
      }
    }
  }
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
