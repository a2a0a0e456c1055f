import type { CreateUserCommand } from './create-user';
import type { UserAccountView } from './user-account-view';
import type { ColorScheme, Language, Role, UserView } from './user-view';

/**
 * The wire contract of the user administration and the user's own settings (spec §7, ADR 0031).
 * The route schemas (adapters/src/http/identity) are checked against these types and the
 * user-admin widget imports them.
 */

/** Body of POST /api/users. */
export type NewUserRequest = CreateUserCommand;

/** Body of PUT /api/users/:userId/roles. */
export interface UserRolesRequest {
  roles: Role[];
}

/** Body of PUT /api/users/:userId/active. */
export interface UserActiveRequest {
  active: boolean;
}

/** Answer of GET /api/administration/users. */
export interface UserAccountList {
  users: UserAccountView[];
}

/** Answer of POST /api/users and the PUTs on one user. */
export interface UserAccountAnswer {
  user: UserAccountView;
}

/** Answer of GET /api/users. */
export interface UserList {
  users: UserView[];
}

/** Body of PUT /api/me/language. */
export interface LanguageRequest {
  language: Language;
}

/** Body of PUT /api/me/color-scheme. */
export interface ColorSchemeRequest {
  colorScheme: ColorScheme;
}

export type { UserAccountView, UserView };
export type { UserSessionView } from './user-account-view';
