import { CrawlScheduler } from '@newsdesk/adapters/jobs/crawl-scheduler';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import type { JobRunnerWatch } from '@newsdesk/adapters/jobs/job-runner-watch';
import { JobWatch } from '../tokens';
import type { BackgroundWorker } from './background-worker';

/** Crawls due feed sources (one crawl per source at a time across processes). */
export const crawlSchedulerWorker: BackgroundWorker = {
  name: 'crawl scheduler',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const sources = container.get<FeedSourceRepository>(FeedSourceRepository);
    const crawl = container.get(CrawlSource);
    const scheduler = new CrawlScheduler({
      databaseUrl,
      listDue: (now) => sources.listDue(now),
      findSource: (id) => sources.findById(id),
      crawl: (source) => crawl.execute(source),
      logger,
      watch: container.get<JobRunnerWatch>(JobWatch),
    });
    await scheduler.start();
    return scheduler;
  },
};
