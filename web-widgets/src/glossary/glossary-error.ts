import { isApiError } from '../api/api-error';
import type { ToastInput } from '../toasts/toast.store';

/** Spec §8 "Glossary fetch, save and delete errors", in English (the `en` texts of these codes). */
const FALLBACKS = {
  'glossary.fetch_failed': 'Error fetching glossary items',
  'glossary.save_failed': 'Error saving glossary item',
  'glossary.delete_failed': 'Error deleting glossary item',
} as const;
export type GlossaryFailure = keyof typeof FALLBACKS;

export interface GlossaryError {
  code: string;
  message: string;
  values: Record<string, string | number>;
}

const valuesOf = (details: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(details ?? {}).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );

/**
 * The server's own glossary code when it has one (a missing title, someone else's item), else
 * the spec's message for what failed: a network error or a 500 says "Error saving glossary item".
 */
export const toGlossaryError = (error: unknown, failure: GlossaryFailure): GlossaryError =>
  isApiError(error) && error.code.startsWith('glossary.')
    ? { code: error.code, message: error.message, values: valuesOf(error.details) }
    : { code: failure, message: FALLBACKS[failure], values: {} };

export const errorToast = (error: GlossaryError): ToastInput => ({
  kind: 'error',
  messageKey: `errors:${error.code}`,
  message: error.message,
  values: error.values,
});

/** Codes the editor shows beside its fields rather than as a toast. */
export const TITLE_CODES = ['glossary.title_required', 'glossary.title_too_long'];
export const DESCRIPTION_CODES = ['glossary.description_required', 'glossary.description_too_long'];
