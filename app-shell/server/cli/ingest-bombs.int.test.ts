import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { writeGzipBomb } from '@newsdesk/adapters/archives/testing/gzip-bomb';
import { createTestDatabase, type TestDatabase } from '@newsdesk/adapters/postgres/testing/test-database';
import { runCli } from '../testing/cli-process';

/**
 * `npm run ingest` on decompression bombs (the audit: a 1 MiB .xml.gz that inflates to 1 GiB
 * peaked at 3.3 GB): the real program in a process of its own, its peak memory read from
 * /proc while it runs. Files are generated here; the readers' own tests are in
 * adapters/src/archives/capped-file.test.ts.
 */
const MiB = 1024 * 1024;
let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'nd-ingest-bombs-'));
});
afterAll(async () => {
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The process's peak resident memory so far (VmHWM), or 0 once it has gone. */
const peakRss = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

const wireFeed = (items: number) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${Array.from(
    { length: items },
    (_, i) =>
      `<item><title>Lakeside council approves budget ${i}</title><link>https://wire.example/budget-${i}</link><description>The council of Lakeside approved the budget for the coming year, item ${i}.</description></item>`,
  ).join('')}</channel></rss>`;

test('gzip bombs among the files are refused with a sentence each, in bounded memory, and the other files are ingested', async () => {
  await writeGzipBomb(path.join(dir, 'bomb.xml.gz'), 1024);
  await writeGzipBomb(path.join(dir, 'bomb.jsonl.gz'), 1024, '\n');
  await writeFile(path.join(dir, 'wire.xml'), wireFeed(3));
  const ingest = runCli('ingest', [path.join(dir, 'bomb.xml.gz'), path.join(dir, 'bomb.jsonl.gz'), path.join(dir, 'wire.xml')], {
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
  });
  let peak = 0;
  const sampling = setInterval(() => void peakRss(ingest.child.pid!).then((bytes) => (peak = Math.max(peak, bytes))), 25);
  const code = await ingest.exited;
  clearInterval(sampling);
  const output = ingest.output();
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('fetched 3, new 3') });
  expect(output).toContain(
    'bomb.xml.gz inflates to more than 15 MiB, the most a feed may have (the same cap as for fetched feeds); nothing of it was ingested.',
  );
  expect(output).toContain(
    'bomb.jsonl.gz inflates to more than 100 times its size, which no news archive does (a decompression bomb?); the rest of it was not read.',
  );
  // the program itself (tsx, the ORM, the NLP models) takes a few hundred MB; 1 GiB inflated would not fit under this
  expect(peak).toBeGreaterThan(0);
  expect(peak).toBeLessThan(900 * MiB);
}, 120_000);
