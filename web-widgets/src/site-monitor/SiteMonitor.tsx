import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminPanelFrame } from '../ui/AdminPanelFrame';
import { DeliveryLogDialog } from '../collections/DeliveryLogDialog';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AddSiteForm } from './AddSiteForm';
import { SiteCard } from './SiteCard';
import type { SiteMonitorStore } from './site-monitor.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import './SiteMonitor.css';
import { Button } from '../ui/Button';

export interface SiteMonitorProps {
  store: SiteMonitorStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

/**
 * The site monitor (spec §2): watched pages with their new changes first in the reader's mind —
 * "check updates now", "mark viewed" / "viewed all", the add form and each site's last change.
 */
export const SiteMonitor = observer(function SiteMonitor({ store, autoLoad = true }: SiteMonitorProps) {
  const { t } = useTranslation('site-monitor');
  return (
    <AdminPanelFrame store={store} autoLoad={autoLoad} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
      <SiteMonitorPanel store={store} />
    </AdminPanelFrame>
  );
});

const SiteMonitorPanel = observer(function SiteMonitorPanel({ store }: { store: SiteMonitorStore }) {
  const { t } = useTranslation('site-monitor');
  const id = useId();
  const pending = store.pendingDelete;
  return (
    <div className="nd-admin nd-site-monitor">
      <AddSiteForm store={store} />
      <section className="nd-admin-section" aria-labelledby={`${id}-list`}>
        <header className="nd-admin-section__header nd-site-monitor__header">
          <div>
            <h2 id={`${id}-list`} className="nd-admin-section__title">
              {t('list.title')}
            </h2>
            <p className="nd-admin-section__lead" role="status">
              {store.sites.length === 0 ? t('list.lead') : t('list.count', { count: store.sites.length, alerts: store.alertCount })}
            </p>
          </div>
          <div className="nd-site-monitor__toolbar">
            <Button disabled={store.alertCount === 0} onClick={() => void store.markAllViewed()}>
              {t('list.viewedAll')}
            </Button>
            <Button
              variant="primary"
              disabled={store.checking || store.sites.length === 0}
              aria-busy={store.checking}
              onClick={() => void store.checkNow()}
            >
              {store.checking ? t('list.checking') : t('list.checkNow')}
            </Button>
          </div>
        </header>
        <p className="nd-admin-hint nd-site-monitor__note">{t('list.volatileNote')}</p>
        {store.sites.length === 0 ? (
          <p className="nd-admin-empty">{t('list.empty')}</p>
        ) : (
          <ul className="nd-site-monitor__list">
            {[...store.sites]
              .sort((a, b) => Number(b.isNew) - Number(a.isNew))
              .map((site) => (
                <SiteCard key={site.id} site={site} store={store} />
              ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { name: pending?.name ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        busy={store.deleting}
        onConfirm={() => void store.confirmDelete()}
        onCancel={store.cancelDelete}
      />
      <DeliveryLogDialog store={store.deliveries} emptyKey="deliveries.emptySite" />
    </div>
  );
});
