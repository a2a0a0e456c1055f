import type { ColorScheme, Language, Role, UserView } from './user-view';

export interface User {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  roles: Role[];
  isNew: boolean;
  language: Language;
  colorScheme: ColorScheme;
  passwordHash: string;
  active: boolean;
  createdAt: Date;
}

/**
 * A login session. `id` is public (it appears in URLs such as the unload beacon);
 * the cookie carries a separate secret token of which only a hash is stored.
 */
export interface Session {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** Set when the browser page of this session was closed (unload beacon); cleared on refresh. */
  pageClosedAt: Date | null;
  endedAt: Date | null;
  userAgent: string | null;
  ip: string | null;
}

export interface AuthenticatedSession {
  user: User;
  session: Session;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// The standard (WHATWG) e-mail pattern browsers use for <input type="email">, with a dot in the
// domain required: no spaces, control characters, quotes, commas or angle brackets.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email) && email.length <= 254;

export const toUserView = (user: User): UserView => ({
  id: user.id,
  email: user.email,
  name: { givenName: user.givenName, familyName: user.familyName },
  roles: [...user.roles],
  isNew: user.isNew,
  language: user.language,
  colorScheme: user.colorScheme,
});
