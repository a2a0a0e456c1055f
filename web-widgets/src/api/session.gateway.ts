import type { ColorScheme, Language, SessionInfo, SessionRefresh } from '@newsdesk/core/identity/user-view';
import type { ApiClient } from './api-client';

const segment = encodeURIComponent;

/** Session and current-user calls of the Newsdesk server (auth routes and /api/me). */
export class SessionGateway {
  constructor(private readonly api: ApiClient) {}

  /** 401 here means wrong credentials, not an expired session: the login form handles it. */
  login(email: string, password: string): Promise<SessionInfo> {
    return this.api.post<SessionInfo>('/auth/login', { email, password }, { handlesUnauthorized: true });
  }

  logout(): Promise<void> {
    return this.api.delete<void>('/auth/logout');
  }

  refresh(sessionId: string): Promise<SessionRefresh> {
    return this.api.get<SessionRefresh>(`/auth/token/refresh/${segment(sessionId)}`);
  }

  me(): Promise<SessionInfo> {
    return this.api.get<SessionInfo>('/api/me');
  }

  changeLanguage(language: Language): Promise<SessionInfo> {
    return this.api.put<SessionInfo>('/api/me/language', { language });
  }

  /** Appearance kept on the user (ADR 0019); the browser's copy is only for the first paint. */
  changeColorScheme(colorScheme: ColorScheme): Promise<SessionInfo> {
    return this.api.put<SessionInfo>('/api/me/color-scheme', { colorScheme });
  }

  /** Call from `pagehide`/`beforeunload`: frees the session slot without waiting for an answer. */
  sendUnloadBeacon(userId: string, sessionId: string): void {
    this.api.sendBeacon(`/auth/users/${segment(userId)}/remove-active-session/${segment(sessionId)}`);
  }
}
