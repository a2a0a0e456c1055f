import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLink } from '../provider/widget-context';
import { DocumentLinks } from './CollectionDocumentsList';
import type { DashboardStore } from './dashboard.store';
import './Collections.css';
import './Dashboard.css';
import './CollectionControls.css';
import { Button } from '../ui/Button';

export interface DashboardFeedProps {
  store: DashboardStore;
  /** Called with a document id; the shell opens the DocumentViewer (`/search?docId=`). */
  onOpenDocument: (id: string) => void;
  /** Where "save a search" leads in the empty state; default `/search`. */
  searchUrl?: string;
}

/** Spec §2 /dashboard: a card per collection with its newest documents. The host calls `store.init()`. */
export const DashboardFeed = observer(function DashboardFeed({ store, onOpenDocument, searchUrl = '/search' }: DashboardFeedProps) {
  const { t } = useTranslation('collections');
  const Link = useLink();
  const feedFailed = t('dashboard.feedFailed');
  return (
    <section className="nd-dash" aria-labelledby="nd-dash-heading" aria-busy={store.status === 'loading' || store.fromCache}>
      <h2 id="nd-dash-heading" className="nd-visually-hidden">
        {t('dashboard.heading')}
      </h2>
      <p role="status" className="nd-visually-hidden">
        {store.status === 'loading' ? t('dashboard.loading') : ''}
      </p>
      {/* Also when the list fails behind cached columns: they stay, the failure is said above them. */}
      {store.error && (
        <div role="alert" className="nd-coll__error">
          <p>{feedFailed}</p>
          <Button onClick={() => void store.refresh()}>{t('retry')}</Button>
        </div>
      )}
      {store.isEmpty && (
        <div className="nd-coll__empty">
          <p className="nd-coll__empty-title">{t('dashboard.emptyTitle')}</p>
          <p>{t('dashboard.emptyText')}</p>
          <Link to={searchUrl} className="nd-btn nd-btn--primary">
            {t('dashboard.goToSearch')}
          </Link>
        </div>
      )}
      {store.feeds.length > 0 && (
        <ul className="nd-dash__grid" aria-label={t('dashboard.heading')}>
          {store.feeds.map((feed) => (
            <li key={feed.collection.id} className="nd-dash__card">
              <h3 className="nd-dash__title">
                <Link to={feed.collection.url} className="nd-coll-card__link">
                  {feed.collection.name}
                </Link>
              </h3>
              {feed.status === 'error' && (
                <p role="alert" className="nd-coll-card__error">
                  {feedFailed}
                </p>
              )}
              {feed.status === 'loading' && feed.documents.length === 0 && <p className="nd-coll-card__muted">{t('documents.loading')}</p>}
              {feed.status === 'ready' && feed.documents.length === 0 && <p className="nd-coll-card__muted">{t('documents.empty')}</p>}
              {feed.documents.length > 0 && (
                <DocumentLinks
                  documents={feed.documents}
                  onOpenDocument={onOpenDocument}
                  label={t('documents.label', { name: feed.collection.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
