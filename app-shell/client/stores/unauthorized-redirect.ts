import type { ToastStore } from '@newsdesk/web-widgets/toasts';

export const REDIRECT_DELAY_MS = 2_000;

/**
 * Spec §6: a 401 or 403 on any page but /login shows "Unauthorized access. Redirecting to
 * login page..." and goes to /login after 2 s. Several failing calls make one redirect.
 */
export class UnauthorizedRedirect {
  private pending = false;

  constructor(
    private readonly toasts: Pick<ToastStore, 'show'>,
    private readonly currentPath: () => string,
    private readonly goToLogin: () => void,
    private readonly setTimer: (callback: () => void, ms: number) => unknown = (cb, ms) => setTimeout(cb, ms),
  ) {}

  handle(): void {
    if (this.pending || this.currentPath() === '/login') return;
    this.pending = true;
    this.toasts.show({ kind: 'error', messageKey: 'errors:auth.unauthenticated', autoCloseMs: REDIRECT_DELAY_MS + 1_000 });
    this.setTimer(() => {
      this.pending = false;
      this.goToLogin();
    }, REDIRECT_DELAY_MS);
  }
}
