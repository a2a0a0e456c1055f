import { SiteMonitorJob } from '@newsdesk/adapters/jobs/site-monitor-job';
import { CheckDueSites } from '@newsdesk/core/site-monitor/check-sites';
import type { JobRunnerWatch } from '@newsdesk/adapters/jobs/job-runner-watch';
import { JobWatch } from '../tokens';
import type { BackgroundWorker } from './background-worker';

/** Checks watched sites on a schedule (each site every 15 minutes; see the site-monitor module). */
export const siteMonitorWorker: BackgroundWorker = {
  name: 'site monitor job',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const checkDue = container.get(CheckDueSites);
    const job = new SiteMonitorJob({
      databaseUrl,
      checkDue: () => checkDue.execute(),
      logger,
      watch: container.get<JobRunnerWatch>(JobWatch),
    });
    await job.start();
    return job;
  },
};
