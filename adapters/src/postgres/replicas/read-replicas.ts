import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ReadDatabase } from './read-database';
import { currentReadFloor } from './read-floor';
import { parseWalPosition } from './wal-position';

export interface ReadReplica {
  /** For logs and metrics: the host and port, never the password. */
  name: string;
  orm: MikroORM;
}

interface ReplicaState {
  replica: ReadReplica;
  healthy: boolean;
  /** What the replica has replayed (a promoted one: what it has written). */
  replayed: bigint | null;
}

export interface ReadReplicaOptions {
  /** How often the primary's and each replica's WAL positions are read (default 250 ms). */
  pollMs?: number;
  /** A replica further behind the primary than this is not read (default 30 s). */
  maxLagMs?: number;
  logger?: Logger;
  now?: () => number;
  /** Told where each read went (the metrics). */
  onRead?: (target: 'primary' | 'replica') => void;
}

const POLL_TIMEOUT_MS = 2_000;

/**
 * Reads on streaming standbys (DATABASE_READ_URL), writes and everything else on the primary
 * (docs/operations.md, "Read replicas"). A replica is read only when it is healthy, at most
 * `maxLagMs` behind the primary, and has replayed the request's read floor (the user's last
 * write, read-floor.ts), so whoever just saved something sees it. Replicas take turns. A read
 * that fails on a replica for a reason of the replica (lost connection, a conflict with recovery)
 * is answered by the primary instead, and the replica is skipped until its next good poll.
 */
export class ReadReplicas implements ReadDatabase {
  private readonly states: ReplicaState[];
  /** The primary's WAL position over the last `maxLagMs` and a little more, oldest first. */
  private history: { at: number; position: bigint }[] = [];
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly primary: MikroORM,
    replicas: readonly ReadReplica[],
    private readonly options: ReadReplicaOptions = {},
  ) {
    this.states = replicas.map((replica) => ({ replica, healthy: false, replayed: null }));
  }

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 250);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.polling;
  }

  /**
   * The primary's current WAL position, as text (set as the user's read floor after a write). The
   * insert position, not the written one: an asynchronously committed write (bulk loads) may not be
   * written out yet, and a standby must replay it all the same.
   */
  async primaryPosition(): Promise<string> {
    const [row] = await this.primary.em.fork().execute<{ lsn: string }[]>('select pg_current_wal_insert_lsn()::text as lsn');
    return row!.lsn;
  }

  async read<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
    const chosen = this.choose();
    if (!chosen) {
      this.options.onRead?.('primary');
      return work(this.primary);
    }
    try {
      const result = await work(chosen.replica.orm);
      this.options.onRead?.('replica');
      return result;
    } catch (error) {
      if (!isReplicaProblem(error)) throw error;
      chosen.healthy = false;
      this.options.logger?.warn({ err: error, replica: chosen.replica.name }, 'read replica failed; answered by the primary');
      this.options.onRead?.('primary');
      return work(this.primary);
    }
  }

  /** Each replica as last polled (for readiness and tests). */
  status(): { name: string; healthy: boolean; replayed: bigint | null }[] {
    return this.states.map((s) => ({ name: s.replica.name, healthy: s.healthy, replayed: s.replayed }));
  }

  /** Reads every WAL position once (also called by tests to skip the wait for the timer). */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    const now = this.now();
    const primary = await withTimeout(this.primaryPosition()).catch(() => null);
    const position = parseWalPosition(primary);
    if (position !== null) {
      this.history.push({ at: now, position });
      const keepFrom = now - this.maxLagMs() - 5 * (this.options.pollMs ?? 250);
      while (this.history.length > 1 && this.history[1]!.at <= keepFrom) this.history.shift();
    }
    await Promise.all(
      this.states.map(async (state) => {
        try {
          const [row] = await withTimeout(
            state.replica.orm.em
              .fork()
              .execute<{ position: string | null }[]>(
                `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as position`,
              ),
          );
          state.replayed = parseWalPosition(row?.position);
          if (!state.healthy && state.replayed !== null) this.options.logger?.info({ replica: state.replica.name }, 'read replica in use');
          state.healthy = state.replayed !== null;
        } catch (error) {
          if (state.healthy)
            this.options.logger?.warn({ err: error, replica: state.replica.name }, 'read replica unreachable; reads go to the primary');
          state.healthy = false;
        }
      }),
    );
  }

  /** A fresh enough replica for this request, taking turns; undefined = the primary. */
  private choose(): ReplicaState | undefined {
    if (this.states.length === 0) return undefined;
    const floor = max(currentReadFloor(), this.lagFloor());
    for (let i = 0; i < this.states.length; i += 1) {
      const state = this.states[(this.turn + i) % this.states.length]!;
      if (state.healthy && state.replayed !== null && (floor === null || state.replayed >= floor)) {
        this.turn = (this.turn + i + 1) % this.states.length;
        return state;
      }
    }
    return undefined;
  }

  /** What the primary had written `maxLagMs` ago (or at the first poll): a replica must have replayed it. */
  private lagFloor(): bigint | null {
    const before = this.now() - this.maxLagMs();
    let floor: bigint | null = this.history[0]?.position ?? null;
    for (const entry of this.history) if (entry.at <= before) floor = entry.position;
    return floor;
  }

  private maxLagMs(): number {
    return this.options.maxLagMs ?? 30_000;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

const max = (a: bigint | null, b: bigint | null): bigint | null => (a === null ? b : b === null ? a : a > b ? a : b);

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${POLL_TIMEOUT_MS} ms`)), POLL_TIMEOUT_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * An error of the replica rather than of the query: its connection (class 08, refused or reset
 * sockets, a shutdown, 57P0x) or a query cancelled by a conflict with WAL replay (40001 on a hot
 * standby). The primary can answer those.
 */
export const isReplicaProblem = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string } | null;
  const code = e?.code ?? '';
  return (
    code.startsWith('08') ||
    ['57P01', '57P02', '57P03', '40001', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code) ||
    /Connection terminated|connection is closed|Client has encountered a connection error/i.test(e?.message ?? '')
  );
};
