import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import type { PendingDeletion } from '../ui/pending-deletion';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Really delete?" — the destructive button is last, so Escape or Cancel is the easy way out. */
export const ConfirmDialog = ({ open, title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) => {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('close')}
      footer={
        <>
          <button type="button" className="nd-admin-btn nd-admin-btn--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="nd-admin-btn nd-admin-btn--danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="nd-admin__confirm-text">{text}</p>
    </Dialog>
  );
};

export interface ConfirmDeletionProps<T> {
  deletion: PendingDeletion<T>;
  /** `<keys>.title`, `<keys>.text` and `<keys>.confirm` in the namespace `ns`. */
  keys: string;
  ns?: string;
  /** Interpolation values of the text, for the item asked about. */
  values: (item: T) => Record<string, string>;
}

/** The ConfirmDialog of a PendingDeletion: open while it has an item, its texts under one key. */
export const ConfirmDeletion = observer(function ConfirmDeletion<T>({ deletion, keys, ns = 'admin', values }: ConfirmDeletionProps<T>) {
  const { t } = useTranslation(ns);
  const item = deletion.item;
  return (
    <ConfirmDialog
      open={item !== null}
      title={t(`${keys}.title`)}
      text={item === null ? '' : t(`${keys}.text`, values(item))}
      confirmLabel={t(`${keys}.confirm`)}
      busy={deletion.busy}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}) as <T>(props: ConfirmDeletionProps<T>) => ReactElement;
