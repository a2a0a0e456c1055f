/** The user as the browser sees it (wire shape of `user` in auth and /api/me responses). */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Appearance in the user menu (ADR 0019): follow the system, or always light or dark. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export interface UserView {
  id: string;
  email: string;
  name: { givenName: string; familyName: string };
  roles: Role[];
  isNew: boolean;
  language: Language;
  colorScheme: ColorScheme;
}

export interface ActiveSessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

/** Body of POST /auth/login and GET /api/me. */
export interface SessionInfo {
  user: UserView;
  sessionId: string;
  environment: 'production' | 'staging' | 'development';
}

/** Body of GET /auth/token/refresh/{sessionId}. */
export interface SessionRefresh extends SessionInfo {
  activeSessions: ActiveSessionView[];
  hasNotSeenReleaseNotes: boolean;
}

export const isAdmin = (user: Pick<UserView, 'roles'>): boolean => user.roles.includes('admin');

/** Spec §4: a user whose name is Unknown is logged out automatically. */
export const hasUnknownName = (user: Pick<UserView, 'name'>): boolean => user.name.givenName.trim().toLowerCase() === 'unknown';
