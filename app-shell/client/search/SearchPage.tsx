import { useEffect } from 'react';
import { navigate, useLocation, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SaveAsCollection } from '@newsdesk/web-widgets/collections';
import { DocumentViewer } from '@newsdesk/web-widgets/document-viewer';
import { SearchWorkspace } from '@newsdesk/web-widgets/search';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStores } from '../stores/stores-context';
import { documentUrl } from './search-page.stores';

/**
 * Spec §2 /search: the search widgets, and the DocumentViewer over them. The URL drives the
 * viewer: `?docId={id}` opens that document (a shared link on a fresh page too), `?share={id}`
 * loads a shared search once and is then removed from the address.
 */
export const SearchPage = observer(function SearchPage(_: RouteComponentProps) {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const { searchPage, collectionsPage } = useStores();
  const { search, viewer } = searchPage;
  const query = new URLSearchParams(location.search);
  const docId = query.get('docId');
  const shareId = query.get('share');
  const collectionId = query.get('collection');
  useDocumentTitle(t('sections.search.title'));

  useEffect(() => searchPage.start(), [searchPage]);

  useEffect(() => {
    if (docId) searchPage.openDocument(docId);
    else if (viewer.isOpen) viewer.close();
  }, [docId, searchPage, viewer]);

  useEffect(() => {
    if (!shareId) return;
    void search.loadShared(shareId).finally(() => void navigate('/search', { replace: true }));
  }, [shareId, search]);

  // `?collection={id}` (a collection's link): its search replaces the criteria, then the address is clean.
  useEffect(() => {
    if (!collectionId) return;
    void collectionsPage.openCollectionSearch(collectionId, search).finally(() => void navigate('/search', { replace: true }));
  }, [collectionId, collectionsPage, search]);

  return (
    <div className="nd-page nd-page--wide">
      {/* the title left, "Save as collection" right, above the search bar with "Share search" */}
      <header
        className="nd-page__header"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}
      >
        <h1 className="nd-page__title">{t('sections.search.title')}</h1>
        <SaveAsCollection search={search} editor={collectionsPage.saveAs} />
      </header>
      <SearchWorkspace store={search} onOpenDocument={(id) => void navigate(documentUrl(id))} />
      <DocumentViewer store={viewer} />
    </div>
  );
});
