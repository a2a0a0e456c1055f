/**
 * A delivery worker in its own process, for the kill -9 test: joins the test's database and
 * sends through the test's fake Slack and SMTP server. Short claims and locks (3 s) so that a
 * restart takes over an interrupted delivery quickly. Prints "ready" when it runs.
 */
import { createOrm } from '../../postgres/orm';
import { buildAlertServices } from './alert-services';

const url = process.env.DATABASE_URL!;
const orm = await createOrm({ url, poolSize: 4 });
const services = buildAlertServices(
  { url, orm },
  {
    slackUrl: process.env.SLACK_API_URL!,
    smtpUrl: process.env.SMTP_URL!,
    // Slack answers after 800 ms in the crash test: the timeout leaves a loaded machine room, or the
    // SDK's retry would post again; every outbound call stays below half the claim and the lock.
    slackTimeoutMs: 5_000,
    policy: { claimMs: 12_000, backoffMs: () => 200 },
  },
);
const jobs = await services.startJobs({ lockLifetimeMs: 12_000, sweepEveryMs: 1_000 });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void jobs
    .stop(2_000)
    .then(() => orm.close(true))
    .finally(() => process.exit(0));
});
