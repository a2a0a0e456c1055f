import type http from 'node:http';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Config } from '../config';

/** What a background part of the process gets when it starts. */
export interface BackgroundContext {
  config: Config;
  container: Container;
  databaseUrl: string;
  logger: Logger;
  /** The HTTP server, for parts that serve on the same port (e.g. the /ws live socket). */
  server: http.Server;
}

export interface RunningWorker {
  /** Finishes running work, then releases connections; called once at shutdown, in reverse start order. */
  stop(): Promise<void>;
}

/**
 * One background part of a Newsdesk process (crawl scheduler, frequent terms, percolation,
 * deliveries, live socket). `roles` says in which process roles it runs.
 */
export interface BackgroundWorker {
  name: string;
  roles: readonly ('web' | 'worker')[];
  start(context: BackgroundContext): Promise<RunningWorker>;
}
