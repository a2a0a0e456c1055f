import { useEffect } from 'react';
import { navigate, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CollectionsWorkspace } from '@newsdesk/web-widgets/collections';
import { useDocumentTitle } from '../hooks/use-document-title';
import { documentUrl } from '../search/search-page.stores';
import { useStores } from '../stores/stores-context';

/** Spec §2 /collections: saved searches, their alerts and newest documents; documents open on /search. */
export const CollectionsPage = observer(function CollectionsPage(_: RouteComponentProps) {
  const { t } = useTranslation('shell');
  const { collectionsPage } = useStores();
  useDocumentTitle(t('sections.collections.title'));
  // Every visit reloads: a search saved on /search a moment ago must be here.
  useEffect(() => void collectionsPage.collections.init(), [collectionsPage]);
  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{t('sections.collections.title')}</h1>
        <p className="nd-page__lead">{t('sections.collections.lead')}</p>
      </header>
      <CollectionsWorkspace store={collectionsPage.collections} onOpenDocument={(id) => void navigate(documentUrl(id))} />
    </div>
  );
});
