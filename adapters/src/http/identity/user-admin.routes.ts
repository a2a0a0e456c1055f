import type { ChangeUserRoles } from '@newsdesk/core/identity/change-user-roles';
import type { CreateUser } from '@newsdesk/core/identity/create-user';
import type { EndUserSession } from '@newsdesk/core/identity/end-user-session';
import { userNotFound } from '@newsdesk/core/identity/identity.errors';
import type { AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import type { ListUserAccounts } from '@newsdesk/core/identity/list-user-accounts';
import type { SetUserActive } from '@newsdesk/core/identity/set-user-active';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  activeBody,
  createUserBody,
  rolesBody,
  userAccountResponse,
  userAccountsResponse,
  userIdParam,
  userSessionParams,
} from './user-admin.schema';

export interface UserAdminRouteDeps {
  listUserAccounts: ListUserAccounts;
  createUser: CreateUser;
  changeUserRoles: ChangeUserRoles;
  setUserActive: SetUserActive;
  endUserSession: EndUserSession;
}

/** The Users tab of the administration (admins only): list, create, roles, (de)activate, end a session. */
export const userAdminRoutes = (deps: UserAdminRouteDeps): RouteDefinition[] => {
  // every change answers with the user as the list shows them, sessions included
  const accountOf = async (auth: AuthenticatedSession, userId: string) => {
    const user = (await deps.listUserAccounts.execute(auth)).find((u) => u.id === userId);
    if (!user) throw userNotFound();
    return { user };
  };
  const errors = { 404: 'user.not_found', 409: 'user.cannot_deactivate_self, user.cannot_remove_own_admin' };

  return [
    defineRoute({
      method: 'get',
      path: '/api/administration/users',
      access: 'admin',
      tag: 'Administration',
      summary: 'Every user, active or not, with roles, last activity and live sessions',
      response: userAccountsResponse,
      handler: async ({ auth }) => ({ users: await deps.listUserAccounts.execute(auth) }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/users',
      access: 'admin',
      tag: 'Administration',
      summary: 'Create a user (the same rules as npm run user:create: valid e-mail, password of at least 12 characters)',
      body: createUserBody,
      response: userAccountResponse,
      errors: { 400: 'user.invalid_email, user.weak_password, user.name_required', 409: 'user.email_taken' },
      handler: async ({ auth, body }) => accountOf(auth, (await deps.createUser.execute(body)).id),
    }),
    defineRoute({
      method: 'put',
      path: '/api/users/:userId/roles',
      access: 'admin',
      tag: 'Administration',
      summary: 'Set the roles of a user; an admin cannot remove their own admin role',
      params: userIdParam,
      body: rolesBody,
      response: userAccountResponse,
      errors: { 400: 'user.roles_required', ...errors },
      handler: async ({ auth, params, body }) => {
        await deps.changeUserRoles.execute(auth, params.userId, body.roles);
        return accountOf(auth, params.userId);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/users/:userId/active',
      access: 'admin',
      tag: 'Administration',
      summary: 'Deactivate (log-in refused, every session ended, live sockets closed) or reactivate a user',
      params: userIdParam,
      body: activeBody,
      response: userAccountResponse,
      errors,
      handler: async ({ auth, params, body }) => {
        await deps.setUserActive.execute(auth, params.userId, body.active);
        return accountOf(auth, params.userId);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/users/:userId/:sessionId/remove',
      access: 'admin',
      tag: 'Administration',
      summary: "End one session of a user at once; that browser's live sockets close within seconds in every server process",
      params: userSessionParams,
      errors: { 404: 'session.not_found' },
      handler: async ({ params }) => {
        await deps.endUserSession.execute(params.userId, params.sessionId);
        return undefined;
      },
    }),
  ];
};
