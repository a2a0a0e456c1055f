import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobHeartbeats } from '../jobs/job-heartbeats';
import type { ReadinessCheck } from './readiness';

/** PostgreSQL answers a trivial query through the pool every request uses. */
export const databaseCheck = (orm: MikroORM): ReadinessCheck => ({
  name: 'database',
  run: async () => {
    await orm.em.getConnection().execute('select 1', [], 'all');
    return 'PostgreSQL answers.';
  },
});

const withoutExtension = (name: string) => name.replace(/\.[cm]?[jt]s$/, '');

/**
 * The migrations recorded in mikro_orm_migrations are exactly the committed ones
 * (adapters/src/postgres/migrations/index.ts): a missing one means a schema older than the code,
 * an unknown one a schema from a newer version (a rollback of the code without the database).
 */
export const migrationsCheck = (orm: MikroORM, committed: readonly string[]): ReadinessCheck => ({
  name: 'migrations',
  run: async () => {
    const rows = await orm.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id', [], 'all');
    const applied = new Set(rows.map((r) => withoutExtension(r.name)));
    const known = new Set(committed.map(withoutExtension));
    const missing = [...known].filter((name) => !applied.has(name));
    const unknown = [...applied].filter((name) => !known.has(name));
    if (missing.length || unknown.length) {
      const parts = [
        missing.length ? `not applied: ${missing.join(', ')}` : '',
        unknown.length ? `applied but unknown to this version: ${unknown.join(', ')}` : '',
      ].filter(Boolean);
      throw new Error(`Migrations differ from this version's (${parts.join('; ')}).`);
    }
    return `${applied.size} migrations applied, as committed.`;
  },
});

/** Worker role: every background job runner's processing loop has looked for due jobs recently. */
export const backgroundJobsCheck = (heartbeats: Pick<JobHeartbeats, 'report'>, now: () => Date = () => new Date()): ReadinessCheck => ({
  name: 'background jobs',
  run: async () => {
    const report = heartbeats.report(now());
    if (!report.fresh) throw new Error(report.message);
    return report.message;
  },
});
