import { isApiError } from '../api/api-error';
import { errorToMessage } from '../api/error-message';

/** An error as the search page shows it: `t('errors:' + code, values)`, else `message`. */
export interface SearchError {
  code: string;
  message: string;
  values: Record<string, string | number>;
  /** A refused query (400) stays refused; only failures of the server or network are retried. */
  retryable: boolean;
}

/**
 * A refused request keeps the server's code (e.g. `search.more_than_one_term`, shown translated,
 * with the details as values), and so does a busy server (`server.busy`, retryable); anything
 * else becomes the spec's `fallback` text.
 */
export const toSearchError = (error: unknown, fallback: { code: string; message: string }): SearchError => {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) {
    const { code, message, values } = errorToMessage(error);
    const all: Record<string, string | number> = { ...values };
    for (const [key, value] of Object.entries(error.details ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') all[key] = value;
    }
    return { code, message, values: all, retryable: false };
  }
  // shed by the server before any work (503 + Retry-After): say so, and let the reader try again
  if (isApiError(error) && error.code === 'server.busy') return { code: error.code, message: error.message, values: {}, retryable: true };
  return { ...fallback, values: {}, retryable: true };
};

export const SEARCH_FAILED = { code: 'search.failed', message: 'Error searching documents' } as const;
export const SHARE_FAILED = { code: 'search.share_failed', message: "Couldn't share search" } as const;
export const SHARE_WITHOUT_PARAMETERS = {
  code: 'search.share_without_parameters',
  message: "Can't share a search without search parameters",
} as const;
export const SHARE_NOT_FOUND = { code: 'search.share_not_found', message: 'This shared search does not exist.' } as const;
export const SUGGESTIONS_FAILED = { code: 'suggestions.failed', message: 'Error fetching suggestions' } as const;
