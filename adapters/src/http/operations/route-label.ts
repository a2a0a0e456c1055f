import type { Context } from 'koa';

/**
 * The `route` label of a request in the HTTP metrics: the router's pattern
 * (`/api/documents/:id`), a name given by the middleware that answered (`/healthz`, `(page)`,
 * `(asset)`), `/embed/*`, or `(unmatched)` — never the raw URL, whose ids and typos would make
 * one time series per request (ADR 0012).
 */
export const routeLabel = (ctx: Context): string => {
  const named = (ctx.state as { route?: unknown }).route;
  if (typeof named === 'string') return named;
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path.startsWith('/embed/') && ctx.status < 400) return '/embed/*';
  return '(unmatched)';
};
