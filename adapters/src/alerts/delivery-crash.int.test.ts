import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { postMessageHandler, startFakeSlack, type FakeSlack } from '../slack/testing/fake-slack';
import { startTestSmtpServer, type TestSmtpServer } from '../email/testing/test-smtp-server';
import { createAlertHarness, eventually, type AlertHarness } from './testing/alert-harness';

const CHILD = path.join(import.meta.dirname, 'testing/delivery-worker-child.ts');

let slack: FakeSlack;
let smtp: TestSmtpServer;
let h: AlertHarness;
const children: ChildProcess[] = [];

beforeAll(async () => {
  slack = await startFakeSlack();
  smtp = await startTestSmtpServer();
  h = await createAlertHarness({ slackUrl: slack.url, smtpUrl: smtp.url });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await h.stop();
  await slack.stop();
  await smtp.stop();
});

const startWorker = async (): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATABASE_URL: h.db.url, SLACK_API_URL: slack.url, SMTP_URL: smtp.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`delivery worker exited early (${code})`)));
  });
  return child;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

test('kill -9 during delivery → after a restart every alert arrives, twice only where the crash fell between Slack’s acknowledgement and the ledger write', async () => {
  const collection = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] });
  const titles = ['Story one', 'Story two', 'Story three', 'Story four'];
  const documents = new Map<string, string>();
  for (const title of titles) {
    const document = await h.addDocument({}, title);
    documents.set(title, document.id);
    await h.match(collection, document);
  }
  // Slack takes its time to answer, so the kill falls while a message is posted but not yet acknowledged
  const answer = postMessageHandler({ '#economy': 'C0ECONOMY' });
  slack.handle('chat.postMessage', async (call) => ({ ...(await answer(call)), delayMs: 800 }));

  const first = await startWorker();
  await eventually(
    async () => slack.callsTo('chat.postMessage').length,
    (n) => n >= 2,
    30_000,
  );
  first.kill('SIGKILL');
  await exited(first);
  const atKill = await h.rows(collection.id);
  const inFlight = atKill.filter((r) => r.status === 'sending');
  expect(inFlight.length).toBeGreaterThan(0);

  const second = await startWorker();
  const rows = await eventually(
    () => h.rows(collection.id),
    (r) => r.length === 8 && r.every((d) => d.status === 'sent'),
    40_000,
  );
  second.kill('SIGTERM');
  await exited(second);

  const slackTexts = slack.callsTo('chat.postMessage').map((c) => String(c.params.text));
  const wasInFlight = (id: string) => inFlight.some((k) => k.id === id);
  for (const title of titles) {
    const rowOf = (channel: string) => rows.find((r) => r.channel === channel && r.documentIds[0] === documents.get(title))!;
    // each expected message arrived; a second copy only for a row that was `sending` at the kill
    const posts = slackTexts.filter((t) => t.includes(title)).length;
    expect({ title, posts, allowed: wasInFlight(rowOf('slack').id) ? [1, 2] : [1] }).toEqual({
      title,
      posts,
      allowed: expect.arrayContaining([posts]),
    });
    const mails = smtp.mails.filter((m) => m.subject.endsWith(title));
    expect({ title, mails: mails.length, allowed: wasInFlight(rowOf('email').id) ? [1, 2] : [1] }).toEqual({
      title,
      mails: mails.length,
      allowed: expect.arrayContaining([mails.length]),
    });
    // a repeated mail carries the same Message-ID: recognisable as one alert
    expect(new Set(mails.map((m) => m.messageId))).toEqual(new Set([`<${rowOf('email').id}@newsdesk>`]));
  }
  // the kill fell inside a Slack call (acknowledged to nobody): that message arrived twice
  expect(slackTexts.length).toBeGreaterThan(titles.length);
}, 90_000);
