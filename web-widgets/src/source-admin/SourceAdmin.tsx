import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminAlert } from './AdminMessages';
import { FeedSourcesSection } from './FeedSourcesSection';
import { OfficialSourcesSection } from './OfficialSourcesSection';
import { SiteListsSection } from './SiteListsSection';
import type { SourceAdminStore } from './source-admin.store';
import { TopicsSection } from './TopicsSection';
import { AdminPanelFrame } from '../ui/AdminPanelFrame';
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
  const texts = { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') };
  return (
    <AdminPanelFrame store={store} autoLoad={autoLoad} texts={texts} alert={<AdminAlert error={store.loadError} />}>
      <div className="nd-admin">
        <FeedSourcesSection store={store.feeds} domains={store.lists.domains} />
        <SiteListsSection store={store.lists} />
        <OfficialSourcesSection store={store.officials} />
        {showTopics ? <TopicsSection store={store.topics} /> : null}
      </div>
    </AdminPanelFrame>
  );
});
