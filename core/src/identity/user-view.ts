/** The user as the browser sees it (wire shape of `user` in auth and /api/me responses). */
export type Language = 'en' | 'de' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];

/** Appearance in the user menu (ADR 0019): follow the system, or always light or dark. */
export type ColorScheme = 'system' | 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['system', 'light', 'dark'];

export type Role = 'admin' | 'staff';

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
