import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { DeliverAlert } from '@newsdesk/core/alerting/deliver-alert';
import { DeliverSourceHealthNotice } from '@newsdesk/core/sources/deliver-source-health-notice';
import { EvaluateSourceHealth } from '@newsdesk/core/sources/evaluate-source-health';
import { healthyStart } from '@newsdesk/core/sources/source.types';
import { aUser } from '@newsdesk/core/testing/identity.mother';
import { AlertDeliveryJobs } from '../alerts/alert-delivery-jobs';
import { ledgerRowSender } from '../alerts/ledger-row-sender';
import { PostgresAlertHousekeeping } from '../alerts/postgres-alert-housekeeping';
import { PostgresAlertPlanner } from '../alerts/postgres-alert-planner';
import { PostgresDeliveryLedger } from '../alerts/postgres-delivery-ledger';
import { PostgresSlackChannelRate } from '../alerts/postgres-slack-channel-rate';
import { eventually } from '../alerts/testing/alert-harness';
import { SmtpAdminNoticeMailer } from '../email/smtp-admin-notice-mailer';
import { startTestSmtpServer, type TestSmtpServer } from '../email/testing/test-smtp-server';
import { PostgresCollectionRepository } from '../postgres/collections/postgres-collection-repository';
import { PostgresDocumentRepository } from '../postgres/documents/postgres-document-repository';
import { PostgresUserRepository } from '../postgres/identity/postgres-identity';
import { PostgresFeedSourceRepository } from '../postgres/sources/postgres-feed-source-repository';
import { isSourceHealthDelivery, PostgresSourceHealthIncidents } from '../postgres/sources/postgres-source-health-incidents';
import { PostgresSourceHistories } from '../postgres/sources/postgres-source-histories';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { SourceHealthJob } from './source-health-job';

let db: TestDatabase;
let smtp: TestSmtpServer;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await db.dispose();
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

test('a failing source: one e-mail to each admin in their language, none on later rounds, one "recovered" e-mail each when it crawls again (not when merely resumed)', async () => {
  const users = new PostgresUserRepository(db.orm);
  const sources = new PostgresFeedSourceRepository(db.orm);
  const incidents = new PostgresSourceHealthIncidents(db.orm);
  const ledger = new PostgresDeliveryLedger(db.orm);
  const clock = { now: () => new Date() };
  await users.add(aUser({ id: randomUUID(), email: 'anna.admin@newsdesk.test', roles: ['admin'], language: 'de' }));
  await users.add(aUser({ id: randomUUID(), email: 'marc.admin@newsdesk.test', roles: ['admin', 'staff'], language: 'fr' }));
  await users.add(aUser({ id: randomUUID(), email: 'clara.staff@newsdesk.test', roles: ['staff'] }));
  const source = {
    id: randomUUID(),
    name: 'Agence Wire',
    url: 'https://wire.example/feed.xml',
    domain: 'wire.example',
    intervalMinutes: 15,
    enabled: true,
    concurrency: 2,
    health: healthyStart(),
    etag: null,
    lastModified: null,
  };
  await sources.add(source, new Date(Date.now() - 60 * 86_400_000));
  for (let i = 0; i < 3; i += 1) await sources.recordFailure(source.id, { at: new Date(), error: 'HTTP 503 Service Unavailable' });

  const evaluate = new EvaluateSourceHealth({ histories: new PostgresSourceHistories(db.orm), incidents, users, clock });
  let rounds = 0;
  const notices = new DeliverSourceHealthNotice({
    ledger,
    incidents,
    users,
    email: new SmtpAdminNoticeMailer({ url: smtp.url, from: 'Newsdesk <alerts@newsdesk.test>' }),
    clock,
    publicUrl: 'https://newsdesk.example',
  });
  const collections = new PostgresCollectionRepository(db.orm);
  const alerts = new DeliverAlert({
    ledger,
    collections,
    documents: new PostgresDocumentRepository(db.orm),
    slack: null,
    email: null,
    slackRate: new PostgresSlackChannelRate(db.orm),
    clock,
    sleep,
    publicUrl: 'https://newsdesk.example',
  });
  const logger = pino({ level: 'silent' });
  const deliveries = new AlertDeliveryJobs({
    databaseUrl: db.url,
    planPending: () => new PostgresAlertPlanner(db.orm, collections, { dailyHour: 7, now: () => new Date() }).planPending(),
    due: (now) => ledger.due(now),
    deliver: ledgerRowSender((id) => isSourceHealthDelivery(db.orm, id), notices, alerts),
    logger,
    processEveryMs: 300,
    sweepEveryMs: 500,
  });
  const watch = new SourceHealthJob({
    databaseUrl: db.url,
    evaluate: async () => {
      const summary = await evaluate.execute();
      rounds += 1;
      return summary;
    },
    logger,
    everyMs: 400,
    processEveryMs: 200,
  });
  await deliveries.start();
  await watch.start();
  try {
    const opened = await eventually(
      async () => [...smtp.mails],
      (m) => m.length >= 2,
    );
    expect(opened.map((m) => [m.to[0], m.subject]).sort()).toEqual([
      ['anna.admin@newsdesk.test', 'Problem mit Quelle: Agence Wire'],
      ['marc.admin@newsdesk.test', 'Problème de source : Agence Wire'],
    ]);
    expect(opened.find((m) => m.to[0] === 'anna.admin@newsdesk.test')!.text).toContain(
      'Die letzten 3 Abrufe dieser Quelle sind fehlgeschlagen.',
    );
    expect(opened[0]!.text).toContain('HTTP 503 Service Unavailable');

    // more rounds, and a round in another "process" at the same moment: still one incident, no new mail
    const before = rounds;
    await Promise.all([evaluate.execute(), evaluate.execute()]);
    await eventually(
      async () => rounds,
      (r) => r >= before + 3,
    );
    await sleep(1_000);
    expect(smtp.mails).toHaveLength(2);
    expect(await incidents.listOpen()).toHaveLength(1);
    const log = await ledger.listForCollection(source.id, 1, 10);
    expect(log.deliveries.map((d) => d.status)).toEqual(['sent', 'sent']);

    // an admin resumes the source: its failures reset, but nothing was fetched yet, so no "recovered"
    await sources.resume(source.id);
    const afterResume = rounds;
    await eventually(
      async () => rounds,
      (r) => r >= afterResume + 2,
    );
    expect(smtp.mails).toHaveLength(2);
    expect(await incidents.listOpen()).toHaveLength(1);

    await sources.recordSuccess(source.id, { at: new Date(), items: 10, fresh: 2, etag: null, lastModified: null });
    const all = await eventually(
      async () => [...smtp.mails],
      (m) => m.length >= 4,
    );
    expect(
      all
        .slice(2)
        .map((m) => [m.to[0], m.subject])
        .sort(),
    ).toEqual([
      ['anna.admin@newsdesk.test', 'Quelle wieder in Ordnung: Agence Wire'],
      ['marc.admin@newsdesk.test', 'Source rétablie : Agence Wire'],
    ]);
    const afterRecovery = rounds;
    await eventually(
      async () => rounds,
      (r) => r >= afterRecovery + 3,
    );
    await sleep(1_000);
    expect(smtp.mails).toHaveLength(4);
    expect(await incidents.listOpen()).toHaveLength(0);
    expect((await ledger.listForCollection(source.id, 1, 10)).total).toBe(4);
    // the hourly clean-up keeps them: the source is no deleted collection
    await new PostgresAlertHousekeeping(db.orm).cleanUp(new Date());
    expect((await ledger.listForCollection(source.id, 1, 10)).total).toBe(4);
  } finally {
    await watch.stop(5_000);
    await deliveries.stop(5_000);
  }
}, 60_000);

