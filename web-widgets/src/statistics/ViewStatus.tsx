import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Remote } from './remote';

export interface ViewStatusProps {
  remote: Pick<Remote<unknown>, 'status'>;
  /** Shown when loaded but there is nothing to show. */
  empty: boolean;
  emptyText: string;
  /** The failed call's name for the retry line, e.g. "The table could not be loaded." */
  errorText: string;
  onRetry: () => void;
}

/** Loading, failed (with retry) and empty states of one block of a view; nothing once there is data. */
export const ViewStatus = observer(function ViewStatus({ remote, empty, emptyText, errorText, onRetry }: ViewStatusProps) {
  const { t } = useTranslation('statistics');
  if (remote.status === 'loading') {
    return (
      <p role="status" className="nd-stats-status">
        <span className="nd-stats-spinner" aria-hidden="true" />
        {t('status.loading')}
      </p>
    );
  }
  if (remote.status === 'error') {
    return (
      <div className="nd-stats-status nd-stats-status--error">
        <p>{errorText}</p>
        <button type="button" className="nd-stats-btn" onClick={onRetry}>
          {t('status.retry')}
        </button>
      </div>
    );
  }
  if (remote.status === 'loaded' && empty) return <p className="nd-stats-status nd-stats-status--empty">{emptyText}</p>;
  return null;
});
