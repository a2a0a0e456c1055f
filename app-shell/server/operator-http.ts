import type { MikroORM } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import type { HttpAppOptions } from '@newsdesk/adapters/http/create-http-app';
import { LoadShedder } from '@newsdesk/adapters/http/operations/load-shedder';
import { SHED_REASONS } from '@newsdesk/adapters/http/operations/load-shedding';
import { operatorEndpoints } from '@newsdesk/adapters/http/operations/operator-endpoints';
import { JobHeartbeats } from '@newsdesk/adapters/jobs/job-heartbeats';
import { NewsdeskMetrics } from '@newsdesk/adapters/operations/newsdesk-metrics';
import { backgroundJobsCheck, databaseCheck, migrationsCheck } from '@newsdesk/adapters/operations/postgres-readiness';
import { checkReadiness } from '@newsdesk/adapters/operations/readiness';
import { migrations } from '@newsdesk/adapters/postgres/migrations/index';
import type { Config } from './config';
import { rolesOf } from './modules/operations.module';
import { AppConfig, Orm } from './tokens';

/** A probe waits at most this long for any one check (a load balancer's own timeout is usually a few seconds). */
const CHECK_TIMEOUT_MS = 2_000;

/** What the HTTP app needs for /healthz, /readyz, /metrics, the request metrics and load shedding (started: stop it at shutdown). */
export const operatorHttp = (
  container: Container,
): Required<Pick<HttpAppOptions, 'operatorEndpoints' | 'onRequestDone'>> & { loadShedding: LoadShedder } => {
  const config = container.get<Config>(AppConfig);
  const orm = container.get<MikroORM>(Orm);
  const metrics = container.get(NewsdeskMetrics);
  const checks = [
    databaseCheck(orm),
    migrationsCheck(
      orm,
      migrations.map((m) => m.name),
    ),
    // only a worker runs background jobs; a web process is ready without them
    ...(config.roles.worker ? [backgroundJobsCheck(container.get(JobHeartbeats))] : []),
  ];
  return {
    operatorEndpoints: operatorEndpoints({
      version: config.version,
      roles: rolesOf(config),
      readiness: () => checkReadiness(checks, CHECK_TIMEOUT_MS),
      metrics,
      metricsToken: config.metricsToken,
    }),
    onRequestDone: (request) => metrics.requestDone(request),
    loadShedding: new LoadShedder({
      limits: config.loadShedding,
      onShed: (shed) => metrics.requestShed(shed),
      onGuard: (route) => {
        for (const reason of SHED_REASONS) metrics.requestShed({ route, reason }, 0);
      },
    }).start(),
  };
};
