/**
 * Spec §8 "Glossary fetch, save and delete errors", in English (the `en` texts of these codes).
 * The server's own `glossary.*` code wins when it has one (a missing title, someone else's item):
 * `toUiError(error, { keep: keepDomain('glossary'), fallback })`, ui/ui-error.ts.
 */
export const FETCH_FAILED = { code: 'glossary.fetch_failed', message: 'Error fetching glossary items' } as const;
export const SAVE_FAILED = { code: 'glossary.save_failed', message: 'Error saving glossary item' } as const;
export const DELETE_FAILED = { code: 'glossary.delete_failed', message: 'Error deleting glossary item' } as const;
export type GlossaryFailure = typeof FETCH_FAILED | typeof SAVE_FAILED | typeof DELETE_FAILED;

/** Codes the editor shows beside its fields rather than as a toast. */
export const TITLE_CODES = ['glossary.title_required', 'glossary.title_too_long'];
export const DESCRIPTION_CODES = ['glossary.description_required', 'glossary.description_too_long'];
