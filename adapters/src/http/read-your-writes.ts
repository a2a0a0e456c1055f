import type Koa from 'koa';
import { runWithReadFloor } from '../postgres/replicas/read-floor';
import { parseWalPosition } from '../postgres/replicas/wal-position';

/** Holds the primary's WAL position after the browser's last write (not a secret: at worst it sends reads to the primary). */
export const READ_AFTER_COOKIE = 'newsdesk_read_after';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Long enough for any replica that is not dropped for lag anyway (ReadReplicas' maxLagMs). */
const COOKIE_MS = 5 * 60_000;

/**
 * Read-your-writes with read replicas: after a successful write, the browser is told the primary's
 * WAL position (a cookie, so it holds across web processes behind a load balancer); its later
 * requests read only from replicas that have replayed that far (ReadReplicas), else from the
 * primary.
 */
export const readYourWrites =
  (primaryPosition: () => Promise<string>): Koa.Middleware =>
  async (ctx, next) => {
    await runWithReadFloor(parseWalPosition(ctx.cookies.get(READ_AFTER_COOKIE)), next);
    if (WRITES.has(ctx.method) && ctx.status < 400 && ctx.path.startsWith('/api/')) {
      const position = await primaryPosition().catch(() => null);
      if (position) ctx.cookies.set(READ_AFTER_COOKIE, position, { httpOnly: true, sameSite: 'lax', maxAge: COOKIE_MS, overwrite: true });
    }
  };
