import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sportsmlRoutes } from '@newsdesk/adapters/http/sports/sportsml.routes';
import { sportsWidgetRoutes } from '@newsdesk/adapters/http/sports/sports-widgets.routes';
import { HmacSportsWidgetSigner, MIN_WIDGET_SECRET_LENGTH } from '@newsdesk/adapters/postgres/sports-widgets/hmac-sports-widget-signer';
import { PostgresSportsWidgetRepository } from '@newsdesk/adapters/postgres/sports-widgets/postgres-sports-widget-repository';
import { loadOrCreateWidgetSecret } from '@newsdesk/adapters/postgres/sports-widgets/postgres-widget-secret';
import { ExportSportsml } from '@newsdesk/adapters/sportsml/export-sportsml';
import { CreateSportsWidget } from '@newsdesk/core/sports/embeds/create-sports-widget';
import { ListSportsWidgets } from '@newsdesk/core/sports/embeds/list-sports-widgets';
import { ReadPublicSportsWidget } from '@newsdesk/core/sports/embeds/read-public-sports-widget';
import { RevokeSportsWidget } from '@newsdesk/core/sports/embeds/revoke-sports-widget';
import { SportsWidgetRepository, SportsWidgetSigner } from '@newsdesk/core/sports/embeds/sports-widget.ports';
import { SportsStatistics } from '@newsdesk/core/sports/sports-statistics';
import { Clock } from '@newsdesk/core/shared/clock';
import type { Config } from '../config';
import { AppConfig, HttpRoutes, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/**
 * The operator's secret (ADR 0009), else one kept in PostgreSQL. Read here rather than in
 * config.ts so that a short secret stops the start instead of failing the first widget request.
 */
const operatorSecret = (): string | undefined => {
  const secret = process.env['NEWSDESK_WIDGET_SECRET'];
  if (!secret) return undefined;
  if (secret.length < MIN_WIDGET_SECRET_LENGTH)
    throw new Error(`NEWSDESK_WIDGET_SECRET must have at least ${MIN_WIDGET_SECRET_LENGTH} characters`);
  return secret;
};

/**
 * Sports outputs (spec §2 statistics labels, ADR 0009): the SportsML export to the wire and the embeddable widgets.
 * Both read through `SportsStatistics` (bound by the sports module), so they show what the
 * statistics page shows.
 */
export const sportsOutputsModule = new ContainerModule(({ bind }) => {
  bind<SportsWidgetRepository>(SportsWidgetRepository)
    .toDynamicValue((c) => new PostgresSportsWidgetRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<SportsWidgetSigner>(SportsWidgetSigner)
    .toDynamicValue((c) => {
      const secret = operatorSecret();
      return new HmacSportsWidgetSigner(secret ? async () => secret : () => loadOrCreateWidgetSecret(c.get<MikroORM>(Orm)));
    })
    .inSingletonScope();
  bind(CreateSportsWidget)
    .toDynamicValue(
      (c) =>
        new CreateSportsWidget(
          c.get(SportsWidgetRepository),
          c.get(SportsWidgetSigner),
          c.get(SportsStatistics),
          c.get(Clock),
          c.get<IdGenerator>(IdGenerator),
        ),
    )
    .inSingletonScope();
  bind(ListSportsWidgets)
    .toDynamicValue((c) => new ListSportsWidgets(c.get(SportsWidgetRepository)))
    .inSingletonScope();
  bind(RevokeSportsWidget)
    .toDynamicValue((c) => new RevokeSportsWidget(c.get(SportsWidgetRepository), c.get(Clock)))
    .inSingletonScope();
  bind(ReadPublicSportsWidget)
    .toDynamicValue(
      (c) => new ReadPublicSportsWidget(c.get(SportsWidgetRepository), c.get(SportsWidgetSigner), c.get(SportsStatistics), c.get(Clock)),
    )
    .inSingletonScope();
  bind(ExportSportsml)
    .toDynamicValue((c) => new ExportSportsml(c.get(SportsStatistics), c.get(Clock)))
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) =>
    sportsWidgetRoutes({
      create: c.get(CreateSportsWidget),
      list: c.get(ListSportsWidgets),
      revoke: c.get(RevokeSportsWidget),
      read: c.get(ReadPublicSportsWidget),
      publicUrl: c.get<Config>(AppConfig).publicUrl,
    }),
  );
  bind(HttpRoutes).toDynamicValue((c) => sportsmlRoutes({ exportSportsml: c.get(ExportSportsml) }));
});
