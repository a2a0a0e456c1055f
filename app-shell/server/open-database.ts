import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresOptions } from '@newsdesk/adapters/postgres/embedded-postgres';
import type { Config } from './config';

export interface OpenDatabase {
  url: string;
  /** Ends this program's use of the database; the demo database stops when no other program uses it. */
  close(): Promise<void>;
}

/** The demo database: whichever program starts it first starts it with these settings. */
export const demoDatabaseOptions = (config: Config, program: string): EmbeddedPostgresOptions => ({
  dataDir: path.join(config.dataDir, 'pg'),
  persistent: true,
  sharedBuffers: '512MB',
  program,
});

/**
 * The database of every Newsdesk program (npm start, ingest, sports:import, user:create):
 * DATABASE_URL, or in demo mode the embedded PostgreSQL under NEWSDESK_DATA_DIR/pg, which they
 * share: a tool run beside `npm start` uses the server's PostgreSQL and never stops it (ADR 0011).
 */
export const openDatabase = async (config: Config, program: string, log: (line: string) => void): Promise<OpenDatabase> => {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const embedded = await startEmbeddedPostgres({ ...demoDatabaseOptions(config, program), log });
  return { url: embedded.url, close: () => embedded.stop() };
};
