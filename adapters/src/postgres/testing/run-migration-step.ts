import type { Migration } from '@mikro-orm/migrations';
import type { TestDatabase } from './test-database';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/**
 * Runs one migration's `up` or `down` on a test database, outside the migrator's bookkeeping: a
 * backfill test takes its migration down, writes rows as the old schema had them, and brings it up.
 */
export const runMigrationStep = async (db: TestDatabase, migration: MigrationClass, step: 'up' | 'down'): Promise<void> => {
  const instance = new migration(db.orm.em.getDriver(), db.orm.config);
  await instance[step]();
  for (const sql of instance.getQueries()) await db.orm.em.getConnection().execute(sql as string);
};
