import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobRunnerWatch } from '../jobs/job-runner-watch';

/** What a pg pool tells about itself (pg.Pool has these). */
export interface PoolUsage {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** The age of the oldest due job that no runner has started, per agenda job name. */
export type JobQueueLag = () => Promise<{ job: string; seconds: number }[]>;

export type IngestionOutcomeLabel = 'new' | 'duplicate' | 'updated' | 'skipped' | 'error';

export interface NewsdeskMetricsOptions {
  version: string;
  roles: readonly string[];
  /** Told when a value cannot be read at scrape time (the scrape itself still answers). */
  onCollectError?: (what: string, error: unknown) => void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const READ_TIMEOUT_MS = 1_000;
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
const SECONDS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SECONDS_MATCH = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const SECONDS_JOB_DELAY = [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600];

/**
 * The Prometheus metrics of one Newsdesk process (docs/operations.md, "Health and metrics";
 * ADR 0012). One registry per instance, never prom-client's global one, so several servers in one
 * test process do not collide. Labels take only bounded values: route patterns, never raw URLs.
 */
export class NewsdeskMetrics implements JobRunnerWatch {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly httpShed: Counter<'route' | 'reason'>;
  private readonly documentsIngested: Counter<'outcome'>;
  private readonly percolationDocument: Histogram;
  private readonly percolationBatch: Histogram;
  private readonly alertDeliveries: Counter<'channel' | 'outcome'>;
  private readonly jobStartDelay: Histogram<'job'>;
  private readonly pools = new Map<string, () => PoolUsage>();
  private readonly lastPoll = new Map<string, number>();
  private liveSockets: (() => number) | null = null;
  private jobQueueLag: JobQueueLag | null = null;

