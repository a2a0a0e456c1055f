import type { Context } from 'koa';
import { DomainError } from '@newsdesk/core/shared/domain-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfRefused = () =>
  new DomainError('forbidden', 'request.csrf', 'This request was refused because it did not come from Newsdesk.');

/**
 * Cross-site request forgery guard for cookie-authenticated writes: the browser's Origin
 * (or, without one, Sec-Fetch-Site) must say the request comes from Newsdesk itself or from
 * an origin the operator allowed (embedding tools). Clients that send neither header are not
 * browsers acting on someone's behalf, so they pass; SameSite=Lax cookies are the second line.
 */
export const assertSameOrigin = (ctx: Context, allowedOrigins: readonly string[]): void => {
  if (SAFE_METHODS.has(ctx.method)) return;
  const origin = ctx.get('Origin');
  if (origin) {
    // Not ctx.origin: in Koa 3 that echoes the request's Origin header.
    const own = `${ctx.protocol}://${ctx.host}`;
    if (origin === own || allowedOrigins.includes(origin)) return;
    throw csrfRefused();
  }
  const site = ctx.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') throw csrfRefused();
};
