/**
 * A refused request keeps the server's code (`toUiError(error, { keep: keepRefusals, fallback })`,
 * ui/ui-error.ts); anything else becomes one of these spec §8 fallbacks; their translations are in
 * errors.json (colleague F's `collection.*` codes).
 */
export const UPDATE_FAILED = { code: 'collection.update_failed', message: 'Error updating collection' } as const;
export const DELETE_FAILED = { code: 'collection.delete_failed', message: 'Error deleting collection' } as const;
export const ORDER_FAILED = { code: 'collection.order_failed', message: 'Error updating collection order' } as const;
export const DOCUMENTS_FAILED = { code: 'collection.documents_failed', message: 'Error fetching collection documents' } as const;
export const UNSUBSCRIBE_FAILED = { code: 'collection.unsubscribe_failed', message: 'Error unsubscribing from collections' } as const;
export const NOTHING_SELECTED = { code: 'collection.nothing_selected', message: 'You must select at least one collection' } as const;
export const NAME_REQUIRED = { code: 'collection.name_required', message: 'A collection name is required.' } as const;
export const FREQUENCY_REQUIRED = {
  code: 'collection.frequency_required',
  message: 'Alert frequency is required when an alert is set.',
} as const;
export const DELIVERIES_FAILED = { code: 'alert.collection_not_found', message: 'Error fetching collection deliveries' } as const;
