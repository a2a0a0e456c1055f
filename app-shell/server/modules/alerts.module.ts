import { UserRepository } from '@newsdesk/core/identity/identity.ports';
import { SiteRepository } from '@newsdesk/core/site-monitor/site-monitor.ports';
import { type SiteUnsubscribeTokens, UnsubscribeSiteEmail } from '@newsdesk/core/site-monitor/unsubscribe-site-email';
import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PostgresAlertHousekeeping } from '@newsdesk/adapters/alerts/postgres-alert-housekeeping';
import {
  PostgresCollectionFeeds,
  PostgresStoryOutlets,
  PostgresWebhookSecrets,
} from '@newsdesk/adapters/alerts/postgres-alert-channel-stores';
import { PostgresAlertPlanStore } from '@newsdesk/adapters/alerts/postgres-alert-planner';
import { PostgresDeliveryLedger } from '@newsdesk/adapters/alerts/postgres-delivery-ledger';
import { PostgresSlackChannelRate } from '@newsdesk/adapters/alerts/postgres-slack-channel-rate';
import { HmacUnsubscribeTokens } from '@newsdesk/adapters/email/hmac-unsubscribe-tokens';
import { SmtpAlertMailer } from '@newsdesk/adapters/email/smtp-alert-mailer';
import { SafeHttpGate } from '@newsdesk/adapters/fetch/safe-http-gate';
import { alertChannelRoutes } from '@newsdesk/adapters/http/alerts/alert-channels.routes';
import { alertRoutes } from '@newsdesk/adapters/http/alerts/alerts.routes';
import { unsubscribeRoutes } from '@newsdesk/adapters/http/alerts/unsubscribe.routes';
import { loadOrCreateWidgetSecret } from '@newsdesk/adapters/postgres/sports-widgets/postgres-widget-secret';
import { GatedTeamsSender } from '@newsdesk/adapters/teams/gated-teams-sender';
import { GatedWebhookSender } from '@newsdesk/adapters/webhooks/gated-webhook-sender';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import { SlackSender } from '@newsdesk/adapters/slack/slack-sender';
import {
  CollectionFeeds,
  DeliveryLedger,
  EmailAlerts,
  SlackAlerts,
  SlackChannelRate,
  StoryOutlets,
  TeamsAlerts,
  UnsubscribeTokens,
  WebhookAlerts,
  WebhookSecrets,
} from '@newsdesk/core/alerting/alert.ports';
import { AlertChannelSettings } from '@newsdesk/core/alerting/alert-channel-settings';
import { DeliverAlert } from '@newsdesk/core/alerting/deliver-alert';
import { PlanAlertDeliveries } from '@newsdesk/core/alerting/plan-alert-deliveries';
import { ListDeliveries } from '@newsdesk/core/alerting/list-deliveries';
import { ReadCollectionFeed } from '@newsdesk/core/alerting/read-collection-feed';
import { SendTestAlert } from '@newsdesk/core/alerting/send-test-alert';
import { UnsubscribeAlertEmail } from '@newsdesk/core/alerting/unsubscribe-alert-email';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import type { Config } from '../config';
import { AppConfig, HttpRoutes, Orm } from '../tokens';

/**
 * The server's signing secret for unsubscribe links: the one embed tokens use (NEWSDESK_WIDGET_SECRET,
 * else kept in PostgreSQL); the tokens sign with a purpose prefix of their own (hmac-unsubscribe-tokens.ts).
 */
const serverSecret = (orm: MikroORM) => {
  const secret = process.env['NEWSDESK_WIDGET_SECRET'];
  return secret ? async () => secret : () => loadOrCreateWidgetSecret(orm);
};

/**
 * Alert deliveries (ADR 0007, 0022): the ledger, its planner, the Slack, SMTP, webhook and Teams
 * senders, the channel secrets and private feeds, the delivery log, send-test and unsubscribe routes.
 */
