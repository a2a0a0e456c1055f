import { LivePercolator } from '@newsdesk/adapters/percolation/live-percolator';
import { PercolationWorker } from '@newsdesk/adapters/percolation/percolation-worker';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import type { BackgroundWorker } from './background-worker';

/** Matches every new document against the collections and records the matches. */
export const percolationWorker: BackgroundWorker = {
  name: 'percolation',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const percolator = container.get(LivePercolator);
    // every collection is loaded before the first document is claimed
    await percolator.start();
    const worker = new PercolationWorker({ databaseUrl, percolator, logger, timing: container.get(NewsdeskMetrics) });
    try {
      await worker.start();
    } catch (error) {
      await percolator.stop();
      throw error;
    }
    logger.info({ collections: percolator.size }, 'percolation started');
    return {
      stop: async () => {
        await worker.stop();
        await percolator.stop();
      },
    };
  },
};
