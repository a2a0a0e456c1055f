import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Next } from 'koa';

const API_PREFIXES = ['/api', '/auth', '/locales', '/ws'];

/**
 * Serves the built web client; every other GET that is not an API path gets index.html,
 * so client-side routes (/dashboard, /search?docId=…) load on a fresh page.
 */
export const staticClient = (clientDir: string) => async (ctx: Context, next: Next) => {
  await next();
  if (ctx.body !== undefined || ctx.status !== 404) return;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
  if (API_PREFIXES.some((prefix) => ctx.path === prefix || ctx.path.startsWith(`${prefix}/`))) return;
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    ctx.status = 503;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'The Newsdesk web client is not built yet: run `npm run build` (npm start does it for you).';
    return;
  }
  const isAsset = path.extname(ctx.path) !== '';
  try {
    if (isAsset) {
      await send(ctx, ctx.path, { root: clientDir, immutable: ctx.path.startsWith('/assets/'), maxage: ctx.path.startsWith('/assets/') ? 31_536_000_000 : 0 });
      return;
    }
  } catch {
    // fall through to the 404 mapping
  }
  if (isAsset) return;
  ctx.set('Cache-Control', 'no-cache');
  await send(ctx, 'index.html', { root: clientDir });
};
