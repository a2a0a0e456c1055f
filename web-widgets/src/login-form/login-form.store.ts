import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { minutesToWait, toUiError } from '../ui/ui-error';

/** The one call the form needs; SessionGateway satisfies it. */
export interface LoginGateway {
  login(email: string, password: string): Promise<SessionInfo>;
}

export interface LoginError {
  code: string;
  /** The server's English text, shown when the code has no translation. */
  message: string;
  retryAfterSeconds?: number;
}

export class LoginFormStore {
  email = '';
  password = '';
  submitting = false;
  error: LoginError | null = null;

  constructor(private readonly gateway: LoginGateway) {
    makeAutoObservable<LoginFormStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  setEmail(email: string): void {
    this.email = email;
  }

  setPassword(password: string): void {
    this.password = password;
  }

  get emailMissing(): boolean {
    return this.error?.code === 'request.invalid' && this.email.trim() === '';
  }

  get passwordMissing(): boolean {
    return this.error?.code === 'request.invalid' && this.password === '';
  }

  /**
   * Interpolation values for `t('errors:' + error.code, …)`: a 429's wait as seconds under a
   * minute, else whole minutes, with `count` and `context` so each language picks its own
   * "1 second" / "40 seconds" / "15 minutes" text (the base texts of the codes remain for callers
   * without them).
   */
  get errorValues(): Record<string, string | number> {
    const code = this.error?.code;
    if (code !== 'auth.too_many_attempts' && code !== 'auth.login_busy') return {};
    const seconds = this.error?.retryAfterSeconds;
    if (seconds === undefined) return code === 'auth.too_many_attempts' ? { minutes: minutesToWait(undefined) } : {};
    if (seconds < 60) return { context: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
    const minutes = minutesToWait(seconds);
    return { context: 'minutes', count: minutes, minutes };
  }

  /** Resolves with the new session, or undefined when the form now shows an error. */
  async submit(): Promise<SessionInfo | undefined> {
    if (this.submitting) return undefined;
    if (this.email.trim() === '' || this.password === '') {
      this.error = { code: 'request.invalid', message: 'Some fields are not valid.' };
      return undefined;
    }
    this.submitting = true;
    this.error = null;
    try {
      const session = await this.gateway.login(this.email.trim(), this.password);
      runInAction(() => {
        this.submitting = false;
        this.password = '';
      });
      return session;
    } catch (error) {
      const { code, message, retryAfterSeconds } = toUiError(error);
      runInAction(() => {
        this.submitting = false;
        this.error = { code, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
      });
      return undefined;
    }
  }
}
