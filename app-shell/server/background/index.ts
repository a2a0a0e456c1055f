import { alertDeliveriesWorker } from './alert-deliveries.worker';
import type { BackgroundWorker } from './background-worker';
import { crawlSchedulerWorker } from './crawl-scheduler.worker';
import { frequentTermsWorker } from './frequent-terms.worker';
import { liveSocketWorker } from './live-socket.worker';
import { percolationWorker } from './percolation.worker';
import { searchVectorsWorker } from './search-vectors.worker';
import { siteMonitorWorker } from './site-monitor.worker';
import { sourceHealthWorker } from './source-health.worker';

/** Started in this order after HTTP listens, stopped together. Add one line per worker. */
export const backgroundWorkers: readonly BackgroundWorker[] = [
  crawlSchedulerWorker,
  frequentTermsWorker,
  liveSocketWorker,
  percolationWorker,
  alertDeliveriesWorker,
  siteMonitorWorker,
  sourceHealthWorker,
  searchVectorsWorker,
];
