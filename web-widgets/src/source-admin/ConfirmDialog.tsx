import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';

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
