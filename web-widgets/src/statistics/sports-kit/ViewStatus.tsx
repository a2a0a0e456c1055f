import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RemoteStatus } from './remote-data';

export interface ViewStatusProps {
  remote: { readonly status: RemoteStatus; readonly loading: boolean };
  onRetry: () => void;
  /** What is empty, e.g. "No tournaments in this season." */
  emptyText?: string;
}

/**
 * Loading, failure and "nothing here" of one table. The loading line is a live region that is
 * always in the page, so screen readers hear it change; the failure is an alert with a retry
 * (the page's toast says the same and goes away, this stays).
 */
export const ViewStatus = observer(function ViewStatus({ remote, onRetry, emptyText }: ViewStatusProps) {
  const { t } = useTranslation('statistics-sports');
  return (
    <>
      <p role="status" className={remote.loading ? 'nd-sports-status' : 'nd-visually-hidden'}>
        {remote.loading ? t('common.loading') : ''}
      </p>
      {remote.status === 'error' && (
        <div role="alert" className="nd-sports-status nd-sports-status--error">
          <p>{t('common.failed')}</p>
          <button type="button" className="nd-sports-btn" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {remote.status === 'empty' && <p className="nd-sports-status nd-sports-status--empty">{emptyText ?? t('common.empty')}</p>}
    </>
  );
});
