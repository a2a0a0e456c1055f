import { PendingDeletion } from '../ui/pending-deletion';
import { toUiError, type UiError } from '../ui/ui-error';

/** A PendingDeletion of an admin section: a new question clears the section's error, a failure fills it. */
export const adminDeletion = <T>(
  section: { error: UiError | null },
  remove: (item: T) => Promise<unknown>,
  onDeleted: (item: T) => void,
): PendingDeletion<T> =>
  new PendingDeletion<T>({
    remove,
    onDeleted,
    onFailed: (error) => {
      section.error = toUiError(error);
    },
    onAsk: () => {
      section.error = null;
    },
  });
