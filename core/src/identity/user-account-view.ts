import type { UserView } from './user-view';

/** A login session as the administration sees it (wire shape). */
export interface UserSessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  /** The browser page was closed (unload beacon); the login is still valid until it expires. */
  pageClosed: boolean;
  /** The session of the admin looking at the list. */
  current: boolean;
}

/** One user in the administration: the user, whether they may log in, and their live sessions. */
export interface UserAccountView extends UserView {
  active: boolean;
  createdAt: string;
  /** The last time any of their sessions was used; null if they never logged in. */
  lastActivityAt: string | null;
  sessions: UserSessionView[];
}

/** Roles in a stable order without repeats, so a list compares and displays the same everywhere. */
export const normalizeRoles = <R extends string>(roles: readonly R[]): R[] => [...new Set(roles)].sort();
