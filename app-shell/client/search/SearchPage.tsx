import { useEffect } from 'react';
import { navigate, useLocation, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
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
  const { searchPage } = useStores();
  const { search, viewer } = searchPage;
  const query = new URLSearchParams(location.search);
  const docId = query.get('docId');
  const shareId = query.get('share');
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

  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{t('sections.search.title')}</h1>
      </header>
      <SearchWorkspace store={search} onOpenDocument={(id) => void navigate(documentUrl(id))} />
      <DocumentViewer store={viewer} />
    </div>
  );
});
