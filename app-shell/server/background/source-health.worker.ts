import { SourceHealthJob } from '@newsdesk/adapters/jobs/source-health-job';
import { EvaluateSourceHealth } from '@newsdesk/core/sources/evaluate-source-health';
import type { JobRunnerWatch } from '@newsdesk/adapters/jobs/job-runner-watch';
import { JobWatch } from '../tokens';
import type { BackgroundWorker } from './background-worker';

/** Judges every feed source every 15 minutes and tells the admins of problems and recoveries (ADR 0027). */
export const sourceHealthWorker: BackgroundWorker = {
  name: 'source health job',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const evaluate = container.get(EvaluateSourceHealth);
    const job = new SourceHealthJob({
      databaseUrl,
      evaluate: () => evaluate.execute(),
      logger,
      watch: container.get<JobRunnerWatch>(JobWatch),
    });
    await job.start();
    return job;
  },
};
