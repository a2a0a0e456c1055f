import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sportsRoutes } from '@newsdesk/adapters/http/sports/sports.routes';
import { PostgresSportsData } from '@newsdesk/adapters/postgres/sports/postgres-sports-data';
import { SportsStatistics } from '@newsdesk/core/sports/sports-statistics';
import { SportsDataStore, SportsProviderList, type SportsDataProvider } from '@newsdesk/core/sports/sports.ports';
import { HttpRoutes, Orm } from '../tokens';

/**
 * Sports statistics (spec §7, ADR 0008): the PostgreSQL data the importers fill is the provider `newsdesk`
 * and the importers' store. A commercial provider is one more entry in SportsProviderList.
 * `SportsStatistics` is bound by its class so that other modules (the SportsML export, the
 * embeddable widgets) read through the same use cases.
 */
export const sportsModule = new ContainerModule(({ bind }) => {
  bind(PostgresSportsData)
    .toDynamicValue((c) => new PostgresSportsData(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<SportsDataStore>(SportsDataStore)
    .toDynamicValue((c) => c.get(PostgresSportsData))
    .inSingletonScope();
  bind<SportsDataProvider[]>(SportsProviderList)
    .toDynamicValue((c) => [c.get(PostgresSportsData)])
    .inSingletonScope();
  bind(SportsStatistics)
    .toDynamicValue((c) => new SportsStatistics(c.get<SportsDataProvider[]>(SportsProviderList)))
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => sportsRoutes({ statistics: c.get(SportsStatistics) }));
});
