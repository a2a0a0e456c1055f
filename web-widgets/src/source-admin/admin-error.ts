import { isApiError } from '../api/api-error';
import { errorToMessage } from '../api/error-message';

/** An error as the administration shows it: `t('errors:' + code, values)`, else `message`. */
export interface AdminError {
  code: string;
  message: string;
  values: Record<string, string | number>;
}

/** A success or progress line shown in a section's live region: `t('admin:' + key, values)`. */
export interface Notice {
  key: string;
  values?: Record<string, string | number>;
}

/** Server details become interpolation values; lists (bad line numbers) read as "2, 4". */
export const toAdminError = (error: unknown): AdminError => {
  const { code, message, values } = errorToMessage(error);
  const details = isApiError(error) ? (error.details ?? {}) : {};
  const all: Record<string, string | number> = { ...values };
  for (const [key, value] of Object.entries(details)) {
    if (Array.isArray(value)) all[key] = value.join(', ');
    else if (typeof value === 'string' || typeof value === 'number') all[key] = value;
  }
  return { code, message, values: all };
};

export const invalidInput = (): AdminError => ({ code: 'request.invalid', message: 'Some fields are not valid.', values: {} });
