import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import type { Notice } from '../ui/admin-form';
import type { UiError } from '../ui/ui-error';
import { Alert } from '../ui/Alert';

/** A section's or dialog's error, in the admin's words (the kit's Alert). */
export const AdminAlert = ({ error, id, className }: { error: UiError | null; id?: string; className?: string }) => {
  const { t } = useTranslation('admin');
  const text = error ? t(errorKey(error.code), { ...error.values, defaultValue: error.message }) : '';
  return <Alert id={id} text={text} {...(className === undefined ? {} : { className })} />;
};

export const AdminStatus = ({ notice }: { notice: Notice | null }) => {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className={notice ? 'nd-admin-status' : 'nd-admin-status nd-admin-status--empty'}>
      {notice ? t(notice.key, notice.values) : ''}
    </p>
  );
};
