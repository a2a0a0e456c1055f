import type { Context, Next } from 'koa';

export interface CorsOptions {
  /** Exact origins (scheme://host[:port]) of other newsroom tools, e.g. a CMS embedding widgets. */
  allowedOrigins: readonly string[];
}

/** A day is Chromium's cap anyway; ten minutes keeps a removed origin from lingering long. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Lets widgets embedded on an allowed origin call the API with the user's cookie
 * (`credentials: 'include'`). Credentialed CORS needs the exact origin echoed, never `*`.
 * Everyone else gets no CORS headers at all, so their browsers keep the answers from them;
 * writes are still refused separately by the CSRF guard for origins not in the list.
 */
export const cors = ({ allowedOrigins }: CorsOptions) => {
  const allowed = new Set(allowedOrigins);
  return async (ctx: Context, next: Next) => {
    // Caches must not hand one origin's answer (with its Allow-Origin) to another.
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (!origin || !allowed.has(origin)) return next();
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      ctx.status = 204;
      return;
    }
    // The API client reads these (rate-limit wait, request id in error reports).
    ctx.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
    await next();
  };
};
