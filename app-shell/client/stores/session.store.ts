import { makeAutoObservable, runInAction } from 'mobx';
import type { i18n as I18n } from 'i18next';
import type { ActiveSessionView, ColorScheme, Language, SessionInfo } from '@newsdesk/core/identity/user-view';
import { hasUnknownName, isAdmin } from '@newsdesk/core/identity/user-view';
import { isApiError } from '@newsdesk/web-widgets/api';
import type { SessionGateway } from '@newsdesk/web-widgets/api';
import type { ToastStore } from '@newsdesk/web-widgets/toasts';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

/** Who is logged in, in which language, and the session's lifecycle in the browser. */
export class SessionStore {
  status: SessionStatus = 'loading';
  info: SessionInfo | null = null;
  activeSessions: ActiveSessionView[] = [];
  hasNotSeenReleaseNotes = false;

  constructor(
    private readonly gateway: Pick<SessionGateway, 'me' | 'refresh' | 'logout' | 'changeLanguage' | 'sendUnloadBeacon'>,
    private readonly i18n: Pick<I18n, 'changeLanguage' | 'language'>,
    private readonly toasts: Pick<ToastStore, 'show'>,
    /** Where the user's stored appearance goes once they are known (ADR 0019). */
    private readonly appearance?: { adopt(choice: ColorScheme): void },
  ) {
    makeAutoObservable<SessionStore, 'gateway' | 'i18n' | 'toasts' | 'appearance'>(
      this,
      { gateway: false, i18n: false, toasts: false, appearance: false },
      { autoBind: true },
    );
  }

  get user() {
    return this.info?.user ?? null;
  }

  get isAdmin() {
    return this.user ? isAdmin(this.user) : false;
  }

  get language(): Language {
    return this.user?.language ?? 'en';
  }

  /**
   * Page load: is there a live session? Then the page counts as open again (refresh). The
   * workspace draws as soon as the user is known; the refresh, which brings the active sessions
   * and the release-notes flag, answers beside it instead of before it: one round trip less
   * before a phone's first screen (docs/benchmarks.md, "Screens").
   */
  async restore(): Promise<void> {
    let info: SessionInfo;
    try {
      info = await this.gateway.me();
    } catch {
      this.becomeAnonymous();
      return;
    }
    const refreshing = this.gateway.refresh(info.sessionId).then(
      (refreshed) => ({ refreshed }),
      (error: unknown) => ({ error }),
    );
    await this.signedIn(info);
    const outcome = await refreshing;
    if ('refreshed' in outcome) {
      const { refreshed } = outcome;
      runInAction(() => {
        this.activeSessions = refreshed.activeSessions;
        this.hasNotSeenReleaseNotes = refreshed.hasNotSeenReleaseNotes;
      });
    } else if (isApiError(outcome.error) && outcome.error.status === 401) {
      // the session ended between the two requests
      this.becomeAnonymous();
    }
  }

  private becomeAnonymous(): void {
    this.info = null;
    this.status = 'anonymous';
  }

  async signedIn(info: SessionInfo): Promise<void> {
    if (hasUnknownName(info.user)) {
      // Spec §4: an account named Unknown is not a real person; it is logged out at once.
      this.info = info;
      await this.logout();
      return;
    }
    await this.i18n.changeLanguage(info.user.language);
    this.appearance?.adopt(info.user.colorScheme);
    runInAction(() => {
      this.info = info;
      this.status = 'authenticated';
    });
  }

  async logout(): Promise<void> {
    try {
      await this.gateway.logout();
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) this.toasts.show({ kind: 'error', messageKey: 'errors:auth.logout_failed' });
    }
    this.expire();
  }

  /** The server no longer knows this session (401/403, logout). */
  expire(): void {
    this.info = null;
    this.activeSessions = [];
    this.status = 'anonymous';
  }

  async changeLanguage(language: Language): Promise<void> {
    const previous = this.language;
    if (language === previous) return;
    await this.i18n.changeLanguage(language);
    try {
      const info = await this.gateway.changeLanguage(language);
      runInAction(() => {
        this.info = info;
      });
    } catch {
      await this.i18n.changeLanguage(previous);
      this.toasts.show({ kind: 'error', messageKey: 'errors:user.language_change_failed' });
    }
  }

  /** On page unload: this page no longer counts as an active session. */
  sendUnloadBeacon(): void {
    if (this.info) this.gateway.sendUnloadBeacon(this.info.user.id, this.info.sessionId);
  }
}
