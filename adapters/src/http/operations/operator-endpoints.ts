import { timingSafeEqual, createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { ReadinessReport } from '../../operations/readiness';

export interface OperatorEndpointsDeps {
  version: string;
  roles: readonly string[];
  readiness: () => Promise<ReadinessReport>;
  metrics: { render(): Promise<string>; contentType: string };
  /** NEWSDESK_METRICS_TOKEN: /metrics wants `Authorization: Bearer <token>`; unset = open (firewall it). */
  metricsToken: string | undefined;
}

const PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const sameSecret = (given: string, expected: string) =>
  // hashed first: timingSafeEqual needs equal lengths, and the length must not leak either
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

const bearerToken = (ctx: Context): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'))?.[1];

/**
 * The operator's view of a process (docs/operations.md, "Health and metrics"): /healthz (alive;
 * no database call), /readyz (can do its work: 200, or 503 naming each failing check) and
 * /metrics (Prometheus). Answered before sessions, CSRF and the web client: a load balancer sends
 * no cookie, and a dead database must not turn a probe into a 500.
 */
export const operatorEndpoints = (deps: OperatorEndpointsDeps) => async (ctx: Context, next: Next) => {
  if (!PATHS.has(ctx.path)) return next();
  ctx.state.route = ctx.path;
  ctx.state.routine = true;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.set('Allow', 'GET, HEAD');
    ctx.status = 405;
    return;
  }
  ctx.set('Cache-Control', 'no-store');
  if (ctx.path === '/healthz') {
    ctx.body = { status: 'ok', version: deps.version, roles: deps.roles, uptimeSeconds: Math.round(process.uptime()) };
  } else if (ctx.path === '/readyz') {
    const report = await deps.readiness();
    const failing = report.checks.filter((c) => !c.ok).map((c) => c.name);
    ctx.status = report.ready ? 200 : 503;
    ctx.body = report.ready
      ? { status: 'ready', checks: report.checks }
      : { status: 'not_ready', message: `Not ready: ${failing.join(', ')}.`, code: 'server.not_ready', failing, checks: report.checks };
  } else {
    if (deps.metricsToken !== undefined) {
      const token = bearerToken(ctx);
      if (!token || !sameSecret(token, deps.metricsToken)) {
        ctx.set('WWW-Authenticate', 'Bearer realm="newsdesk-metrics"');
        ctx.status = 401;
        ctx.body = { message: 'The metrics need the bearer token of NEWSDESK_METRICS_TOKEN.', code: 'metrics.unauthorized' };
        return;
      }
    }
    ctx.type = deps.metrics.contentType;
    ctx.body = await deps.metrics.render();
  }
};
