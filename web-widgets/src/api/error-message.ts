import { isApiError } from './api-error';

/** What the UI needs to tell a journalist what went wrong, in their language. */
export interface ErrorMessage {
  code: string;
  /** The server's English text, shown when the locale files lack the code. */
  message: string;
  retryAfterSeconds?: number;
  /** Interpolation values for `t('errors:' + code, values)`. */
  values: Record<string, string | number>;
}

/** Whole minutes to wait, never "0 minutes": a 20-second lock-out still reads "1 minutes". */
export const minutesToWait = (retryAfterSeconds: number | undefined): number => Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));

export const errorToMessage = (error: unknown): ErrorMessage => {
  if (isApiError(error)) {
    const values: Record<string, string | number> = {};
    if (error.code === 'auth.too_many_attempts') values['minutes'] = minutesToWait(error.retryAfterSeconds);
    return {
      code: error.code,
      message: error.message,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      values,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'server.internal', message, values: {} };
};

/** i18next key of an error code in the `errors` namespace. */
export const errorKey = (code: string): string => `errors:${code}`;
