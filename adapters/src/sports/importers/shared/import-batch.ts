import { SPORTS_IMPORT_KINDS, sportsRowKey } from '@newsdesk/core/sports/sports-import-keys';
import { emptySportsImportBatch, type SportsImportBatch, type SportsImportKind } from '@newsdesk/core/sports/sports.ports';

export const IMPORT_KINDS: readonly SportsImportKind[] = SPORTS_IMPORT_KINDS;

/** The natural key of a row (core's: what the store upserts on). */
export const rowKeyOf =
  <K extends SportsImportKind>(kind: K) =>
  (row: SportsImportBatch[K][number]): string =>
    sportsRowKey(kind, row);

/**
 * One batch out of several (a folder of files): a row that occurs twice (a team in two seasons)
 * is kept once, the later file's version winning, so the order of files is the only thing that
 * decides — and folders are always read in sorted order.
 */
export const mergeBatches = (batches: readonly SportsImportBatch[]): SportsImportBatch => {
  const merged = emptySportsImportBatch();
  for (const kind of IMPORT_KINDS) {
    const rows = new Map<string, unknown>();
    for (const batch of batches) for (const row of batch[kind]) rows.set(sportsRowKey(kind, row as never), row);
    (merged[kind] as unknown[]) = [...rows.values()];
  }
  return merged;
};

/** Builds a batch from the kinds an importer fills; the rest stay empty. */
export const batchOf = (parts: Partial<SportsImportBatch>): SportsImportBatch => mergeBatches([{ ...emptySportsImportBatch(), ...parts }]);

export const rowCount = (batch: SportsImportBatch): number => IMPORT_KINDS.reduce((sum, kind) => sum + batch[kind].length, 0);
