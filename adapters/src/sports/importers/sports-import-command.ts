import type { SportsDataStore, SportsImportBatch, SportsImportSummary } from '@newsdesk/core/sports/sports.ports';
import { importerFor } from './sports-importers';
import { IMPORT_KINDS, rowCount } from './shared/import-batch';
import type { SportsImportArgs } from './sports-import-args';

export interface SportsImportProgress {
  phase: 'read' | 'write';
  done: number;
  total: number | null;
}

export interface SportsImportCommandDeps {
  store: SportsDataStore;
  onProgress?: (progress: SportsImportProgress) => void;
  onNote?: (note: string) => void;
}

/**
 * Step 1 of `npm run sports:import`: the importer of the format reads the path into one batch.
 * Input problems are SportsImportErrors — found before the CLI even starts a database.
 */
export const readSportsImport = (args: SportsImportArgs, deps: Omit<SportsImportCommandDeps, 'store'>): Promise<SportsImportBatch> =>
  importerFor(args.format).read(args.target, {
    ...(args.date ? { date: args.date } : {}),
    onRowsRead: (rows) => deps.onProgress?.({ phase: 'read', done: rows, total: null }),
    ...(deps.onNote ? { onNote: deps.onNote } : {}),
  });

/** Step 2: the store writes the batch (inserted / updated / unchanged per kind). */
export const writeSportsImport = (batch: SportsImportBatch, deps: SportsImportCommandDeps): Promise<SportsImportSummary> => {
  deps.onProgress?.({ phase: 'write', done: 0, total: rowCount(batch) });
  return deps.store.apply(batch, { onProgress: (done, all) => deps.onProgress?.({ phase: 'write', done, total: all }) });
};

export const runSportsImport = async (args: SportsImportArgs, deps: SportsImportCommandDeps): Promise<SportsImportSummary> =>
  writeSportsImport(await readSportsImport(args, deps), deps);

/** The summary as lines, kinds without rows left out: `footballMatches  380 inserted · 0 updated · 0 unchanged`. */
export const summaryLines = (summary: SportsImportSummary): string[] => {
  const kinds = IMPORT_KINDS.filter((kind) => {
    const c = summary[kind];
    return c && c.inserted + c.updated + c.unchanged > 0;
  });
  if (kinds.length === 0) return ['nothing to import'];
  const width = Math.max(...kinds.map((k) => k.length));
  return kinds.map((kind) => {
    const c = summary[kind];
    return `${kind.padEnd(width)}  ${c.inserted.toLocaleString('en')} inserted · ${c.updated.toLocaleString('en')} updated · ${c.unchanged.toLocaleString('en')} unchanged`;
  });
};