export const alertsModule = new ContainerModule(({ bind }) => {
  const orm = (c: { get<T>(id: symbol): T }) => c.get<MikroORM>(Orm);
  const config = (c: { get<T>(id: symbol): T }) => c.get<Config>(AppConfig);
  bind(PostgresAlertHousekeeping)
    .toDynamicValue((c) => new PostgresAlertHousekeeping(orm(c)))
    .inSingletonScope();
  bind(PostgresDeliveryLedger)
    .toDynamicValue((c) => new PostgresDeliveryLedger(orm(c)))
    .inSingletonScope();
  bind<DeliveryLedger>(DeliveryLedger)
    .toDynamicValue((c) => c.get(PostgresDeliveryLedger))
    .inSingletonScope();
  bind<SlackChannelRate>(SlackChannelRate)
    .toDynamicValue((c) => new PostgresSlackChannelRate(orm(c)))
    .inSingletonScope();
  bind(PlanAlertDeliveries)
    .toDynamicValue(
      (c) =>
        new PlanAlertDeliveries({
          store: new PostgresAlertPlanStore(orm(c)),
          collections: c.get<CollectionRepository>(CollectionRepository),
          clock: c.get<Clock>(Clock),
          dailyHour: config(c).dailyDigestHour,
        }),
    )
    .inSingletonScope();
  // unconfigured channels bind null: their deliveries fail with a last error that says what is missing
  bind<SlackAlerts | null>(SlackAlerts)
    .toDynamicValue((c) => {
      const { slackBotToken, slackApiUrl } = config(c);
      return slackBotToken ? new SlackSender({ token: slackBotToken, apiUrl: slackApiUrl }) : null;
    })
    .inSingletonScope();
  bind<EmailAlerts | null>(EmailAlerts)
    .toDynamicValue((c) => {
      const { smtpUrl, alertMailFrom } = config(c);
      const { alertUnsubscribeMailto } = config(c);
      return smtpUrl ? new SmtpAlertMailer({ url: smtpUrl, from: alertMailFrom, unsubscribeMailto: alertUnsubscribeMailto }) : null;
    })
    .inSingletonScope();
  // its own gate (same NEWSDESK_FETCH_ALLOW): alert calls do not queue behind feed fetches for a host slot
  bind(SafeHttpGate)
    .toDynamicValue((c) => new SafeHttpGate({ allow: config(c).fetchAllow, totalTimeoutMs: 15_000 }))
    .inSingletonScope();
  bind<WebhookAlerts>(WebhookAlerts)
    .toDynamicValue((c) => new GatedWebhookSender(c.get(SafeHttpGate)))
    .inSingletonScope();
  bind<TeamsAlerts>(TeamsAlerts)
    .toDynamicValue((c) => new GatedTeamsSender(c.get(SafeHttpGate)))
    .inSingletonScope();
  bind<WebhookSecrets>(WebhookSecrets)
    .toDynamicValue((c) => new PostgresWebhookSecrets(orm(c)))
    .inSingletonScope();
  bind<CollectionFeeds>(CollectionFeeds)
    .toDynamicValue((c) => new PostgresCollectionFeeds(orm(c)))
    .inSingletonScope();
  bind<StoryOutlets>(StoryOutlets)
    .toDynamicValue((c) => new PostgresStoryOutlets(orm(c)))
    .inSingletonScope();
  // one signer for both kinds of one-click unsubscribe: collections' and monitored sites' e-mails
  bind<UnsubscribeTokens>(UnsubscribeTokens)
    .toDynamicValue((c) => new HmacUnsubscribeTokens(serverSecret(orm(c))))
    .inSingletonScope();
  bind(DeliverAlert)
    .toDynamicValue(
      (c) =>
        new DeliverAlert({
          ledger: c.get<DeliveryLedger>(DeliveryLedger),
          collections: c.get<CollectionRepository>(CollectionRepository),
          documents: c.get<DocumentRepository>(DocumentRepository),
          users: c.get<UserRepository>(UserRepository),
          slack: c.get<SlackAlerts | null>(SlackAlerts),
          email: c.get<EmailAlerts | null>(EmailAlerts),
          webhook: c.get<WebhookAlerts>(WebhookAlerts),
          teams: c.get<TeamsAlerts>(TeamsAlerts),
          webhookSecrets: c.get<WebhookSecrets>(WebhookSecrets),
          unsubscribeTokens: c.get<UnsubscribeTokens>(UnsubscribeTokens),
          siteUnsubscribeTokens: c.get<UnsubscribeTokens & SiteUnsubscribeTokens>(UnsubscribeTokens),
          storyOutlets: c.get<StoryOutlets>(StoryOutlets),
          // site-monitor alerts share the ledger and channels (ADR 0026)
          sites: c.get<SiteRepository>(SiteRepository),
          slackRate: c.get<SlackChannelRate>(SlackChannelRate),
          clock: c.get<Clock>(Clock),
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          publicUrl: config(c).publicUrl,
          outcomes: { record: (channel, status) => c.get(NewsdeskMetrics).alertDelivered(channel, status) },
        }),
    )
    .inSingletonScope();
  bind(ListDeliveries)
    .toDynamicValue((c) => new ListDeliveries(c.get<CollectionRepository>(CollectionRepository), c.get<DeliveryLedger>(DeliveryLedger)))
    .inSingletonScope();
  bind(AlertChannelSettings)
    .toDynamicValue(
      (c) =>
        new AlertChannelSettings({
          collections: c.get<CollectionRepository>(CollectionRepository),
          secrets: c.get<WebhookSecrets>(WebhookSecrets),
          feeds: c.get<CollectionFeeds>(CollectionFeeds),
          clock: c.get<Clock>(Clock),
        }),
    )
    .inSingletonScope();
  bind(SendTestAlert)
    .toDynamicValue(
      (c) =>
        new SendTestAlert({
          collections: c.get<CollectionRepository>(CollectionRepository),
          ledger: c.get<DeliveryLedger>(DeliveryLedger),
          deliver: c.get(DeliverAlert),
          ids: c.get<IdGenerator>(IdGenerator),
          clock: c.get<Clock>(Clock),
        }),
    )
    .inSingletonScope();
  bind(ReadCollectionFeed)
    .toDynamicValue(
      (c) =>
        new ReadCollectionFeed({
          feeds: c.get<CollectionFeeds>(CollectionFeeds),
          collections: c.get<CollectionRepository>(CollectionRepository),
          documents: c.get<DocumentRepository>(DocumentRepository),
          storyOutlets: c.get<StoryOutlets>(StoryOutlets),
          publicUrl: config(c).publicUrl,
        }),
    )
    .inSingletonScope();
  bind(UnsubscribeAlertEmail)
    .toDynamicValue(
      (c) =>
        new UnsubscribeAlertEmail({
          tokens: c.get<UnsubscribeTokens>(UnsubscribeTokens),
          collections: c.get<CollectionRepository>(CollectionRepository),
          clock: c.get<Clock>(Clock),
        }),
    )
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => alertRoutes({ listDeliveries: c.get(ListDeliveries) }));
  bind(HttpRoutes).toDynamicValue((c) =>
    alertChannelRoutes({
      settings: c.get(AlertChannelSettings),
      sendTest: c.get(SendTestAlert),
      readFeed: c.get(ReadCollectionFeed),
      publicUrl: config(c).publicUrl,
    }),
  );
  bind(UnsubscribeSiteEmail)
    .toDynamicValue(
      (c) =>
        new UnsubscribeSiteEmail({
          tokens: c.get<UnsubscribeTokens & SiteUnsubscribeTokens>(UnsubscribeTokens),
          sites: c.get<SiteRepository>(SiteRepository),
        }),
    )
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) =>
    unsubscribeRoutes({ unsubscribe: c.get(UnsubscribeAlertEmail), unsubscribeSite: c.get(UnsubscribeSiteEmail) }),
  );
});
