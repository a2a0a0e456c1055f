import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import type { Notice } from './admin-error';
import type { UiError } from '../ui/ui-error';

/** Always rendered, so a message is announced the moment it appears. */
export const AdminAlert = ({ error, id, className }: { error: UiError | null; id?: string; className?: string }) => {
  const { t } = useTranslation('admin');
  const text = error ? t(errorKey(error.code), { ...error.values, defaultValue: error.message }) : '';
  const classes = ['nd-admin-alert', text ? '' : 'nd-admin-alert--empty', className ?? ''].filter(Boolean).join(' ');
  return (
    // tabIndex -1: a dialog whose error names no field moves focus here (ui/dialog-focus.ts)
    <div id={id} role="alert" tabIndex={-1} className={classes}>
      {text}
    </div>
  );
};

export const AdminStatus = ({ notice }: { notice: Notice | null }) => {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className={notice ? 'nd-admin-status' : 'nd-admin-status nd-admin-status--empty'}>
      {notice ? t(notice.key, notice.values) : ''}
    </p>
  );
};
