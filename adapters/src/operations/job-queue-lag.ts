import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobQueueLag } from './newsdesk-metrics';

/**
 * Per agenda job name: how long the oldest job that is due and not locked by any runner has been
 * waiting (0 when none waits). Read from the shared agenda_jobs table, so every worker reports the
 * cluster's value: alert on the max. A job whose runner died keeps its lock until the lock
 * expires; it counts again from then.
 */
export const agendaJobQueueLag =
  (orm: MikroORM): JobQueueLag =>
  async () => {
    const rows = await orm.em.getConnection().execute<{ job: string; seconds: string | number }[]>(
      `select name as job,
              coalesce(extract(epoch from now() - min(next_run_at) filter (where next_run_at <= now() and locked_at is null)), 0) as seconds
         from agenda_jobs
        where disabled = false
        group by name`,
      [],
      'all',
    );
    return rows.map((r) => ({ job: r.job, seconds: Math.max(0, Number(r.seconds)) }));
  };