  constructor(private readonly options: NewsdeskMetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    // gauges that prom-client names like counters: promtool's lint refuses them (ADR 0012)
    for (const name of MISNAMED_DEFAULTS) this.registry.removeSingleMetric(name);
    new Gauge({
      name: 'newsdesk_build_info',
      help: 'Always 1: the version and roles of this process',
      labelNames: ['version', 'roles'],
      registers,
    }).set({ version: options.version, roles: [...options.roles].sort().join(',') }, 1);
    this.httpDuration = new Histogram({
      name: 'newsdesk_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS_HTTP,
      registers,
    });
    this.httpShed = new Counter({
      name: 'newsdesk_http_requests_shed_total',
      help: 'Requests of expensive routes refused with 503 server.busy because the process was behind, by route pattern and reason',
      labelNames: ['route', 'reason'],
      registers,
    });
    this.documentsIngested = new Counter({
      name: 'newsdesk_documents_ingested_total',
      help: 'Articles through ingestion, by outcome',
      labelNames: ['outcome'],
      registers,
    });
    this.percolationDocument = new Histogram({
      name: 'newsdesk_percolation_document_duration_seconds',
      help: 'Matching one new document against every collection (in memory)',
      buckets: SECONDS_MATCH,
      registers,
    });
    this.percolationBatch = new Histogram({
      name: 'newsdesk_percolation_batch_duration_seconds',
      help: 'One percolation transaction: claim documents, match, record the matches',
      buckets: SECONDS_HTTP,
      registers,
    });
    this.alertDeliveries = new Counter({
      name: 'newsdesk_alert_deliveries_total',
      help: 'Alert delivery attempts by channel and outcome',
      labelNames: ['channel', 'outcome'],
      registers,
    });
    this.jobStartDelay = new Histogram({
      name: 'newsdesk_job_start_delay_seconds',
      help: 'How long after its due time a background job was claimed to run',
      labelNames: ['job'],
      buckets: SECONDS_JOB_DELAY,
      registers,
    });
    this.scrapeTimeGauges(registers);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The text exposition format for /metrics. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  requestDone(request: { method: string; route: string; status: number; seconds: number }): void {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    this.httpDuration.observe({ method, route: request.route, status: String(request.status) }, request.seconds);
  }

  /** A request of an expensive route shed by load shedding (http/operations/load-shedder.ts); `count` 0 makes the series exist from the start. */
  requestShed(shed: { route: string; reason: string }, count = 1): void {
    this.httpShed.inc({ route: shed.route, reason: shed.reason }, count);
  }

  documentIngested(outcome: IngestionOutcomeLabel): void {
    this.documentsIngested.inc({ outcome });
  }

  documentPercolated(seconds: number): void {
    this.percolationDocument.observe(seconds);
  }

  batchPercolated(seconds: number): void {
    this.percolationBatch.observe(seconds);
  }

  alertDelivered(channel: string, outcome: string): void {
    this.alertDeliveries.inc({ channel, outcome });
  }

  /** The live socket server of this process (web role). */
  watchLiveSockets(count: () => number): void {
    this.liveSockets = count;
  }

  /** Read synchronously at the start of a scrape, before the scrape's own queries take connections. */
  watchPool(name: string, pool: () => PoolUsage): void {
    this.pools.set(name, pool);
  }

  /** The shared job table's oldest due job (worker role). */
  watchJobQueue(lag: JobQueueLag): void {
    this.jobQueueLag = lag;
  }

  started(runner: string, details: { pool: PoolUsage; at: Date }): void {
    this.watchPool(runner, () => details.pool);
    this.lastPoll.set(runner, details.at.getTime());
  }

  polled(runner: string, at: Date): void {
    this.lastPoll.set(runner, at.getTime());
  }

  claimed(job: string, lateByMs: number): void {
    this.jobStartDelay.observe({ job }, lateByMs / 1000);
  }

  /** Values read when Prometheus scrapes; a value that cannot be read is left out, the scrape still answers. */
  private scrapeTimeGauges(registers: Registry[]): void {
    const metrics = this;
    new Gauge({
      name: 'newsdesk_live_sockets',
      help: 'Live notification sockets (/ws) open on this process',
      registers,
      collect() {
        if (metrics.liveSockets) this.set(metrics.liveSockets());
      },
    });
    new Gauge({
      name: 'newsdesk_db_pool_connections',
      help: 'PostgreSQL connections of each pool of this process, by state (busy, idle) and the pool maximum (max)',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const [pool, usage] of metrics.poolUsage()) {
          this.set({ pool, state: 'busy' }, usage.totalCount - usage.idleCount);
          this.set({ pool, state: 'idle' }, usage.idleCount);
          if (usage.options.max !== undefined) this.set({ pool, state: 'max' }, usage.options.max);
        }
      },
    });
    new Gauge({
      name: 'newsdesk_db_pool_waiting_clients',
      help: 'Queries waiting for a free connection, per pool',
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const [pool, usage] of metrics.poolUsage()) this.set({ pool }, usage.waitingCount);
      },
    });
    new Gauge({
      name: 'newsdesk_job_runner_last_poll_age_seconds',
      help: "Since each job runner's processing loop last looked for due jobs (the readiness heartbeat)",
      labelNames: ['runner'],
      registers,
      collect() {
        this.reset();
        const now = Date.now();
        for (const [runner, at] of metrics.lastPoll) this.set({ runner }, Math.max(0, now - at) / 1000);
      },
    });
    new Gauge({
      name: 'newsdesk_job_oldest_due_seconds',
      help: 'Age of the oldest due background job that nobody has started, per job name (0: none waiting)',
      labelNames: ['job'],
      registers,
      async collect() {
        this.reset();
        const lag = metrics.jobQueueLag;
        const rows = lag ? await metrics.read('job queue', lag) : undefined;
        for (const { job, seconds } of rows ?? []) this.set({ job }, seconds);
      },
    });
  }

  private poolUsage(): [string, PoolUsage][] {
    const usage: [string, PoolUsage][] = [];
    for (const [pool, read] of this.pools) {
      try {
        const { totalCount, idleCount, waitingCount, options } = read();
        usage.push([pool, { totalCount, idleCount, waitingCount, options: { max: options.max } }]);
      } catch (error) {
        this.options.onCollectError?.(`pool ${pool}`, error);
      }
    }
    return usage;
  }

  /** A scrape waits at most a second for any one value: an unreachable database must not hang /metrics. */
  private async read<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        read(),
        new Promise<never>(
          (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within 1 s`)), READ_TIMEOUT_MS)),
        ),
      ]);
    } catch (error) {
      this.options.onCollectError?.(what, error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
