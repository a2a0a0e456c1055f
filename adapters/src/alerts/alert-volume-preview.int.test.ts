import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { AlertSettings } from '@newsdesk/core/collections/collection.types';
import { PreviewAlertVolume } from '@newsdesk/core/alerting/alert-volume-preview-use-case';
import { aCollection, aCollectionSearch } from '@newsdesk/core/collections/testing/collection.mother';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { startTestSmtpServer, type TestSmtpServer } from '../email/testing/test-smtp-server';
import { LivePercolator } from '../percolation/live-percolator';
import { PercolationWorker } from '../percolation/percolation-worker';
import { PostgresCollectionChanges } from '../postgres/collections/postgres-collection-changes';
import { PgListener } from '../postgres/listen/pg-listener';
import { postMessageHandler, startFakeSlack, type FakeSlack } from '../slack/testing/fake-slack';
import { PostgresAlertVolumeCandidates } from './postgres-alert-volume-candidates';
import { createAlertHarness, eventually, type AlertHarness } from './testing/alert-harness';

let slack: FakeSlack;
let smtp: TestSmtpServer;
let h: AlertHarness;
const running: { stop(): Promise<void> }[] = [];
const logger = pino({ level: 'silent' });
const HOUR = 3_600_000;

beforeAll(async () => {
  slack = await startFakeSlack();
  slack.handle('chat.postMessage', postMessageHandler({ '#economy': 'C0ECONOMY' }));
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await slack.stop();
  await smtp.stop();
});
beforeEach(async () => {
  smtp.mails.length = 0;
  h = await createAlertHarness({ slackUrl: slack.url, smtpUrl: smtp.url });
});
afterEach(async () => {
  for (const part of running.splice(0).reverse()) await part.stop();
  await h.stop();
});

/**
 * Seven days of news, newest 10 minutes ago: matching stories, copies of them (near-duplicates
 * from other outlets), a stemmed form, an accented form, documents that do not match, and a busy
 * hour of three stories.
 */
const sevenDays = (now: number): DocumentRecord[] => {
  const records: DocumentRecord[] = [];
  const add = (hoursAgo: number, body: string, copyOf?: DocumentRecord) => {
    const id = randomUUID();
    const record = aDocumentRecord(
      { id, canonicalUrl: `https://replay.example/${id}`, contentHash: id.slice(0, 16), storyId: copyOf?.id ?? id, isOriginal: !copyOf },
      body,
    );
    record.document = {
      ...record.document,
      documentTitle: body.slice(0, 40),
      associatedText: [],
      firstAcquisitionDate: new Date(now - hoursAgo * HOUR).toISOString(),
    };
    records.push(record);
    return record;
  };
  for (let i = 0; i < 40; i++) {
    const hoursAgo = 0.17 + i * 4.1;
    switch (i % 5) {
      case 0:
        add(hoursAgo, 'The football season ends with a draw.');
        break;
      case 1: {
        const story = add(hoursAgo, `Inflation rose again in region ${i}.`);
        add(hoursAgo - 0.1, `Inflation rose again in region ${i}, a second outlet reports.`, story);
        break;
      }
      case 2:
        add(hoursAgo, `Prices are inflating in sector ${i}.`);
        break;
      case 3:
        add(hoursAgo, `INFLATION: the central bank answers (${i}).`);
        break;
      default:
        add(hoursAgo, `Rents and wages in canton ${i}.`);
    }
  }
  for (const minutes of [5, 25, 45]) add(50 + minutes / 60, `Inflation figures, part ${minutes}.`);
  return records;
};

/** The live path: the documents ingested, percolated by the worker, planned, and (immediately) sent. */
const replayLive = async (alert: AlertSettings) => {
  const now = Date.now();
  const collection = aCollection({
    id: randomUUID(),
    ownerId: randomUUID(),
    alert,
    search: aCollectionSearch({ tags: [{ name: 'inflation' }], timeFrame: 'week' }),
  });
  await h.collections.insert(collection);
  const records = sevenDays(now);
  for (const record of records) await h.documents.insert(record);

  const changes = new PostgresCollectionChanges(
    () => new PgListener({ connectionString: h.db.url, applicationName: 'newsdesk-test-changes' }),
  );
  const percolator = new LivePercolator({ collections: h.collections, changes, logger });
  await percolator.start();
  const worker = new PercolationWorker({ databaseUrl: h.db.url, percolator, logger });
  await worker.start();
  running.push(percolator, worker);
  const em = () => h.db.orm.em.fork();
  await eventually(
    async () => Number((await em().execute<{ n: string }[]>('select count(*) as n from percolation_queue'))[0]!.n),
    (n) => n === 0,
  );
  // The replay compresses seven days into seconds: each match is dated when its document was
  // indexed, as it would have been had the worker met it then (it stamps matches with its clock).
  await em().execute(
    `update collection_match m set matched_at = d.first_acquisition_date from news_document d where d.id = m.document_id and m.collection_id = ?`,
    [collection.id],
  );
  return { collection, records };
};

