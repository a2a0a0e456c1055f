import { beforeEach, describe, expect, test } from '@jest/globals';
import { DeliveryFailure } from '../alerting/alert.ports';
import { InMemoryDeliveryLedger } from '../alerting/testing/in-memory-delivery-ledger';
import { InMemoryUserRepository } from '../testing/in-memory-identity';
import { aUser } from '../testing/identity.mother';
import { DeliverSourceHealthNotice, SOURCE_HEALTH_PROBLEMS } from './deliver-source-health-notice';
import { EvaluateSourceHealth } from './evaluate-source-health';
import type { AdminNoticeEmails, AdminNoticeMail } from './source-health.ports';
import type { SourceHistory } from './source-health-rule';
import { InMemorySourceHealthIncidents, InMemorySourceHistories } from './testing/in-memory-source-health';

const NOW = new Date('2026-11-27T10:00:00Z');
const days = Array.from({ length: 28 }, (_, i) => ({ date: new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10), count: 10 }));
const history = (failures: number): SourceHistory => ({
  enabled: true,
  intervalMinutes: 15,
  consecutiveFailures: failures,
  lastError: failures ? 'HTTP 503 Service Unavailable' : null,
  // the last good crawl, a day before the incidents these tests open at NOW
  lastSuccessAt: new Date('2026-11-26T10:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  now: NOW,
  today: { date: '2026-11-27', count: 4 },
  todayStartedAt: new Date('2026-11-26T23:00:00Z'),
  days,
  firstDocumentAt: new Date('2026-10-30T06:00:00Z'),
  lastDocumentAt: new Date('2026-11-27T09:30:00Z'),
});

class RecordingMailer implements AdminNoticeEmails {
  sent: { to: string; messageId: string; mail: AdminNoticeMail }[] = [];
  failNext: DeliveryFailure | null = null;
  async sendNotice(to: string, messageId: string, mail: AdminNoticeMail) {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
    this.sent.push({ to, messageId, mail });
  }
}

let ledger: InMemoryDeliveryLedger;
let incidents: InMemorySourceHealthIncidents;
let histories: InMemorySourceHistories;
let users: InMemoryUserRepository;
let mailer: RecordingMailer;
let evaluate: EvaluateSourceHealth;
let deliver: DeliverSourceHealthNotice;

const deliverAll = async () => {
  for (const row of [...ledger.rows.values()]) await deliver.execute(row.id);
};

beforeEach(async () => {
  ledger = new InMemoryDeliveryLedger();
  incidents = new InMemorySourceHealthIncidents(ledger);
  histories = new InMemorySourceHistories();
  users = new InMemoryUserRepository();
  mailer = new RecordingMailer();
  const clock = { now: () => NOW };
  evaluate = new EvaluateSourceHealth({ histories, incidents, users, clock });
  deliver = new DeliverSourceHealthNotice({ ledger, incidents, users, email: mailer, clock, publicUrl: 'https://newsdesk.example/' });
  await users.add(aUser({ email: 'anna@newsdesk.test', roles: ['admin'], language: 'de' }));
  await users.add(aUser({ email: 'marc@newsdesk.test', roles: ['admin', 'staff'], language: 'fr' }));
  await users.add(aUser({ email: 'clara@newsdesk.test', roles: ['staff'] }));
  await users.add(aUser({ email: 'old@newsdesk.test', roles: ['admin'], active: false }));
  histories.sources = [{ id: 'source-1', name: 'Agence Wire', history: history(3) }];
});

describe('EvaluateSourceHealth', () => {
  test('a failing source: one incident, one e-mail per active admin in their language, none again while it lasts', async () => {
    expect(await evaluate.execute()).toMatchObject({ opened: 1, open: 1 });
    const [incident] = await incidents.listOpen();
    expect([...ledger.rows.values()].map((r) => [r.about, r.subject])).toEqual([
      [{ kind: 'source-health', incidentId: incident!.id, notice: 'opened' }, `source-health:${incident!.id}:opened`],
      [{ kind: 'source-health', incidentId: incident!.id, notice: 'opened' }, `source-health:${incident!.id}:opened`],
    ]);
    await deliverAll();
    expect(mailer.sent.map((m) => [m.to, m.mail.subject]).sort()).toEqual([
      ['anna@newsdesk.test', 'Problem mit Quelle: Agence Wire'],
      ['marc@newsdesk.test', 'Problème de source : Agence Wire'],
    ]);
    expect(mailer.sent[0]!.mail.text).toContain('HTTP 503 Service Unavailable');
    expect(mailer.sent[0]!.mail.text).toContain('https://newsdesk.example/administration');

    histories.sources = [{ id: 'source-1', name: 'Agence Wire', history: history(5) }];
    expect(await evaluate.execute()).toMatchObject({ opened: 0, recovered: 0, open: 1 });
    await deliverAll();
    expect(mailer.sent).toHaveLength(2);
  });

  test('recovery closes the incident with one "recovered" e-mail per admin, once a crawl has succeeded again', async () => {
    await evaluate.execute();
    // resumed by an admin: no failures counted, but no crawl has succeeded since the incident opened
    histories.sources = [{ id: 'source-1', name: 'Agence Wire', history: history(0) }];
    expect(await evaluate.execute()).toMatchObject({ recovered: 0, open: 1 });
    histories.sources = [
      { id: 'source-1', name: 'Agence Wire', history: { ...history(0), lastSuccessAt: new Date(NOW.getTime() + 60_000) } },
    ];
    expect(await evaluate.execute()).toMatchObject({ recovered: 1, open: 0 });
    expect(await evaluate.execute()).toMatchObject({ recovered: 0, open: 0 });
    await deliverAll();
    expect(mailer.sent.filter((m) => m.mail.subject.includes('wieder in Ordnung') || m.mail.subject.includes('rétablie'))).toHaveLength(2);
    expect(mailer.sent).toHaveLength(4);
  });

  test('a disabled or deleted source closes its incident without a word', async () => {
    await evaluate.execute();
    histories.sources = [{ id: 'source-1', name: 'Agence Wire', history: { ...history(3), enabled: false } }];
    expect(await evaluate.execute()).toMatchObject({ closedQuietly: 1, open: 0 });
    histories.sources = [{ id: 'source-1', name: 'Agence Wire', history: history(3) }];
    expect(await evaluate.execute()).toMatchObject({ opened: 1 });
    histories.sources = [];
    expect(await evaluate.execute()).toMatchObject({ closedQuietly: 1, open: 0 });
    expect([...ledger.rows.values()].filter((r) => r.about.kind === 'source-health' && r.about.notice === 'recovered')).toHaveLength(0);
  });
});

describe('DeliverSourceHealthNotice', () => {
  test('a temporary SMTP failure is retried; the notice goes out once', async () => {
    await evaluate.execute();
    const [first] = [...ledger.rows.values()];
    mailer.failNext = new DeliveryFailure('SMTP: 451 try later', { code: 'alert.delivery.email_failed' });
    expect(await deliver.execute(first!.id)).toMatchObject({ status: 'rescheduled' });
    expect(ledger.rows.get(first!.id)).toMatchObject({ status: 'retrying', lastError: 'SMTP: 451 try later' });
    expect(await deliver.execute(first!.id)).toMatchObject({ status: 'skipped' });
    ledger.rows.get(first!.id)!.nextAttemptAt = NOW;
    expect(await deliver.execute(first!.id)).toMatchObject({ status: 'sent' });
    expect(await deliver.execute(first!.id)).toMatchObject({ status: 'skipped' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.messageId).toBe(`<${first!.id}@newsdesk>`);
  });

  test("each attempt's outcome is counted on the e-mail channel, as an alert's is; a row another run holds is no attempt", async () => {
    const recorded: [string, string][] = [];
    const counted = new DeliverSourceHealthNotice({
      ledger,
      incidents,
      users,
      email: mailer,
      clock: { now: () => NOW },
      publicUrl: 'https://newsdesk.example/',
      outcomes: { record: (channel, status) => recorded.push([channel, status]) },
    });
    await evaluate.execute();
    const anna = await users.findByEmail('anna@newsdesk.test');
    await users.setRoles(anna!.id, ['staff']);
    const rowOf = (email: string) => [...ledger.rows.values()].find((r) => r.recipient === email)!;
    mailer.failNext = new DeliveryFailure('SMTP: 451 try later', { code: 'alert.delivery.email_failed' });
    await counted.execute(rowOf('marc@newsdesk.test').id);
    await counted.execute(rowOf('marc@newsdesk.test').id);
    rowOf('marc@newsdesk.test').nextAttemptAt = NOW;
    await counted.execute(rowOf('marc@newsdesk.test').id);
    await counted.execute(rowOf('anna@newsdesk.test').id);
    expect(recorded).toEqual([
      ['email', 'rescheduled'],
      ['email', 'sent'],
      ['email', 'failed'],
    ]);
  });

  test('an admin who lost the role by sending time gets nothing; the row fails with the reason', async () => {
    await evaluate.execute();
    const anna = await users.findByEmail('anna@newsdesk.test');
    await users.setRoles(anna!.id, ['staff']);
    await deliverAll();
    expect(mailer.sent.map((m) => m.to)).toEqual(['marc@newsdesk.test']);
    const failed = [...ledger.rows.values()].find((r) => r.recipient === 'anna@newsdesk.test');
    expect(failed).toMatchObject({ status: 'failed', lastError: SOURCE_HEALTH_PROBLEMS.notAdmin });
  });
});
