import { PendingDeletion } from '../ui/pending-deletion';
import { toAdminError, type AdminError } from './admin-error';

/** A PendingDeletion of an admin section: a new question clears the section's error, a failure fills it. */
export const adminDeletion = <T>(
  section: { error: AdminError | null },
  remove: (item: T) => Promise<unknown>,
  onDeleted: (item: T) => void,
): PendingDeletion<T> =>
  new PendingDeletion<T>({
    remove,
    onDeleted,
    onFailed: (error) => {
      section.error = toAdminError(error);
    },
    onAsk: () => {
      section.error = null;
    },
  });
