import { z } from 'zod';
import type { ChangeColorScheme } from '@newsdesk/core/identity/change-color-scheme';
import type { ChangeLanguage } from '@newsdesk/core/identity/change-language';
import type { CloseSessionPage } from '@newsdesk/core/identity/close-session-page';
import { toUserView, type AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import type { ListUsers } from '@newsdesk/core/identity/list-users';
import type { LogIn } from '@newsdesk/core/identity/log-in';
import type { LogOut } from '@newsdesk/core/identity/log-out';
import type { RefreshSession } from '@newsdesk/core/identity/refresh-session';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from '../session-cookie';
import {
  colorSchemeBody,
  languageBody,
  loginBody,
  removeActiveSessionParams,
  sessionIdParam,
  sessionInfoSchema,
  sessionRefreshSchema,
  usersResponse,
} from './identity.schema';

export interface IdentityRouteDeps {
  logIn: LogIn;
  logOut: LogOut;
  refreshSession: RefreshSession;
  closeSessionPage: CloseSessionPage;
  changeLanguage: ChangeLanguage;
  changeColorScheme: ChangeColorScheme;
  listUsers: ListUsers;
  environment: SessionInfo['environment'];
}

export const identityRoutes = (deps: IdentityRouteDeps): RouteDefinition[] => {
  const sessionInfo = ({ user, session }: AuthenticatedSession): SessionInfo => ({
    user: toUserView(user),
    sessionId: session.id,
    environment: deps.environment,
  });

  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      access: 'public',
      tag: 'Session',
      summary: 'Log in with e-mail and password; sets the session cookie (a new session id every time)',
      body: loginBody,
      response: sessionInfoSchema,
      errors: {
        401: 'Wrong e-mail address or password',
        429: 'auth.too_many_attempts: this account, or this address on it, is at its limit, or the address waited too long for its turn; auth.login_busy: too many password checks at once (Retry-After header, seconds; ADR 0014)',
      },
      handler: async ({ body, ctx }) => {
        const result = await deps.logIn.execute({
          email: body.email,
          password: body.password,
          ip: ctx.ip,
          userAgent: ctx.get('User-Agent') || null,
          previousToken: readSessionToken(ctx),
        });
        writeSessionCookie(ctx, result.token);
        return sessionInfo(result);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/auth/logout',
      access: 'user',
      tag: 'Session',
      summary: 'End the current session server-side and clear the cookie',
      handler: async ({ auth, ctx }) => {
        await deps.logOut.execute(auth);
        clearSessionCookie(ctx);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/token/refresh/:sessionId',
      access: 'user',
      tag: 'Session',
      summary: 'Page load: the user, their active sessions and whether release notes are unseen',
      params: sessionIdParam,
      response: sessionRefreshSchema,
      handler: async ({ auth, params }) => {
        const result = await deps.refreshSession.execute(auth, params.sessionId);
        return {
          ...sessionInfo(result.current),
          activeSessions: result.activeSessions,
          hasNotSeenReleaseNotes: result.hasNotSeenReleaseNotes,
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/users/:userId/remove-active-session/:sessionId',
      access: 'user',
      tag: 'Session',
      summary: 'Page unload beacon (sendBeacon text/plain or keepalive fetch): the page no longer counts as an active session',
      params: removeActiveSessionParams,
      body: z.unknown(),
      bodyKind: 'beacon',
      handler: async ({ auth, params }) => {
        await deps.closeSessionPage.execute(auth, params.userId, params.sessionId);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/me',
      access: 'user',
      tag: 'Session',
      summary: 'The logged-in user',
      response: sessionInfoSchema,
      handler: async ({ auth }) => sessionInfo(auth),
    }),
    defineRoute({
      method: 'put',
      path: '/api/me/language',
      access: 'user',
      tag: 'Session',
      summary: 'Store the interface language on the user',
      body: languageBody,
      response: sessionInfoSchema,
      handler: async ({ auth, body }) => {
        await deps.changeLanguage.execute(auth, body.language);
        return sessionInfo(auth);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/me/color-scheme',
      access: 'user',
      tag: 'Session',
      summary: 'Store the appearance (system, light or dark) on the user, so it follows them to every device (ADR 0019)',
      body: colorSchemeBody,
      response: sessionInfoSchema,
      handler: async ({ auth, body }) => {
        await deps.changeColorScheme.execute(auth, body.colorScheme);
        return sessionInfo(auth);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/users',
      access: 'admin',
      tag: 'Administration',
      summary: 'All active users (administration)',
      response: usersResponse,
      handler: async () => ({ users: await deps.listUsers.execute() }),
    }),
  ];
};
