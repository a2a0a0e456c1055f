import pino from 'pino';
import type { DeliveryPolicy } from '@newsdesk/core/alerting/delivery-policy';
import { DeliverAlert } from '@newsdesk/core/alerting/deliver-alert';
import { HmacUnsubscribeTokens } from '../../email/hmac-unsubscribe-tokens';
import { SmtpAlertMailer } from '../../email/smtp-alert-mailer';
import { SafeHttpGate } from '../../fetch/safe-http-gate';
import { GatedTeamsSender } from '../../teams/gated-teams-sender';
import { GatedWebhookSender } from '../../webhooks/gated-webhook-sender';
import { PostgresCollectionRepository } from '../../postgres/collections/postgres-collection-repository';
import { PostgresDocumentRepository } from '../../postgres/documents/postgres-document-repository';
import { PostgresUserRepository } from '../../postgres/identity/postgres-identity';
import { PostgresSiteRepository } from '../../postgres/site-monitor/postgres-site-repository';
import type { TestDatabase } from '../../postgres/testing/test-database';
import { SlackSender } from '../../slack/slack-sender';
import { AlertDeliveryJobs } from '../alert-delivery-jobs';
import { PostgresAlertHousekeeping } from '../postgres-alert-housekeeping';
import { PostgresAlertPlanner } from '../postgres-alert-planner';
import { PostgresCollectionFeeds, PostgresStoryOutlets, PostgresWebhookSecrets } from '../postgres-alert-channel-stores';
import { PostgresDeliveryLedger } from '../postgres-delivery-ledger';
import { PostgresSlackChannelRate } from '../postgres-slack-channel-rate';

export const PUBLIC_URL = 'https://newsdesk.example';

export interface AlertServiceOptions {
  slackUrl: string;
  smtpUrl: string;
  policy?: Partial<DeliveryPolicy>;
  slackTimeoutMs?: number;
}

/**
 * The delivery side wired as the server wires it, against a given database, fake Slack and SMTP
 * server (no jest here: the kill -9 test's child process uses it too).
 */
export const buildAlertServices = (db: Pick<TestDatabase, 'url' | 'orm'>, options: AlertServiceOptions) => {
  let fixed: Date | null = null;
  const clock = { now: () => fixed ?? new Date(), set: (at: Date | null) => void (fixed = at) };
  const collections = new PostgresCollectionRepository(db.orm);
  const documents = new PostgresDocumentRepository(db.orm);
  const users = new PostgresUserRepository(db.orm);
  const sites = new PostgresSiteRepository(db.orm);
  const ledger = new PostgresDeliveryLedger(db.orm);
  const planner = new PostgresAlertPlanner(db.orm, collections, { dailyHour: 7, now: () => clock.now() });
  const mailer = new SmtpAlertMailer({
    url: options.smtpUrl,
    from: 'Newsdesk <alerts@newsdesk.test>',
    unsubscribeMailto: 'unsubscribe@newsdesk.test',
  });
  // loopback allowed, as the server's tests allow it through NEWSDESK_FETCH_ALLOW
  const gate = new SafeHttpGate({ allow: ['127.0.0.1'], totalTimeoutMs: 5_000 });
  const webhookSecrets = new PostgresWebhookSecrets(db.orm);
  const feeds = new PostgresCollectionFeeds(db.orm);
  const storyOutlets = new PostgresStoryOutlets(db.orm);
  const unsubscribeTokens = new HmacUnsubscribeTokens(async () => 'a-test-server-secret-of-at-least-32-characters');
  const deliver = new DeliverAlert({
    ledger,
    collections,
    documents,
    users,
    slack: new SlackSender({ token: 'xoxb-test', apiUrl: options.slackUrl, retryMinTimeoutMs: 50, timeoutMs: options.slackTimeoutMs }),
    email: mailer,
    webhook: new GatedWebhookSender(gate),
    teams: new GatedTeamsSender(gate),
    webhookSecrets,
    unsubscribeTokens,
    storyOutlets,
    sites,
    slackRate: new PostgresSlackChannelRate(db.orm),
    clock,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    publicUrl: PUBLIC_URL,
    policy: options.policy,
  });
  const logger = pino({ level: process.env.ALERT_TEST_LOG ?? 'silent' }, pino.destination(2));
  const running: AlertDeliveryJobs[] = [];
  return {
    clock,
    collections,
    documents,
    users,
    sites,
    ledger,
    planner,
    deliver,
    webhookSecrets,
    feeds,
    storyOutlets,
    unsubscribeTokens,
    startJobs: async (jobOptions: { lockLifetimeMs?: number; sweepEveryMs?: number; cleanUp?: boolean } = {}) => {
      const housekeeping = jobOptions.cleanUp ? new PostgresAlertHousekeeping(db.orm) : null;
      const jobs = new AlertDeliveryJobs({
        databaseUrl: db.url,
        planPending: () => planner.planPending(),
        due: (now) => ledger.due(now),
        deliver: (id) => deliver.execute(id),
        cleanUp: housekeeping ? (now) => housekeeping.cleanUp(now) : undefined,
        logger,
        processEveryMs: 500,
        sweepEveryMs: jobOptions.sweepEveryMs ?? 2_000,
        lockLifetimeMs: jobOptions.lockLifetimeMs,
      });
      await jobs.start();
      running.push(jobs);
      return jobs;
    },
    stop: async () => {
      for (const jobs of running) await jobs.stop(5_000);
      mailer.close();
    },
  };
};
