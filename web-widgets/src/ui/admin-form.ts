import { runInAction } from 'mobx';
import { PendingDeletion } from './pending-deletion';
import { toUiError, type UiError } from './ui-error';

/** A success or progress line shown in a section's live region: `t('admin:' + key, values)`. */
export interface Notice {
  key: string;
  values?: Record<string, string | number>;
}

/** What an admin form shows around its fields: its button waits while saving, then the error or the notice. */
export interface AdminFormState {
  saving: boolean;
  error: UiError | null;
  /** Left out by a dialog that closes on success (its list says what changed). */
  notice?: Notice | null;
}

/** The form's own refusal of a required field left empty; the view marks the empty fields. */
export const invalidInput = (): UiError => ({
  code: 'request.invalid',
  message: 'Some fields are not valid.',
  values: {},
  retryable: false,
});

export interface AdminSubmission<T> {
  /** Why the form cannot be sent as it is (a required field left empty), or null to send it. */
  refuse?: () => UiError | null;
  /** The server call. */
  send: () => Promise<T>;
  /** After the call succeeded: put the answer in place, empty the fields, say so. */
  onSaved: (saved: T) => void;
}

/**
 * The submit step every admin add/save form has: once at a time, the previous notice cleared,
 * the form's own check first, then the call, with the server's refusal shown as the form's error.
 * Call it from a store action: the steps before the call belong to that action.
 */
export const submitAdminForm = async <T>(form: AdminFormState, { refuse, send, onSaved }: AdminSubmission<T>): Promise<void> => {
  if (form.saving) return;
  if (form.notice !== undefined) form.notice = null;
  const refusal = refuse?.() ?? null;
  if (refusal) {
    form.error = refusal;
    return;
  }
  form.saving = true;
  form.error = null;
  try {
    const saved = await send();
    runInAction(() => onSaved(saved));
  } catch (error) {
    runInAction(() => {
      form.error = toUiError(error);
    });
  } finally {
    runInAction(() => {
      form.saving = false;
    });
  }
};

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

/** Comma-separated text as typed (aliases, keywords): the items, trimmed, empty ones dropped. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
