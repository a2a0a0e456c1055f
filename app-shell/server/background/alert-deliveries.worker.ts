import { AlertDeliveryJobs } from '@newsdesk/adapters/alerts/alert-delivery-jobs';
import { ledgerRowSender } from '@newsdesk/adapters/alerts/ledger-row-sender';
import { PostgresAlertHousekeeping } from '@newsdesk/adapters/alerts/postgres-alert-housekeeping';
import { PostgresDeliveryLedger } from '@newsdesk/adapters/alerts/postgres-delivery-ledger';
import { DeliverAlert } from '@newsdesk/core/alerting/deliver-alert';
import { PlanAlertDeliveries } from '@newsdesk/core/alerting/plan-alert-deliveries';
import type { JobRunnerWatch } from '@newsdesk/adapters/jobs/job-runner-watch';
import { JobWatch } from '../tokens';
import type { BackgroundWorker } from './background-worker';
import { DeliverSourceHealthNotice } from '@newsdesk/core/sources/deliver-source-health-notice';
import { IsSourceHealthDelivery } from '../modules/source-health.module';

/** Plans collection matches into alert deliveries, sends them to Slack and by e-mail, and cleans up old alert records hourly (ADR 0007). */
export const alertDeliveriesWorker: BackgroundWorker = {
  name: 'alert deliveries',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const planner = container.get(PlanAlertDeliveries);
    const ledger = container.get(PostgresDeliveryLedger);
    const deliver = container.get(DeliverAlert);
    const housekeeping = container.get(PostgresAlertHousekeeping);
    // the ledger also carries source-health notices to admins (ADR 0027), sent by their own sender
    const isNotice = container.get<IsSourceHealthDelivery>(IsSourceHealthDelivery);
    const jobs = new AlertDeliveryJobs({
      databaseUrl,
      planPending: () => planner.execute(),
      due: (now) => ledger.due(now),
      deliver: ledgerRowSender(isNotice, container.get(DeliverSourceHealthNotice), deliver),
      cleanUp: (now) => housekeeping.cleanUp(now),
      logger,
      watch: container.get<JobRunnerWatch>(JobWatch),
    });
    await jobs.start();
    return jobs;
  },
};
