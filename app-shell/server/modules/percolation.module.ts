import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { LivePercolator } from '@newsdesk/adapters/percolation/live-percolator';
import { CollectionChanges, CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { AppLogger } from '../tokens';

/**
 * Percolation (spec §1: collections alert on new documents): this process's percolator, kept current from the collections module's
 * repository and changes; the worker that feeds it documents is a background worker.
 */
export const percolationModule = new ContainerModule(({ bind }) => {
  bind(LivePercolator)
    .toDynamicValue(
      (c) =>
        new LivePercolator({
          collections: c.get<CollectionRepository>(CollectionRepository),
          changes: c.get<CollectionChanges>(CollectionChanges),
          logger: c.get<Logger>(AppLogger),
        }),
    )
    .inSingletonScope();
});
