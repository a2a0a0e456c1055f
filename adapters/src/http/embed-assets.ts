import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Next } from 'koa';

export const EMBED_PREFIX = '/embed/';

/** Scripts other sites load with a <script> tag (web-widgets/scripts/build-standalone.mjs). */
export const EMBED_BUNDLES: readonly string[] = ['newsdesk-document-viewer.js', 'newsdesk-sports-widget.js'];

/** Where `npm run build:widgets` writes them in this repository. */
export const DEFAULT_EMBED_DIR = path.resolve(import.meta.dirname, '../../../web-widgets/dist/standalone');

/**
 * The URL is stable (hosts paste it into their pages), so the file cannot be cached forever:
 * five minutes lets a new release reach every host soon without a request per page view.
 */
const CACHE_CONTROL = 'public, max-age=300';

/** Serves the standalone widget bundles under /embed/ for pages on other origins. */
export const embedAssets = (embedDir: string) => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith(EMBED_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  const name = ctx.path.slice(EMBED_PREFIX.length);
  if (!EMBED_BUNDLES.includes(name)) return next();
  if (!existsSync(path.join(embedDir, name))) {
    ctx.status = 503;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'The Newsdesk embed scripts are not built yet: run `npm run build:widgets`.';
    return;
  }
  ctx.set('Cache-Control', CACHE_CONTROL);
  // A host page isolated with Cross-Origin-Embedder-Policy may only load resources that say so.
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  // A .br or .gz beside the script is sent as it is; without one, compression.ts compresses the
  // script on the way out (ADR 0016).
  await send(ctx, name, { root: embedDir, brotli: true, gzip: true });
};
