/**
 * The spec's §8 fallback texts of the search page. A refused query keeps the server's code
 * (`toUiError(error, { keep: keepRefusals, fallback })`, ui/ui-error.ts); anything else shows these.
 */
export const SEARCH_FAILED = { code: 'search.failed', message: 'Error searching documents' } as const;
export const SHARE_FAILED = { code: 'search.share_failed', message: "Couldn't share search" } as const;
export const SHARE_WITHOUT_PARAMETERS = {
  code: 'search.share_without_parameters',
  message: "Can't share a search without search parameters",
} as const;
export const SHARE_NOT_FOUND = { code: 'search.share_not_found', message: 'This shared search does not exist.' } as const;
export const SUGGESTIONS_FAILED = { code: 'suggestions.failed', message: 'Error fetching suggestions' } as const;
