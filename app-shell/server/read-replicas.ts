import type Koa from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { readYourWrites } from '@newsdesk/adapters/http/read-your-writes';
import { createOrm } from '@newsdesk/adapters/postgres/orm';
import { primaryOnly, type ReadDatabase } from '@newsdesk/adapters/postgres/replicas/read-database';
import { ReadReplicas, type ReadReplica } from '@newsdesk/adapters/postgres/replicas/read-replicas';
import type { Config } from './config';

export interface OpenedReadReplicas {
  /** Where search, suggestions, related documents and counts read. */
  database: ReadDatabase;
  /** The HTTP part of read-your-writes; absent without replicas. */
  readYourWrites?: Koa.Middleware;
  stop(): Promise<void>;
}

/** Host and port of a URL, for logs (never the password). */
const replicaName = (url: string): string => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '5432'}`;
};

/**
 * The streaming standbys of DATABASE_READ_URL (docs/operations.md, "Read replicas"): one pool
 * each, their WAL positions polled, reads sent to a fresh one. A replica that cannot be reached at
 * start is retried by its pool; meanwhile the primary answers.
 */
export const openReadReplicas = async (config: Config, primary: MikroORM, logger: Logger): Promise<OpenedReadReplicas> => {
  if (config.databaseReadUrls.length === 0) return { database: primaryOnly(primary), stop: async () => undefined };
  const replicas: ReadReplica[] = await Promise.all(
    config.databaseReadUrls.map(async (url) => ({ name: replicaName(url), orm: await createOrm({ url }) })),
  );
  const reads = new ReadReplicas(primary, replicas, { maxLagMs: config.readMaxLagMs, logger });
  await reads.start();
  logger.info({ replicas: reads.status().map((r) => ({ name: r.name, healthy: r.healthy })) }, 'read replicas');
  return {
    database: reads,
    readYourWrites: readYourWrites(() => reads.primaryPosition()),
    stop: async () => {
      await reads.stop();
      for (const replica of replicas) await replica.orm.close(true).catch(() => undefined);
    },
  };
};
