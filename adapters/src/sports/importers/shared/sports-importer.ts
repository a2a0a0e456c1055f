import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';

/** What the CLI hands every importer besides the path. */
export interface SportsImportOptions {
  /** `--date YYYY-MM-DD`: the race day where the file does not name it (FIS result files). */
  date?: string;
  /** Called while large files are read: rows read so far (for the progress bar). */
  onRowsRead?: (rows: number) => void;
  /** Something the user should know that does not stop the import (a duplicate row dropped). */
  onNote?: (note: string) => void;
}

/**
 * One open format: a path (file or folder) → one batch with stable ids. Importers only read and
 * parse; writing is the SportsDataStore's job, so importing the same file twice changes nothing.
 */
export interface SportsImporter {
  readonly format: string;
  /** One line for `--help`. */
  readonly description: string;
  read(target: string, options: SportsImportOptions): Promise<SportsImportBatch>;
}
