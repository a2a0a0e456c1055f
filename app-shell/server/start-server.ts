import http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import pino, { type Logger } from 'pino';
import type { Container } from 'inversify';
import { createHttpApp } from '@newsdesk/adapters/http/create-http-app';
import type { RouteDefinition } from '@newsdesk/adapters/http/route-definition';
import { demoFeedRoutes } from '@newsdesk/adapters/http/demo/demo-feed.routes';
import { systemRoutes } from '@newsdesk/adapters/http/system.routes';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@newsdesk/adapters/postgres/embedded-postgres';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { AuthenticateSession } from '@newsdesk/core/identity/authenticate-session';
import { EnsureDemoUsers } from '@newsdesk/core/identity/ensure-demo-users';
import { backgroundWorkers } from './background';
import type { RunningWorker } from './background/background-worker';
import { seedDemoNewsroom } from './demo/seed-demo-newsroom';
import type { Config } from './config';
import { buildContainer } from './container';
import { demoDatabaseOptions } from './open-database';
import { operatorHttp } from './operator-http';
import { openReadReplicas, type OpenedReadReplicas } from './read-replicas';
import { HttpRoutes } from './tokens';

export interface RunningServer {
  url: string;
  port: number;
  databaseUrl: string;
  container: Container;
  routes: RouteDefinition[];
  /** What the HTTP router really answers (method + path). */
  registeredRoutes(): { method: string; path: string }[];
  logger: Logger;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /**
   * Runs on the container before anything is resolved from it. Tests wrap a port here (a counting
   * PasswordHasher around the real one, login-throttle.int.test.ts); a production start passes nothing.
   */
  beforeResolve?: (container: Container) => void;
}

/** Starts everything one Newsdesk process runs: database (embedded in demo mode), migrations, HTTP. */
export const startServer = async (
  config: Config,
  logger: Logger = pino({ level: config.logLevel }),
  options: StartServerOptions = {},
): Promise<RunningServer> => {
  let embedded: EmbeddedDatabase | undefined;
  let orm: MikroORM | undefined;
  let replicas: OpenedReadReplicas | undefined;
  let shedder: { stop(): void } | undefined;
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      logger.info('starting the embedded PostgreSQL');
      // shared with the command-line tools and recovered after a crash (ADR 0011)
      embedded = await startEmbeddedPostgres({ ...demoDatabaseOptions(config, 'npm start'), log: (line) => logger.warn(line) });
      databaseUrl = embedded.url;
    }
    orm = await createOrm({ url: databaseUrl });
    const applied = await migrate(orm);
    if (applied.length) logger.info({ migrations: applied }, 'migrations applied');

    // reads go to streaming standbys when DATABASE_READ_URL names some; web processes only serve them
    replicas = config.roles.web ? await openReadReplicas(config, orm, logger) : undefined;
    const container = buildContainer(config, orm, logger, replicas?.database);
    options.beforeResolve?.(container);
    if (config.demo) await container.get(EnsureDemoUsers).execute(config.demoPassword);

    const contextRoutes = [
      ...container.getAll<RouteDefinition[]>(HttpRoutes).flat(),
      ...(config.demo ? demoFeedRoutes(() => new Date(), config.publicUrl) : []),
    ];
    const routes = [
      ...contextRoutes,
      ...systemRoutes({ localesDir: config.localesDir, version: config.version, routes: () => contextRoutes }),
    ];
    const authenticate = container.get(AuthenticateSession);
    const operator = operatorHttp(container);
    shedder = operator.loadShedding;
    const { app, registeredRoutes } = createHttpApp({
      routes,
      authenticate: (token) => authenticate.execute(token),
      logger,
      clientDir: config.clientDir,
      embedDir: config.embedDir,
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
      ...operator,
      readYourWrites: replicas?.readYourWrites,
    });
    const server = http.createServer(app.callback());
    server.requestTimeout = 30_000;
    server.headersTimeout = 20_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const port = (server.address() as { port: number }).port;
    const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;

    if (config.demo) {
      await seedDemoNewsroom(container, { baseUrl: `http://127.0.0.1:${port}`, databaseUrl, documents: config.demoDocuments, logger });
    }
    const running: { name: string; worker: RunningWorker }[] = [];
    for (const worker of backgroundWorkers) {
      if (!worker.roles.some((role) => config.roles[role])) continue;
      running.push({ name: worker.name, worker: await worker.start({ config, container, databaseUrl, logger, server }) });
    }

    const openOrm = orm;
    const openReplicas = replicas;
    let stopping: Promise<void> | undefined;
    /** Each step runs even when an earlier one failed: a shutdown always ends with PostgreSQL stopped. */
    const step = async (name: string, work: () => Promise<unknown> | undefined) => {
      try {
        await work();
      } catch (error) {
        logger.warn({ err: error, step: name }, 'shutdown step failed');
      }
    };
    const stop = () =>
      (stopping ??= (async () => {
        await step(
          'http',
          () =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeIdleConnections();
              setTimeout(() => server.closeAllConnections(), 5_000).unref();
            }),
        );
        // running work (crawls: up to 30 s) finishes before the pool closes; the workers drain
        // together, so a shutdown takes the longest drain, not their sum (docs/operations.md, systemd)
        await Promise.all(running.map(({ name, worker }) => step(name, () => worker.stop())));
        await step('load shedding', async () => shedder?.stop());
        await step('read replicas', () => openReplicas?.stop());
        await step('database pool', () => openOrm.close(true));
        await step('embedded PostgreSQL', () => embedded?.stop());
      })());

    return { url: `http://${shownHost}:${port}`, port, databaseUrl, container, routes, registeredRoutes, logger, stop };
  } catch (error) {
    shedder?.stop();
    await replicas?.stop().catch(() => undefined);
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
};
