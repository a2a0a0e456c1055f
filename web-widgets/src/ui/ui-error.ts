import { type ApiError, isApiError } from '../api/api-error';

/**
 * A failure as every widget shows it: `t(errorKey(code), { ...values, defaultValue: message })`
 * (the `en` texts are the spec's §8 error catalogue, STYLE.md "Errors").
 */
export interface UiError {
  code: string;
  /** The server's English text (or the spec's fallback text), shown when the locale files lack the code. */
  message: string;
  /** Interpolation values for the translated text: the server's details, and `minutes` for a lock-out. */
  values: Record<string, string | number>;
  /** A refusal (4xx) stays refused; a failing server or network may be asked again. */
  retryable: boolean;
  retryAfterSeconds?: number;
}

/** Which failures keep the server's code, and what the others show instead. */
export interface UiErrorPolicy {
  /** Default: every answer of the server keeps its code. */
  keep?: (error: ApiError) => boolean;
  /** The spec's "Error …" text for what failed. Default: `server.internal` with the error's own message. */
  fallback?: { code: string; message: string };
}

/** Whole minutes to wait, never "0 minutes": a 20-second lock-out still reads "1 minutes". */
export const minutesToWait = (retryAfterSeconds: number | undefined): number => Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));

const isRefusal = (status: number): boolean => status >= 400 && status < 500;

/**
 * A refusal the reader can act on (a 4xx other than a lost session or a missing right, e.g.
 * `search.more_than_one_term`), or a server that shed the request (`server.busy`, docs/operations.md
 * "Failure modes"). Lost sessions and everything else read as the fallback.
 */
export const keepRefusals = (error: ApiError): boolean =>
  (isRefusal(error.status) && error.status !== 401 && error.status !== 403) || error.code === 'server.busy';

/** The server's own codes of one domain (`glossary.title_required`); `refusalsOnly` keeps only its 4xx. */
export const keepDomain =
  (domain: string, refusalsOnly = false) =>
  (error: ApiError): boolean =>
    error.code.startsWith(`${domain}.`) && (!refusalsOnly || isRefusal(error.status));

/** Server details become interpolation values; lists (bad line numbers) read as "2, 4". */
const valuesOf = (error: ApiError): Record<string, string | number> => {
  const values: Record<string, string | number> = {};
  if (error.code === 'auth.too_many_attempts') values['minutes'] = minutesToWait(error.retryAfterSeconds);
  for (const [key, value] of Object.entries(error.details ?? {})) {
    if (Array.isArray(value)) values[key] = value.join(', ');
    else if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
};

export const toUiError = (error: unknown, policy: UiErrorPolicy = {}): UiError => {
  if (isApiError(error) && (policy.keep ?? (() => true))(error)) {
    return {
      code: error.code,
      message: error.message,
      values: valuesOf(error),
      retryable: !isRefusal(error.status),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (policy.fallback) return { code: policy.fallback.code, message: policy.fallback.message, values: {}, retryable: true };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'server.internal', message, values: {}, retryable: true };
};
