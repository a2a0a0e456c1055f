import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { siteMonitorRoutes } from '@newsdesk/adapters/http/site-monitor/site-monitor.routes';
import { PostgresSiteRepository } from '@newsdesk/adapters/postgres/site-monitor/postgres-site-repository';
import { GatedSitePageReader } from '@newsdesk/adapters/site-monitor/gated-site-page-reader';
import { OutboundHttp } from '@newsdesk/core/ingestion/ingestion.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { AddSite } from '@newsdesk/core/site-monitor/add-site';
import { CheckSite } from '@newsdesk/core/site-monitor/check-site';
import { CheckDueSites, CheckOwnerSites } from '@newsdesk/core/site-monitor/check-sites';
import { DeleteSite } from '@newsdesk/core/site-monitor/delete-site';
import { ListSites } from '@newsdesk/core/site-monitor/list-sites';
import { MarkAllSitesViewed, MarkSiteViewed } from '@newsdesk/core/site-monitor/mark-site-viewed';
import { SitePageReader, SiteRepository } from '@newsdesk/core/site-monitor/site-monitor.ports';
import { UpdateSite } from '@newsdesk/core/site-monitor/update-site';
import { SiteAlertSettings } from '@newsdesk/core/site-monitor/site-alert-settings';
import { DeliveryLedger, WebhookSecrets } from '@newsdesk/core/alerting/alert.ports';
import type { Config } from '../config';
import { AppConfig, HttpRoutes, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** A site is checked again when its last check is older than this (the schedule looks every minute). */
export const SITE_CHECK_INTERVAL_MS = 15 * 60_000;

/**
 * Site monitor (spec §2, §7): watched pages read through the outbound HTTP gate (bound by the
 * ingestion module, looked up on use), their checks, and the routes.
 */
export const siteMonitorModule = new ContainerModule(({ bind }) => {
  bind<SiteRepository>(SiteRepository)
    .toDynamicValue((c) => new PostgresSiteRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<SitePageReader>(SitePageReader)
    .toDynamicValue((c) => new GatedSitePageReader(c.get<OutboundHttp>(OutboundHttp)))
    .inSingletonScope();
  bind(CheckSite)
    .toDynamicValue(
      (c) =>
        new CheckSite(c.get(SiteRepository), c.get(SitePageReader), c.get(Clock), {
          dailyDigestHour: c.get<Config>(AppConfig).dailyDigestHour,
        }),
    )
    .inSingletonScope();
  bind(AddSite)
    .toDynamicValue((c) => new AddSite(c.get(SiteRepository), c.get(SitePageReader), c.get<IdGenerator>(IdGenerator), c.get(Clock)))
    .inSingletonScope();
  bind(ListSites)
    .toDynamicValue((c) => new ListSites(c.get(SiteRepository)))
    .inSingletonScope();
  bind(DeleteSite)
    .toDynamicValue((c) => new DeleteSite(c.get(SiteRepository)))
    .inSingletonScope();
  bind(UpdateSite)
    .toDynamicValue((c) => new UpdateSite(c.get(SiteRepository), c.get(SitePageReader), c.get(Clock)))
    .inSingletonScope();
  bind(CheckOwnerSites)
    .toDynamicValue((c) => new CheckOwnerSites(c.get(SiteRepository), c.get(CheckSite)))
    .inSingletonScope();
  bind(CheckDueSites)
    .toDynamicValue((c) => new CheckDueSites(c.get(SiteRepository), c.get(CheckSite), c.get(Clock), { everyMs: SITE_CHECK_INTERVAL_MS }))
    .inSingletonScope();
  bind(MarkSiteViewed)
    .toDynamicValue((c) => new MarkSiteViewed(c.get(SiteRepository)))
    .inSingletonScope();
  // the ledger and webhook secrets are the alerts module's (ADR 0026)
  bind(SiteAlertSettings)
    .toDynamicValue(
      (c) =>
        new SiteAlertSettings({
          sites: c.get(SiteRepository),
          ledger: c.get<DeliveryLedger>(DeliveryLedger),
          secrets: c.get<WebhookSecrets>(WebhookSecrets),
        }),
    )
    .inSingletonScope();
  bind(MarkAllSitesViewed)
    .toDynamicValue((c) => new MarkAllSitesViewed(c.get(SiteRepository)))
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) =>
    siteMonitorRoutes({
      add: c.get(AddSite),
      list: c.get(ListSites),
      remove: c.get(DeleteSite),
      update: c.get(UpdateSite),
      checkNow: c.get(CheckOwnerSites),
      viewed: c.get(MarkSiteViewed),
      viewedAll: c.get(MarkAllSitesViewed),
      alerts: c.get(SiteAlertSettings),
    }),
  );
});
