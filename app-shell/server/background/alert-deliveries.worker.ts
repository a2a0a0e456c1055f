import { AlertDeliveryJobs } from '@newsdesk/adapters/alerts/alert-delivery-jobs';
import { PostgresAlertPlanner } from '@newsdesk/adapters/alerts/postgres-alert-planner';
import { PostgresDeliveryLedger } from '@newsdesk/adapters/alerts/postgres-delivery-ledger';
import { DeliverAlert } from '@newsdesk/core/alerts/deliver-alert';
import type { BackgroundWorker } from './background-worker';

/** Plans collection matches into alert deliveries and sends them to Slack and by e-mail (ADR 0007). */
export const alertDeliveriesWorker: BackgroundWorker = {
  name: 'alert deliveries',
  roles: ['worker'],
  start: async ({ container, databaseUrl, logger }) => {
    const planner = container.get(PostgresAlertPlanner);
    const ledger = container.get(PostgresDeliveryLedger);
    const deliver = container.get(DeliverAlert);
    const jobs = new AlertDeliveryJobs({
      databaseUrl,
      planPending: () => planner.planPending(),
      due: (now) => ledger.due(now),
      deliver: (id) => deliver.execute(id),
      logger,
    });
    await jobs.start();
    return jobs;
  },
};
