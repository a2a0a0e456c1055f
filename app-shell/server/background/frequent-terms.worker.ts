import { FrequentTermsJob } from '@newsdesk/adapters/jobs/frequent-terms-job';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import type { BackgroundWorker } from './background-worker';

/** Refreshes the frequent terms behind suggestions (hourly, and at start when there are none). */
export const frequentTermsWorker: BackgroundWorker = {
  name: 'frequent terms job',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const frequentTerms = container.get(PostgresFrequentTerms);
    const job = new FrequentTermsJob({
      databaseUrl,
      refresh: () => frequentTerms.refresh(),
      isEmpty: () => frequentTerms.isEmpty(),
      refreshedAt: () => frequentTerms.refreshedAt(),
      logger,
    });
    await job.start();
    return job;
  },
};
