import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { formatDateTime } from '../document-viewer/format';
import { Dialog } from '../ui/Dialog';
import type { DeliveryLogStore } from './delivery-log.store';
import './CollectionControls.css';
import './DeliveryLog.css';
import { TableScroll } from '../ui/TableScroll';
import { Button } from '../ui/Button';

/**
 * Where the alerts of a collection or a monitored site went (ADR 0007, 0026) — channel, recipient,
 * status, attempts, last error. `emptyKey` is the `collections` text shown before any alert.
 */
export const DeliveryLogDialog = observer(function DeliveryLogDialog({
  store,
  emptyKey = 'deliveries.empty',
}: {
  store: DeliveryLogStore;
  emptyKey?: 'deliveries.empty' | 'deliveries.emptySite';
}) {
  const { t, i18n } = useTranslation('collections');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');
  return (
    <Dialog
      open={store.isOpen}
      onClose={store.close}
      title={t('deliveries.title', { name: store.owner?.name ?? '' })}
      closeLabel={t('close')}
      size="large"
    >
      {store.status === 'loading' && store.deliveries.length === 0 && <p role="status">{t('deliveries.loading')}</p>}
      {store.status === 'error' && store.error && (
        <p role="alert" className="nd-coll-form__error">
          {t(errorKey(store.error.code), { ...store.error.values, defaultValue: store.error.message })}
        </p>
      )}
      {store.status === 'ready' && store.deliveries.length === 0 && <p>{t(emptyKey)}</p>}
      {store.deliveries.length > 0 && (
        <TableScroll label={t('deliveries.caption')} className="nd-coll-table-wrap">
          <table className="nd-coll-table">
            <caption className="nd-visually-hidden">{t('deliveries.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deliveries.status')}</th>
                <th scope="col">{t('deliveries.channel')}</th>
                <th scope="col">{t('deliveries.recipient')}</th>
                <th scope="col">{t('deliveries.attempts')}</th>
                <th scope="col">{t('deliveries.created')}</th>
                <th scope="col">{t('deliveries.sent')}</th>
                <th scope="col">{t('deliveries.lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {store.deliveries.map((d) => (
                <tr key={d.id}>
                  <td>
                    <span className={`nd-coll-status nd-coll-status--${d.status}`}>{t(`deliveries.statuses.${d.status}`)}</span>
                    <span className="nd-coll-card__muted"> {t(`deliveries.kinds.${d.kind}`)}</span>
                  </td>
                  <td>{t(`deliveries.channels.${d.channel}`)}</td>
                  <td>{d.recipient}</td>
                  <td>{d.attempts}</td>
                  <td>{date(d.createdAt)}</td>
                  <td>{d.sentAt ? date(d.sentAt) : d.nextAttemptAt ? t('deliveries.next', { at: date(d.nextAttemptAt) }) : '—'}</td>
                  <td>
                    {d.problem ? (
                      <>
                        {t(errorKey(d.problem.code), { defaultValue: d.lastError ?? '' })}
                        {d.problem.detail && (
                          <span className="nd-coll-card__muted nd-coll-detail" lang="en">
                            {d.problem.detail}
                          </span>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {store.pageCount > 1 && (
        <nav className="nd-coll-pager" aria-label={t('deliveries.pages')}>
          <Button disabled={store.page <= 1 || store.status === 'loading'} onClick={() => void store.load(store.page - 1)}>
            {t('deliveries.newer')}
          </Button>
          <span>{t('deliveries.page', { page: store.page, pages: store.pageCount })}</span>
          <Button disabled={store.page >= store.pageCount || store.status === 'loading'} onClick={() => void store.load(store.page + 1)}>
            {t('deliveries.older')}
          </Button>
        </nav>
      )}
    </Dialog>
  );
});
