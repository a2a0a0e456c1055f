import type { MikroORM } from '@mikro-orm/postgresql';
import type { SportsImportBatch, SportsImportKind, SportsImportSummary } from '@newsdesk/core/sports/sports.ports';
import { SPORTS_IMPORT_KINDS as KINDS } from '@newsdesk/core/sports/sports-import-keys';
import { demoToursReplacedBy } from '@newsdesk/core/sports/demo-season';
import { retireDemoTours } from './retire-demo-tours';
import { bulkWriteOf } from './sports-bulk-write';
import { IMPORT_TABLES } from './sports-import-tables';
import { upsertAll } from './sports-upsert';

/** Names the kind a failing statement wrote, so the importer's message says which rows were bad. */
const failedWriting = (kind: SportsImportKind, error: unknown): Error =>
  new Error(`Could not write the ${kind} of the import: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}`, {
    cause: error,
  });

/**
 * SportsDataStore.apply: the whole batch in one transaction, so a failed import leaves nothing behind.
 * Real tennis data replaces the demo season's rows of its tours (core/src/sports/demo-season.ts).
 */
export const applySportsBatch = async (
  orm: MikroORM,
  batch: SportsImportBatch,
  onProgress?: (done: number, total: number) => void,
): Promise<SportsImportSummary> => {
  const total = KINDS.reduce((sum, kind) => sum + (batch[kind]?.length ?? 0), 0);
  let done = 0;
  onProgress?.(0, total);
  const summary = Object.fromEntries(KINDS.map((kind) => [kind, { inserted: 0, updated: 0, unchanged: 0 }])) as SportsImportSummary;
  await orm.em.fork().transactional(async (em) => {
    const write = bulkWriteOf(em);
    await retireDemoTours(write, demoToursReplacedBy(batch));
    for (const kind of KINDS) {
      const items = (batch[kind] ?? []) as readonly unknown[];
      if (items.length === 0) continue;
      try {
        summary[kind] = await upsertAll(write, IMPORT_TABLES[kind] as never, items, (written) => {
          done += written;
          onProgress?.(done, total);
        });
      } catch (error) {
        throw failedWriting(kind, error);
      }
    }
  });
  return summary;
};
