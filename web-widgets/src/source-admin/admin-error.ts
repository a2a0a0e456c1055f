import type { UiError } from '../ui/ui-error';

/** A success or progress line shown in a section's live region: `t('admin:' + key, values)`. */
export interface Notice {
  key: string;
  values?: Record<string, string | number>;
}

export const invalidInput = (): UiError => ({
  code: 'request.invalid',
  message: 'Some fields are not valid.',
  values: {},
  retryable: false,
});
