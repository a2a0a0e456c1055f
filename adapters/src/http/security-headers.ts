import type { Context, Next } from 'koa';

export interface SecurityHeaderOptions {
  /** Origins allowed to frame Newsdesk pages (CSP frame-ancestors); none by default. */
  frameAncestors: string[];
}

/**
 * Strict defaults for every response. The API docs page needs inline styles of Swagger UI,
 * which is the only relaxation, and only under /api/docs.
 */
export const securityHeaders = (options: SecurityHeaderOptions) => async (ctx: Context, next: Next) => {
  await next();
  // The sports widgets' iframe page (ADR 0009) is made to be framed by any site; nothing else is.
  const ancestors = ctx.path.startsWith('/embed/sports/') ? '*' : ["'self'", ...options.frameAncestors].join(' ');
  const styleSrc = ctx.path.startsWith('/api/docs') ? "'self' 'unsafe-inline'" : "'self'";
  // A route's own stricter policy (a stored source image's `sandbox`, ADR 0025) is kept beside this one: browsers enforce both.
  const own = ctx.response.get('Content-Security-Policy');
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSrc}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  ctx.set('Content-Security-Policy', own ? [policy, String(own)] : policy);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (options.frameAncestors.length === 0 && ancestors !== '*') ctx.set('X-Frame-Options', 'SAMEORIGIN');
  if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000');
};
