import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import type { Logger } from 'pino';
import type { AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import { buildRouter } from './build-router';
import { compression } from './compression';
import { cors } from './cors';
import { DEFAULT_EMBED_DIR, embedAssets } from './embed-assets';
import { errorMapper } from './error-mapper';
import type { LoadShedder } from './operations/load-shedder';
import { routeLabel } from './operations/route-label';
import { JSON_BODY_MAX_BYTES } from './request-limits';
import type { RouteDefinition } from './route-definition';
import { securityHeaders } from './security-headers';
import { staticClient } from './static-client';

export interface HttpAppOptions {
  routes: RouteDefinition[];
  authenticate: (token: string | undefined) => Promise<AuthenticatedSession>;
  logger: Logger;
  /** Built web client (app-shell/client/dist); optional for API-only processes. */
  clientDir?: string;
  /** Standalone widget scripts served under /embed/; defaults to web-widgets/dist/standalone when clientDir is set. */
  embedDir?: string;
  /** Origins of other newsroom tools allowed to call the API with the user's cookie (CORS), to write and to frame pages. */
  allowedOrigins: string[];
  /** Trust X-Forwarded-* from a reverse proxy (client IP, TLS). */
  trustProxy: boolean;
  jsonLimit?: string | number;
  /** /healthz, /readyz and /metrics (operations/operator-endpoints.ts), answered before sessions and the web client. */
  operatorEndpoints?: Koa.Middleware;
  /** Read-your-writes when reads go to replicas (read-your-writes.ts); absent without DATABASE_READ_URL. */
  readYourWrites?: Koa.Middleware;
  /** Sheds the expensive routes' requests when the process falls behind (operations/load-shedder.ts). */
  loadShedding?: Pick<LoadShedder, 'guard'>;
  /** Told of every answered request with its route pattern (the HTTP metrics). */
  onRequestDone?: (request: { method: string; route: string; status: number; seconds: number }) => void;
}

const requestContext = (logger: Logger, onRequestDone: HttpAppOptions['onRequestDone']) => async (ctx: Koa.Context, next: Koa.Next) => {
  const requestId = randomUUID();
  ctx.state.requestId = requestId;
  ctx.set('X-Request-Id', requestId);
  const started = performance.now();
  try {
    await next();
  } finally {
    const ms = performance.now() - started;
    // probes and scrapes every few seconds would drown the other lines: debug when they succeed
    const level = ctx.state.routine === true && ctx.status < 400 ? 'debug' : 'info';
    logger[level]({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms) }, 'request');
    onRequestDone?.({ method: ctx.method, route: routeLabel(ctx), status: ctx.status, seconds: ms / 1000 });
  }
};

export interface HttpApp {
  app: Koa;
  /** Every method + path the router answers (HEAD omitted), to check that none is unguarded. */
  registeredRoutes(): { method: string; path: string }[];
}

export const createHttpApp = (options: HttpAppOptions): HttpApp => {
  const app = new Koa({ proxy: options.trustProxy });
  const router = buildRouter({
    routes: options.routes,
    authenticate: options.authenticate,
    allowedOrigins: options.allowedOrigins,
    jsonLimit: options.jsonLimit ?? JSON_BODY_MAX_BYTES,
    ...(options.loadShedding ? { shedding: (route: RouteDefinition) => options.loadShedding?.guard(route) } : {}),
  });
  // Errors never reach Koa's default handler (which would print stacks to stderr).
  app.silent = true;
  app.use(requestContext(options.logger, options.onRequestDone));
  app.use(securityHeaders({ frameAncestors: options.allowedOrigins }));
  app.use(cors({ allowedOrigins: options.allowedOrigins }));
  // outside the error mapper, so error bodies are compressed too (ADR 0016)
  app.use(compression());
  app.use(errorMapper(options.logger));
  if (options.operatorEndpoints) app.use(options.operatorEndpoints);
  const embedDir = options.embedDir ?? (options.clientDir ? DEFAULT_EMBED_DIR : undefined);
  if (embedDir) app.use(embedAssets(embedDir));
  if (options.clientDir) app.use(staticClient(options.clientDir));
  if (options.readYourWrites) app.use(options.readYourWrites);
  app.use(router.routes());
  app.use(router.allowedMethods());
  const registeredRoutes = () =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method: method.toLowerCase(), path: String(layer.path) })),
    );
  return { app, registeredRoutes };
};
