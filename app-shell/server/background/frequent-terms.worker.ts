import { FrequentTermsJob } from '@newsdesk/adapters/jobs/frequent-terms-job';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PostgresTermDayCounts } from '@newsdesk/adapters/postgres/search/postgres-term-day-counts';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { JobWatch, Orm } from '../tokens';
import type { JobRunnerWatch } from '@newsdesk/adapters/jobs/job-runner-watch';
import type { BackgroundWorker } from './background-worker';

/**
 * Refreshes the frequent terms behind suggestions (hourly, and at start when there are none), and
 * compacts the per-day word counts of single-word search totals, which grow by one delta row per
 * word of every indexing statement.
 */
export const frequentTermsWorker: BackgroundWorker = {
  name: 'frequent terms job',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const frequentTerms = container.get(PostgresFrequentTerms);
    const termDayCounts = new PostgresTermDayCounts(container.get<MikroORM>(Orm));
    const job = new FrequentTermsJob({
      databaseUrl,
      refresh: async () => {
        const refreshed = await frequentTerms.refresh();
        const removed = await termDayCounts.compact();
        logger.info({ removed }, 'per-day word counts compacted');
        return refreshed;
      },
      isEmpty: () => frequentTerms.isEmpty(),
      refreshedAt: () => frequentTerms.refreshedAt(),
      logger,
      watch: container.get<JobRunnerWatch>(JobWatch),
    });
    await job.start();
    return job;
  },
};
