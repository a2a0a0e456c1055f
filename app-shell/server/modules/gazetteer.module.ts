import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { gazetteerRoutes } from '@newsdesk/adapters/http/gazetteer/gazetteer.routes';
import { ReloadingEntityExtractor } from '@newsdesk/adapters/nlp/reloading-entity-extractor';
import { PostgresGazetteerRepository } from '@newsdesk/adapters/postgres/gazetteer/postgres-gazetteer-repository';
import { AddGazetteerEntry } from '@newsdesk/core/gazetteer/add-gazetteer-entry';
import { GazetteerRepository } from '@newsdesk/core/gazetteer/gazetteer.ports';
import { ListGazetteerEntries } from '@newsdesk/core/gazetteer/list-gazetteer-entries';
import { RemoveGazetteerEntry } from '@newsdesk/core/gazetteer/remove-gazetteer-entry';
import { Clock } from '@newsdesk/core/shared/clock';
import { HttpRoutes, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** Entities administration: the names admins add to the entity gazetteers. */
export const gazetteerModule = new ContainerModule(({ bind }) => {
  bind<GazetteerRepository>(GazetteerRepository)
    .toDynamicValue((c) => new PostgresGazetteerRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind(ListGazetteerEntries)
    .toDynamicValue((c) => new ListGazetteerEntries(c.get(GazetteerRepository)))
    .inSingletonScope();
  bind(AddGazetteerEntry)
    .toDynamicValue((c) => new AddGazetteerEntry(c.get(GazetteerRepository), c.get<IdGenerator>(IdGenerator), c.get(Clock)))
    .inSingletonScope();
  bind(RemoveGazetteerEntry)
    .toDynamicValue((c) => new RemoveGazetteerEntry(c.get(GazetteerRepository)))
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) => {
    // Bound by the ingestion module; told about every change so new documents use it at once.
    const extractor = c.get(ReloadingEntityExtractor);
    return gazetteerRoutes({
      listGazetteerEntries: c.get(ListGazetteerEntries),
      addGazetteerEntry: c.get(AddGazetteerEntry),
      removeGazetteerEntry: c.get(RemoveGazetteerEntry),
      onChanged: () => void extractor.notifyChanged(),
    });
  });
});
