import type { Context, Middleware, Next } from 'koa';
import type { RouteDefinition } from '../route-definition';
import { decayLag, judgeAdmission, type LoadNow, type SheddingLimits, type ShedReason } from './load-shedding';

export interface LoadShedderOptions {
  limits: SheddingLimits;
  /** Told of every shed request with its route pattern (the metric `newsdesk_http_requests_shed_total`). */
  onShed?: (shed: { route: string; reason: ShedReason }) => void;
  /** Told of each route guarded, so its shed counters can start at 0 (rate() needs a first sample). */
  onGuard?: (route: string) => void;
  /** How often the lag probe looks (ms); 20 by default. */
  probeIntervalMs?: number;
}

const BUSY_MESSAGE = 'Newsdesk is busy. Please try again in a few seconds.';

/**
 * Measures the load of this process and guards the expensive routes with the rule of
 * load-shedding.ts. The lag is a timer-drift probe: a timer due every 20 ms that fires late by
 * X ms means every callback queued now, a request's included, waits about X ms too. A plain
 * timer sees that as soon as the loop frees (perf_hooks' histogram would need a timer of its own
 * to be read anyway). The count of expensive requests is exact: raised when one is admitted,
 * lowered when its answer is done, whatever the outcome.
 */
export class LoadShedder {
  private lagMs = 0;
  private expensiveInFlight = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LoadShedderOptions) {}

  /** Starts the lag probe; the timer does not keep the process alive. */
  start(): this {
    if (this.timer) return this;
    const interval = this.options.probeIntervalMs ?? 20;
    let expected = performance.now() + interval;
    let last = performance.now();
    this.timer = setInterval(() => {
      const now = performance.now();
      this.lagMs = decayLag(this.lagMs, now - expected, now - last);
      last = now;
      expected = now + interval;
    }, interval);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  load(): LoadNow {
    return { lagMs: this.lagMs, expensiveInFlight: this.expensiveInFlight };
  }

  /** The guard of one route, placed before its session check and body parsing; none for a cheap route. */
  guard(route: Pick<RouteDefinition, 'cost' | 'path'>): Middleware | undefined {
    if (route.cost !== 'expensive') return undefined;
    this.options.onGuard?.(route.path);
    return async (ctx: Context, next: Next) => {
      const admission = judgeAdmission('expensive', this.load(), this.options.limits);
      if (!admission.admit) {
        this.options.onShed?.({ route: route.path, reason: admission.reason });
        ctx.status = 503;
        ctx.set('Retry-After', String(admission.retryAfterSeconds));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          message: BUSY_MESSAGE,
          code: 'server.busy',
          details: { retryAfterSeconds: admission.retryAfterSeconds, reason: admission.reason },
        };
        return;
      }
      this.expensiveInFlight += 1;
      try {
        await next();
      } finally {
        this.expensiveInFlight -= 1;
      }
    };
  }
}
