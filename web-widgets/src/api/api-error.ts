/**
 * A failed call to the Newsdesk server. `code` is the stable error code of the server's
 * `{message, code, details?}` body (or one the client derives), so the UI can show
 * `t('errors:' + code)` and fall back to `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    retryAfterSeconds?: number | undefined;
    details?: Record<string, unknown> | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.details = init.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status 0: the request never got an answer (offline, DNS, CORS, server down). */
export const NETWORK_FAILED = 'network.failed';

/** Used when the body is not the server's JSON error shape (proxy pages, HTML 502s, …). */
export const codeForStatus = (status: number): string => {
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'route.not_found';
  if (status === 413) return 'request.too_large';
  if (status === 429) return 'auth.too_many_attempts';
  if (status >= 400 && status < 500) return 'request.invalid';
  return 'server.internal';
};

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export const parseRetryAfter = (header: string | null, now: number = Date.now()): number | undefined => {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
};
