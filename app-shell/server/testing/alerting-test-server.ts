import { startTestSmtpServer, type TestSmtpServer } from '@newsdesk/adapters/email/testing/test-smtp-server';
import { startAlertReceiver, type AlertReceiver } from '@newsdesk/adapters/webhooks/testing/alert-receiver';
import type { Config } from '../config';
import { startTestServer, type TestServer } from './test-server';

export const ALERT_MAIL_FROM = 'Newsdesk <alerts@newsdesk.test>';

export interface AlertingTestServer extends TestServer {
  /** The real SMTP server alert e-mails go to. */
  smtp: TestSmtpServer;
  /** A loopback receiver for webhooks (reachable when `fetchAllow` lets the outbound gate reach 127.0.0.1). */
  receiver: AlertReceiver;
}

/**
 * A whole process, web and worker as `npm start` runs it (percolation, deliveries), sending its
 * alert e-mails to a real SMTP test server; links in alerts point at https://newsdesk.example.
 * `stop` stops all three.
 */
export const startAlertingTestServer = async (overrides: Partial<Config> = {}): Promise<AlertingTestServer> => {
  const smtp = await startTestSmtpServer();
  const receiver = await startAlertReceiver();
  const t = await startTestServer({
    roles: { web: true, worker: true },
    smtpUrl: smtp.url,
    alertMailFrom: ALERT_MAIL_FROM,
    publicUrl: 'https://newsdesk.example',
    ...overrides,
  });
  return {
    ...t,
    smtp,
    receiver,
    stop: async () => {
      await t.stop();
      await smtp.stop();
      await receiver.stop();
    },
  };
};
