import type { MikroORM } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { SmtpAdminNoticeMailer } from '@newsdesk/adapters/email/smtp-admin-notice-mailer';
import {
  isSourceHealthDelivery,
  PostgresSourceHealthIncidents,
} from '@newsdesk/adapters/postgres/sources/postgres-source-health-incidents';
import { PostgresSourceHistories } from '@newsdesk/adapters/postgres/sources/postgres-source-histories';
import { DeliveryLedger } from '@newsdesk/core/alerting/alert.ports';
import { UserRepository } from '@newsdesk/core/identity/identity.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import { DeliverSourceHealthNotice } from '@newsdesk/core/sources/deliver-source-health-notice';
import { EvaluateSourceHealth } from '@newsdesk/core/sources/evaluate-source-health';
import { ListOpenSourceIncidents } from '@newsdesk/core/sources/list-source-incidents';
import { sourceHealthRoutes } from '@newsdesk/adapters/http/sources/source-health.routes';
import { AdminNoticeEmails, SourceHealthIncidents, SourceHistories } from '@newsdesk/core/sources/source-health.ports';
import type { Config } from '../config';
import { AppConfig, HttpRoutes, Orm } from '../tokens';

/** Is a ledger row a source-health notice? (the alert delivery worker routes by it) */
export const IsSourceHealthDelivery = Symbol.for('IsSourceHealthDelivery');
export type IsSourceHealthDelivery = (deliveryId: string) => Promise<boolean>;

/**
 * Source-health watching (ADR 0027): the evaluation the source-health worker runs every 15
 * minutes, the sender the alert delivery worker hands source-health ledger rows to, and the open
 * incidents for the source administration.
 */
export const sourceHealthModule = new ContainerModule(({ bind }) => {
  const orm = (c: { get<T>(id: symbol): T }) => c.get<MikroORM>(Orm);
  bind<SourceHealthIncidents>(SourceHealthIncidents)
    .toDynamicValue((c) => new PostgresSourceHealthIncidents(orm(c)))
    .inSingletonScope();
  bind<SourceHistories>(SourceHistories)
    .toDynamicValue((c) => new PostgresSourceHistories(orm(c)))
    .inSingletonScope();
  bind<AdminNoticeEmails | null>(AdminNoticeEmails)
    .toDynamicValue((c) => {
      const { smtpUrl, alertMailFrom } = c.get<Config>(AppConfig);
      return smtpUrl ? new SmtpAdminNoticeMailer({ url: smtpUrl, from: alertMailFrom }) : null;
    })
    .inSingletonScope();
  bind<IsSourceHealthDelivery>(IsSourceHealthDelivery).toDynamicValue((c) => (id: string) => isSourceHealthDelivery(orm(c), id));
  bind(EvaluateSourceHealth)
    .toDynamicValue(
      (c) =>
        new EvaluateSourceHealth({
          histories: c.get<SourceHistories>(SourceHistories),
          incidents: c.get<SourceHealthIncidents>(SourceHealthIncidents),
          users: c.get<UserRepository>(UserRepository),
          clock: c.get<Clock>(Clock),
        }),
    )
    .inSingletonScope();
  bind(DeliverSourceHealthNotice)
    .toDynamicValue(
      (c) =>
        new DeliverSourceHealthNotice({
          ledger: c.get<DeliveryLedger>(DeliveryLedger),
          incidents: c.get<SourceHealthIncidents>(SourceHealthIncidents),
          users: c.get<UserRepository>(UserRepository),
          email: c.get<AdminNoticeEmails | null>(AdminNoticeEmails),
          clock: c.get<Clock>(Clock),
          publicUrl: c.get<Config>(AppConfig).publicUrl,
          // counted with the alerts' deliveries (newsdesk_alert_deliveries_total, docs/operations.md)
          outcomes: { record: (channel, status) => c.get(NewsdeskMetrics).alertDelivered(channel, status) },
        }),
    )
    .inSingletonScope();
  bind(ListOpenSourceIncidents)
    .toDynamicValue((c) => new ListOpenSourceIncidents(c.get<SourceHealthIncidents>(SourceHealthIncidents)))
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => sourceHealthRoutes({ listOpenSourceIncidents: c.get(ListOpenSourceIncidents) }));
});
