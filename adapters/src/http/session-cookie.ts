import type { Context } from 'koa';

export const SESSION_COOKIE = 'nd_session';

export const readSessionToken = (ctx: Context): string | undefined => ctx.cookies.get(SESSION_COOKIE) || undefined;

/** httpOnly + SameSite=Lax, Secure whenever the request came over TLS (directly or via a trusted proxy). */
export const writeSessionCookie = (ctx: Context, token: string): void => {
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/', overwrite: true });
};

export const clearSessionCookie = (ctx: Context): void => {
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/', maxAge: 0, overwrite: true });
};
