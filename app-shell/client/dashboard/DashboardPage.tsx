import { useEffect } from 'react';
import { navigate, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DashboardFeed } from '@newsdesk/web-widgets/collections';
import { useDocumentTitle } from '../hooks/use-document-title';
import { documentUrl } from '../search/search-page.stores';
import { useStores } from '../stores/stores-context';

/** Spec §2 /dashboard: the newest documents of each of the user's collections. */
export const DashboardPage = observer(function DashboardPage(_: RouteComponentProps) {
  const { t } = useTranslation('shell');
  const { collectionsPage, notifications } = useStores();
  useDocumentTitle(t('sections.dashboard.title'));
  // The cached page shows at once (dashboardPage 1.1); every visit refreshes it.
  useEffect(() => void collectionsPage.dashboard.init(), [collectionsPage]);
  // New matches arrive on the bell's socket; the matching column is read again while the page is shown.
  useEffect(
    () => notifications.onCollectionMatched((id) => void collectionsPage.dashboard.collectionMatched(id)),
    [notifications, collectionsPage],
  );
  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{t('sections.dashboard.title')}</h1>
        <p className="nd-page__lead">{t('sections.dashboard.lead')}</p>
      </header>
      <DashboardFeed store={collectionsPage.dashboard} onOpenDocument={(id) => void navigate(documentUrl(id))} />
    </div>
  );
});
