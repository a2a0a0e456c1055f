import { isApiError } from '../api/api-error';
import type { ToastStore } from '../toasts/toast.store';

/**
 * An admin store's failed call as a toast: a refusal the server explains (a 4xx whose code is
 * `<domain>.…`) is shown as such; anything else as the spec's "Error … <thing>"
 * (`errors:<domain>.<fallback>`).
 */
export const toastFailure = (toasts: Pick<ToastStore, 'show'>, error: unknown, domain: string, fallback: string): void => {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code.startsWith(`${domain}.`)) {
    toasts.show({
      kind: 'error',
      messageKey: `errors:${error.code}`,
      message: error.message,
      values: { ...(error.details as Record<string, string | number> | undefined) },
    });
  } else {
    toasts.show({ kind: 'error', messageKey: `errors:${domain}.${fallback}` });
  }
};
