import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Next } from 'koa';

const API_PREFIXES = ['/api', '/auth', '/locales', '/ws'];

/**
 * The web client's pages (spec §2 and app-shell/client/routes.tsx; a test in
 * app-shell/server/operations.int.test.ts keeps the two lists equal).
 */
export const CLIENT_PAGES: readonly string[] = [
  '/',
  '/login',
  '/dashboard',
  '/statistics',
  '/search',
  '/collections',
  '/glossary',
  '/administration',
  '/site-monitor',
  '/user-guide',
];

const ONE_YEAR_MS = 31_536_000_000;

/**
 * The build writes a .br and a .gz beside each text file (app-shell/client/vite.config.ts): send
 * picks the one the browser accepts, so no request spends CPU compressing the same file again;
 * koa-compress (compression.ts) leaves a body that already has a Content-Encoding alone.
 */
const PRECOMPRESSED = { brotli: true, gzip: true } as const;

/** A browser navigating (as opposed to a probe, a script or a fetch) asks for HTML. */
const wantsHtml = (ctx: Context) => /\btext\/html\b/.test(ctx.get('Accept'));

/**
 * Serves the built web client: its files, and index.html for its pages (/dashboard,
 * /search?docId=…) so they load on a fresh page. Any other path a browser navigates to also gets
 * index.html, with status 404, so the client shows its "page not found"; everything else (a
 * load balancer probing /health, a script) gets the JSON 404 — never the app with a 200.
 */
export const staticClient = (clientDir: string) => async (ctx: Context, next: Next) => {
  await next();
  if (ctx.body !== undefined || ctx.status !== 404) return;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
  if (API_PREFIXES.some((prefix) => ctx.path === prefix || ctx.path.startsWith(`${prefix}/`))) return;
  const isAsset = path.extname(ctx.path) !== '';
  const isPage = !isAsset && CLIENT_PAGES.includes(ctx.path.replace(/(.)\/+$/, '$1'));
  if (!isAsset && !isPage && !wantsHtml(ctx)) return;
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    ctx.status = 503;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'The Newsdesk web client is not built yet: run `npm run build` (npm start does it for you).';
    return;
  }
  try {
    if (isAsset) {
      // Vite names everything under /assets/ by its content hash: a new build is a new URL, so
      // the browser may keep a file for a year without asking again (ADR 0016).
      const hashed = ctx.path.startsWith('/assets/');
      await send(ctx, ctx.path, {
        root: clientDir,
        immutable: hashed,
        maxage: hashed ? ONE_YEAR_MS : 0,
        ...PRECOMPRESSED,
      });
      ctx.state.route = '(asset)';
      return;
    }
  } catch {
    // fall through to the 404 mapping
  }
  if (isAsset) return;
  ctx.set('Cache-Control', 'no-cache');
  await send(ctx, 'index.html', { root: clientDir, ...PRECOMPRESSED });
  ctx.state.route = '(page)';
  if (!isPage) ctx.status = 404;
};
