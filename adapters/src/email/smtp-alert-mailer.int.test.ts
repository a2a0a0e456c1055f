import { afterAll, beforeAll, expect, test } from '@jest/globals';
import net from 'node:net';
import type { AlertContent } from '@newsdesk/core/alerting/alert.ports';
import { DeliveryFailure } from '@newsdesk/core/alerting/alert.ports';
import { SmtpAlertMailer } from './smtp-alert-mailer';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server';

const content: AlertContent = {
  kind: 'alert',
  deliveryId: 'd1',
  collectionId: 'c1',
  collectionName: 'Swiss banks',
  collectionUrl: 'https://newsdesk.example/search?collection=c1',
  unsubscribeUrl: null,
  language: 'en',
  items: [
    {
      documentId: 'doc1',
      title: 'SNB holds rate',
      url: 'https://news.example/1',
      domain: 'news.example',
      time: new Date('2026-11-20T08:00:00Z'),
      newsdeskUrl: 'https://newsdesk.example/search?docId=doc1',
      snippet: [],
      otherOutlets: 0,
    },
  ],
  period: null,
};

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});

test('sends over SMTP with the given Message-ID; a 5xx is permanent, a 4xx is not', async () => {
  const mailer = new SmtpAlertMailer({ url: smtp.url, from: 'Newsdesk <alerts@newsdesk.test>' });
  await mailer.send('desk@example.org', '<m1@newsdesk>', content);
  expect(smtp.mails.at(-1)).toMatchObject({
    to: ['desk@example.org'],
    messageId: '<m1@newsdesk>',
    subject: 'Newsdesk alert: Swiss banks: SNB holds rate',
  });

  smtp.refuseNext(1, 550);
  const permanent = await mailer.send('desk@example.org', '<m2@newsdesk>', content).catch((error: unknown) => error);
  expect(permanent).toBeInstanceOf(DeliveryFailure);
  expect((permanent as DeliveryFailure).options).toMatchObject({ code: 'alert.delivery.email_failed', permanent: true });

  smtp.refuseNext(1, 451);
  const temporary = await mailer.send('desk@example.org', '<m3@newsdesk>', content).catch((error: unknown) => error);
  expect((temporary as DeliveryFailure).options.permanent).toBe(false);
});

test('a server that trickles its answer cannot hold a send past the deadline: the connection is closed', async () => {
  // greets, then answers EHLO one byte every 200 ms, for ever: never silent long enough for the socket timeout
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  const trickler = net.createServer((socket) => {
    socket.write('220 slow.example ESMTP\r\n');
    socket.once('data', () => {
      const timer = setInterval(() => socket.write('2'), 200);
      timers.add(timer);
      socket.on('close', () => {
        clearInterval(timer);
        closed = true;
      });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => trickler.listen(0, '127.0.0.1', resolve));
  const port = (trickler.address() as net.AddressInfo).port;
  try {
    const mailer = new SmtpAlertMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'alerts@newsdesk.test',
      socketTimeoutMs: 1_000,
      deadlineMs: 1_500,
    });
    const error = await mailer.send('desk@example.org', '<m4@newsdesk>', content).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryFailure);
    expect((error as DeliveryFailure).message).toBe('SMTP: no answer within 2 s; the connection was closed.');
    expect((error as DeliveryFailure).options.permanent).toBeFalsy();
    expect((error as DeliveryFailure).options.code).toBe('alert.delivery.email_failed');
    for (let i = 0; i < 50 && !closed; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
  } finally {
    for (const timer of timers) clearInterval(timer);
    await new Promise((resolve) => trickler.close(resolve));
  }
});

test('an unreachable server fails within the connection timeout, as a retryable failure', async () => {
  const listener = net.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as net.AddressInfo).port;
  await new Promise((resolve) => listener.close(resolve));
  const mailer = new SmtpAlertMailer({ url: `smtp://127.0.0.1:${port}`, from: 'alerts@newsdesk.test' });
  const error = await mailer.send('desk@example.org', '<m5@newsdesk>', content).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryFailure);
  expect((error as DeliveryFailure).message).toMatch(/^SMTP: .*ECONNREFUSED/);
});
