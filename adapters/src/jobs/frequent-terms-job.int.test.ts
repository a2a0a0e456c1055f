import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pino from 'pino';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { PostgresDocumentRepository } from '../postgres/documents/postgres-document-repository';
import { PostgresFrequentTerms } from '../postgres/suggestions/postgres-frequent-terms';
import { PostgresSuggestionIndex } from '../postgres/suggestions/postgres-suggestion-index';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { FrequentTermsJob } from './frequent-terms-job';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

let n = 0;
const insert = async (body: string) => {
  n++;
  await new PostgresDocumentRepository(db.orm).insert(
    aDocumentRecord({ id: crypto.randomUUID(), canonicalUrl: `https://j.example/${n}`, contentHash: `j${n}` }, body),
  );
};
const termNames = async (prefix: string) => (await new PostgresSuggestionIndex(db.orm).terms(prefix, 10)).map((t) => t.name);

test('two processes refresh in the background: at start when there are no terms yet, then periodically; errors never stop the job', async () => {
  for (let i = 0; i < 3; i++) await insert('Gletscherschmelze in den Alpen.');
  const terms = new PostgresFrequentTerms(db.orm);
  const logged: { msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as { msg: string }) });
  let failNext = false;
  const make = () =>
    new FrequentTermsJob({
      databaseUrl: db.url,
      refresh: async () => {
        if (failNext) {
          failNext = false;
          throw new Error('refresh failed');
        }
        return terms.refresh();
      },
      isEmpty: () => terms.isEmpty(),
      refreshedAt: () => terms.refreshedAt(),
      logger,
      everyMs: 2_000,
      checkEvery: '1 second',
    });
  const [a, b] = [make(), make()];
  try {
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.settled(), b.settled()]);
    expect(await termNames('glet')).toEqual(['gletscherschmelze']);

    // a failing refresh is logged and the next one runs as planned
    failNext = true;
    for (let i = 0; i < 3; i++) await insert('Lawinengefahr steigt.');
    const deadline = Date.now() + 20_000;
    while ((await termNames('lawi')).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await termNames('lawi')).toEqual(['lawinengefahr']);
    expect(failNext).toBe(false);
    expect(logged.map((l) => l.msg)).toContain('refreshing frequent terms failed');
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}, 40_000);

test('terms refreshed a moment ago (by the demo seed or another process) are not refreshed again at start', async () => {
  const fresh = await createTestDatabase();
  let refreshes = 0;
  const job = new FrequentTermsJob({
    databaseUrl: fresh.url,
    refresh: async () => {
      refreshes++;
      return { refreshed: true, terms: 1, milliseconds: 1 };
    },
    isEmpty: async () => false,
    refreshedAt: async () => new Date(),
    logger: pino({ level: 'silent' }),
    everyMs: 60_000,
    checkEvery: '1 second',
  });
  try {
    await job.start();
    // agenda runs a new repeating job at once; give it the time to
    await new Promise((r) => setTimeout(r, 2_500));
    await job.settled();
    expect(refreshes).toBe(0);
  } finally {
    await job.stop();
    await fresh.dispose();
  }
}, 20_000);
