import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminAlert } from './AdminMessages';
import { FeedSourcesSection } from './FeedSourcesSection';
import { OfficialSourcesSection } from './OfficialSourcesSection';
import { SiteListsSection } from './SiteListsSection';
import type { SourceAdminStore } from './source-admin.store';
import { TopicsSection } from './TopicsSection';
import './SourceAdmin.css';
import './admin-controls.css';
import './admin-table.css';

export interface SourceAdminProps {
  /** The administration shows topics on a tab of their own; standalone, the sources widget keeps them. */
  showTopics?: boolean;
  store: SourceAdminStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

/**
 * The "Sources" tab of the administration: RSS-enabled sources with their health, the
 * generic/custom site lists their domains come from, official sources and topics.
 */
export const SourceAdmin = observer(function SourceAdmin({ store, autoLoad = true, showTopics = true }: SourceAdminProps) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    if (autoLoad && store.status === 'idle') void store.load();
  }, [autoLoad, store]);

  if (store.status === 'idle' || store.status === 'loading') {
    return (
      <div className="nd-admin nd-admin--centered" aria-busy="true">
        <span className="nd-admin-spinner" aria-hidden="true" />
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (store.status === 'error') {
    return (
      <div className="nd-admin nd-admin--centered">
        <p className="nd-admin__failed">{t('loadFailed')}</p>
        <AdminAlert error={store.loadError} />
        <button type="button" className="nd-admin-btn nd-admin-btn--primary" onClick={() => void store.load()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="nd-admin">
      <FeedSourcesSection store={store.feeds} domains={store.lists.domains} />
      <SiteListsSection store={store.lists} />
      <OfficialSourcesSection store={store.officials} />
      {showTopics ? <TopicsSection store={store.topics} /> : null}
    </div>
  );
});
