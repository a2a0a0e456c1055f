import { UserRepository } from '@newsdesk/core/identity/identity.ports';
import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PostgresAlertHousekeeping } from '@newsdesk/adapters/alerts/postgres-alert-housekeeping';
import { PostgresAlertPlanner } from '@newsdesk/adapters/alerts/postgres-alert-planner';
import { PostgresDeliveryLedger } from '@newsdesk/adapters/alerts/postgres-delivery-ledger';
import { PostgresSlackChannelRate } from '@newsdesk/adapters/alerts/postgres-slack-channel-rate';
import { SmtpAlertMailer } from '@newsdesk/adapters/email/smtp-alert-mailer';
import { alertRoutes } from '@newsdesk/adapters/http/alerts/alerts.routes';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import { SlackSender } from '@newsdesk/adapters/slack/slack-sender';
import { DeliveryLedger, EmailAlerts, SlackAlerts, SlackChannelRate } from '@newsdesk/core/alerts/alert.ports';
import { DeliverAlert } from '@newsdesk/core/alerts/deliver-alert';
import { ListDeliveries } from '@newsdesk/core/alerts/list-deliveries';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import type { Config } from '../config';
import { AppConfig, HttpRoutes, Orm } from '../tokens';

/** Alert deliveries (ADR 0007): the ledger, its planner, Slack and SMTP senders, the delivery log route. */
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
  bind(PostgresAlertPlanner)
    .toDynamicValue((c) => {
      const clock = c.get<Clock>(Clock);
      return new PostgresAlertPlanner(orm(c), c.get<CollectionRepository>(CollectionRepository), {
        dailyHour: config(c).dailyDigestHour,
        now: () => clock.now(),
      });
    })
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
      return smtpUrl ? new SmtpAlertMailer({ url: smtpUrl, from: alertMailFrom }) : null;
    })
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
  bind(HttpRoutes).toDynamicValue((c) => alertRoutes({ listDeliveries: c.get(ListDeliveries) }));
});
