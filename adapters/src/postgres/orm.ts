import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { documentEntities } from './documents/document.entities';
import { gazetteerEntities } from './gazetteer/gazetteer.entities';
import { identityEntities } from './identity/identity.entities';
import { SharedSearchRow } from './sharing/shared-search.entities';
import { sourceEntities } from './sources/source.entities';
import { sourceHealthEntities } from './sources/source-health.entities';
import { sourceImageEntities } from './sources/source-image.entities';
import { FrequentTermRow } from './suggestions/frequent-term.entities';
import { CountCompactionMarkRow, TermDayCountRow, TermHourCountRow } from './search/term-day-count.entities';
import { AttentionHourCountRow } from './search/attention-hour-count.entities';
import { suggestionCountEntities } from './suggestions/suggestion-count.entities';
import {
  NotificationClearRow,
  NotificationPreferenceRow,
  NotificationReadRow,
} from './notification-preferences/notification-preference.entities';
import { collectionEntities } from './collections/collection.entities';
import { percolationEntities } from './percolation/percolation.entities';
import { alertEntities } from '../alerts/alert.entities';
import { sportsEntities } from './sports/sports.entities';
import { sportsWidgetEntities } from './sports-widgets/sports-widget.entities';
import { glossaryEntities } from './glossary/glossary.entities';
import { releaseNoteEntities } from './release-notes/release-note.entities';
import { infoMessageEntities } from './info-messages/info-message.entities';
import { siteMonitorEntities } from './site-monitor/site-monitor.entities';
import { migrations } from './migrations';
import { assertSupportedPostgres } from './server-version';

export const allEntities = [
  SharedSearchRow,
  ...identityEntities,
  ...documentEntities,
  ...sourceEntities,
  ...sourceHealthEntities,
  ...sourceImageEntities,
  ...gazetteerEntities,
  FrequentTermRow,
  TermDayCountRow,
  TermHourCountRow,
  CountCompactionMarkRow,
  AttentionHourCountRow,
  ...suggestionCountEntities,
  NotificationPreferenceRow,
  NotificationClearRow,
  NotificationReadRow,
  ...collectionEntities,
  ...percolationEntities,
  ...alertEntities,
  ...sportsEntities,
  ...sportsWidgetEntities,
  ...glossaryEntities,
  ...releaseNoteEntities,
  ...infoMessageEntities,
  ...siteMonitorEntities,
];

export interface OrmOptions {
  url: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /** Told of every statement sent (tests that count a use case's round trips). */
  onStatement?: (sql: string) => void;
}

export const createOrm = async ({ url, poolSize = 10, onStatement }: OrmOptions): Promise<MikroORM> =>
  MikroORM.init({
    clientUrl: url,
    entities: allEntities,
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    migrations: {
      migrationsList: migrations,
      silent: true,
      tableName: 'mikro_orm_migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    // Entities are plain data defined with defineEntity; no discovery from files.
    discovery: { warnWhenNoEntities: false },
    // Triggers and functions are hand-written in migrations (the per-day word counts of search, the
    // search vectors' newsdesk_text_vector): never dropped by a schema diff.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    debug: onStatement ? ['query'] : false,
    ...(onStatement
      ? { colors: false, logger: (message: string) => onStatement(message.replace(/^\[query\] /, '').replace(/ \[took \d+ ms.*$/s, '')) }
      : {}),
  });

/**
 * Runs the committed migrations that have not run yet, on a supported server only (server-version.ts).
 * Every process runs this at start, and MikroORM's migrator takes no lock: processes starting
 * together on an empty or outdated database raced on CREATE TABLE and on recording migrations.
 * The migrations run in one transaction of ours that first takes a transaction-level advisory
 * lock, so one process migrates while the others wait, then find nothing left to do; the lock
 * goes with the transaction, also when a process dies (migrate-lock.int.test.ts).
 */
export const migrate = async (orm: MikroORM): Promise<string[]> => {
  await assertSupportedPostgres(orm);
  const connection = orm.em.getConnection();
  const done = await connection.transactional(async (transaction) => {
    await connection.execute(`select pg_advisory_xact_lock(hashtext('newsdesk-migrations'))`, [], 'run', transaction);
    // the migrator reads the applied migrations only now, inside the transaction that holds the lock
    return orm.migrator.up({ transaction });
  });
  return done.map((m) => m.name);
};
