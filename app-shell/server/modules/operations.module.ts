import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { JobHeartbeats } from '@newsdesk/adapters/jobs/job-heartbeats';
import { watchAll, type JobRunnerWatch } from '@newsdesk/adapters/jobs/job-runner-watch';
import { agendaJobQueueLag } from '@newsdesk/adapters/operations/job-queue-lag';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import type { Config } from '../config';
import { AppConfig, AppLogger, JobWatch, Orm } from '../tokens';

export const rolesOf = (config: Config): string[] => (['web', 'worker'] as const).filter((role) => config.roles[role]);

/**
 * The operator's view of this process (docs/operations.md, "Health and metrics"; ADR 0012): its
 * metrics (one registry per process), the heartbeats of its job runners, and the watch every job
 * runner reports to.
 */
export const operationsModule = new ContainerModule(({ bind }) => {
  bind(NewsdeskMetrics)
    .toDynamicValue((c) => {
      const config = c.get<Config>(AppConfig);
      const orm = c.get<MikroORM>(Orm);
      const logger = c.get<Logger>(AppLogger);
      const metrics = new NewsdeskMetrics({
        version: config.version,
        roles: rolesOf(config),
        onCollectError: (what, error) => logger.warn({ err: error, what }, 'a metric could not be read'),
      });
      // the ORM is connected (migrations ran) before the container is built
      void orm.em
        .getConnection()
        .getNativeClient()
        .then((pool) => metrics.watchPool('orm', () => pool))
        .catch((error: unknown) => logger.warn({ err: error }, 'the ORM pool is not watched'));
      // agenda's table exists once a worker has started its job runners
      if (config.roles.worker) metrics.watchJobQueue(agendaJobQueueLag(orm));
      return metrics;
    })
    .inSingletonScope();
  bind(JobHeartbeats)
    .toDynamicValue((c) => new JobHeartbeats(c.get<Config>(AppConfig).jobHeartbeatGraceMs))
    .inSingletonScope();
  bind<JobRunnerWatch>(JobWatch)
    .toDynamicValue((c) => watchAll(c.get(JobHeartbeats), c.get(NewsdeskMetrics)))
    .inSingletonScope();
});
