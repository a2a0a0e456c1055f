import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { LoadStatus } from '../ui/loadable';
import { Spinner } from '../ui/Spinner';
import './StatisticsControls.css';

export interface ViewStatusProps {
  /** A Remote or RemoteData: RemoteData says itself when its answer has nothing in it (or was a 404). */
  remote: { readonly status: LoadStatus; readonly isEmpty?: boolean };
  onRetry: () => void;
  /** Ready, but the view finds nothing in it to show (for remotes that do not say isEmpty themselves). */
  empty?: boolean;
  /** What is empty, e.g. "No tournaments in this season."; else a general "no data for this selection". */
  emptyText?: string;
  /** The failed call's name for the retry line, e.g. "The table could not be loaded."; else a general one. */
  errorText?: string;
}

/**
 * Loading, failure (with retry) and "nothing here" of one block of a view; nothing once there is
 * data. The loading line is a live region that is always in the page, so screen readers hear it
 * change; the failure is an alert that stays (the page's toast says the same and goes away).
 */
export const ViewStatus = observer(function ViewStatus({ remote, onRetry, empty = false, emptyText, errorText }: ViewStatusProps) {
  const { t } = useTranslation(['statistics', 'statistics-sports']);
  const loading = remote.status === 'loading';
  const isEmpty = remote.isEmpty === true || (remote.status === 'ready' && empty);
  return (
    <>
      <p role="status" className={loading ? 'nd-stats-status' : 'nd-visually-hidden'}>
        {loading && <Spinner />}
        {loading ? t('status.loading') : ''}
      </p>
      {remote.status === 'error' && (
        <div role="alert" className="nd-stats-status nd-stats-status--error">
          <p>{errorText ?? t('statistics-sports:common.failed')}</p>
          <Button onClick={onRetry}>{t('status.retry')}</Button>
        </div>
      )}
      {isEmpty && <p className="nd-stats-status nd-stats-status--empty">{emptyText ?? t('statistics-sports:common.empty')}</p>}
    </>
  );
});