const preview = (alert: AlertSettings) =>
  new PreviewAlertVolume(new PostgresAlertVolumeCandidates(h.db.orm), { now: () => new Date() }, { dailyHour: 7 }).execute({
    search: aCollectionSearch({ tags: [{ name: 'inflation' }], timeFrame: 'week' }),
    alert,
  });

describe('the alert volume preview gives the live path’s numbers (real percolation, planner and sending on PostgreSQL)', () => {
  test('immediately: as many e-mails arrive at the loopback SMTP server as the preview said', async () => {
    const alert: AlertSettings = { frequency: 'immediately', slackChannels: [], emails: ['desk@example.org'] };
    const { collection } = await replayLive(alert);
    const expected = await preview(alert);
    expect(expected).toMatchObject({ capped: false, maxInOneHour: 3 });
    expect(expected.alerts).toBeGreaterThan(20);
    expect(expected.matchedDocuments).toBeGreaterThan(expected.alerts);

    await h.startJobs();
    await eventually(
      async () => smtp.mails.length,
      (n) => n >= expected.alerts,
      30_000,
    );
    // nothing more is coming: every planned row is sent, and there are as many as the preview said
    const rows = await eventually(
      () => h.rows(collection.id),
      (r) => r.every((d) => d.status === 'sent'),
    );
    expect(rows.filter((d) => d.about.kind === 'story')).toHaveLength(expected.alerts);
    expect(smtp.mails).toHaveLength(expected.alerts);
  }, 60_000);

  test.each(['hourly', 'daily'] as const)(
    '%s: one digest per period with matches, as the planner assigns them',
    async (frequency) => {
      const alert: AlertSettings = { frequency, slackChannels: ['#economy'], emails: ['desk@example.org'] };
      const { collection } = await replayLive(alert);
      const expected = await preview(alert);
      await h.planner.planPending();
      const digests = new Set((await h.rows(collection.id)).filter((d) => d.channel === 'email').map((d) => d.subject));
      expect([...digests].every((s) => s.startsWith(`digest:${frequency}:`))).toBe(true);
      expect(digests.size).toBe(expected.alerts);
      expect(expected.maxInOneHour).toBe(1);
      expect(expected.alerts).toBeGreaterThan(frequency === 'hourly' ? 20 : 5);
    },
    60_000,
  );
});

describe('PostgresAlertVolumeCandidates', () => {
  test('finds the range’s documents through the search index, newest first, and says when it stopped at the limit', async () => {
    const now = Date.now();
    const records = sevenDays(now);
    for (const record of records) await h.documents.insert(record);
    const candidates = new PostgresAlertVolumeCandidates(h.db.orm);
    const search = aCollectionSearch({ tags: [{ name: 'inflation' }], timeFrame: 'past-hour' });
    const range = { from: new Date(now - 7 * 24 * HOUR), to: new Date(now) };

    const all = await candidates.candidates(search, range, 1_000);
    expect(all.capped).toBe(false);
    const bodies = all.documents.map((d) => d.document.documentBody);
    expect(bodies.some((b) => b.startsWith('Inflation rose'))).toBe(true);
    expect(bodies.some((b) => b.includes('football') || b.startsWith('Rents'))).toBe(false);
    // the search's time frame is not applied here: it is relative to each document's indexing
    expect(all.documents.length).toBeGreaterThan(20);
    const times = all.documents.map((d) => d.document.firstAcquisitionDate);
    expect(times).toEqual([...times].sort().reverse());

    const few = await candidates.candidates(search, range, 3);
    expect(few).toMatchObject({ capped: true });
    expect(few.documents.map((d) => d.id)).toEqual(all.documents.slice(0, 3).map((d) => d.id));
  });
});
