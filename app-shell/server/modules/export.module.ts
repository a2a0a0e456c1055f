import { ContainerModule } from 'inversify';
import { exportRoutes } from '@newsdesk/adapters/http/export/export.routes';
import { CollectionDocuments } from '@newsdesk/core/collections/collection-documents';
import { GetCollection } from '@newsdesk/core/collections/get-collection';
import { RunSearch } from '@newsdesk/core/search/run-search';
import { Clock } from '@newsdesk/core/shared/clock';
import { HttpRoutes } from '../tokens';

/** CSV exports of a search and of a collection (core export/); the use cases are bound by the documents and collections modules. */
export const exportModule = new ContainerModule(({ bind }) => {
  bind(HttpRoutes).toDynamicValue((c) =>
    exportRoutes({
      runSearch: c.get(RunSearch),
      collectionDocuments: c.get(CollectionDocuments),
      getCollection: c.get(GetCollection),
      clock: c.get<Clock>(Clock),
    }),
  );
});
