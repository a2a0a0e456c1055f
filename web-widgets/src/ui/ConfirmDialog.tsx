import type { ReactElement, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { PendingDeletion } from './pending-deletion';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to know before deciding, after the text (e.g. who else loses a shared collection). */
  children?: ReactNode;
}

/**
 * "Really delete?" — the destructive button is last, so Escape or Cancel is the easy way out.
 * Cancel and Close come from the `common` namespace, which every widget tree loads.
 */
export const ConfirmDialog = ({ open, title, text, confirmLabel, busy, onConfirm, onCancel, children }: ConfirmDialogProps) => {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('dialog.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="nd-confirm__text">{text}</p>
      {children}
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
