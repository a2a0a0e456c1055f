import { toUiError, type UiError } from '../ui/ui-error';

/** i18next key of an error code in the `errors` namespace. */
export const errorKey = (code: string): string => `errors:${code}`;

/**
 * @deprecated Use `toUiError` (ui/ui-error.ts). Kept only while the notification centre, which
 * another change is reworking, still imports it; it is `toUiError` with the default policy.
 */
export type ErrorMessage = UiError;
/** @deprecated Use `toUiError` (ui/ui-error.ts). */
export const errorToMessage = (error: unknown): ErrorMessage => toUiError(error);