test('documents per Zurich day come from the database as the rule expects them', async () => {
  const sources = new PostgresFeedSourceRepository(db.orm);
  const id = randomUUID();
  await sources.add(
    {
      id,
      name: 'Counted',
      url: `https://counted.example/${id}.xml`,
      domain: 'counted.example',
      intervalMinutes: 30,
      enabled: true,
      concurrency: 1,
      health: healthyStart(),
      etag: null,
      lastModified: null,
    },
    new Date('2026-01-01T00:00:00Z'),
  );
  const documents = new PostgresDocumentRepository(db.orm);
  const { aDocumentRecord } = await import('@newsdesk/core/testing/documents.contract');
  // 23:30 UTC on 25 November is 00:30 on the 26th in Zurich
  for (const at of ['2026-11-25T10:00:00Z', '2026-11-25T23:30:00Z', '2026-11-27T08:00:00Z', '2026-10-01T08:00:00Z']) {
    const record = aDocumentRecord({ id: randomUUID(), sourceId: id });
    record.document = { ...record.document, firstAcquisitionDate: at };
    record.contentHash = record.id.replace(/-/g, '').slice(0, 16);
    record.canonicalUrl = `https://counted.example/${record.id}`;
    await documents.insert(record);
  }
  const [watched] = (await new PostgresSourceHistories(db.orm).load(new Date('2026-11-27T09:00:00Z'))).filter((s) => s.id === id);
  const h = watched!.history;
  expect(h.today).toEqual({ date: '2026-11-27', count: 1 });
  expect(h.todayStartedAt.toISOString()).toBe('2026-11-26T23:00:00.000Z');
  expect(h.days).toHaveLength(28);
  expect(h.days[0]!.date).toBe('2026-10-30');
  expect(h.days.filter((d) => d.count > 0)).toEqual([
    { date: '2026-11-25', count: 1 },
    { date: '2026-11-26', count: 1 },
  ]);
  expect(h.firstDocumentAt?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
  expect(h.lastDocumentAt?.toISOString()).toBe('2026-11-27T08:00:00.000Z');
  expect(h).toMatchObject({ enabled: true, intervalMinutes: 30, consecutiveFailures: 0 });
});
