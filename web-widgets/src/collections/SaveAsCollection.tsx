import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SearchStore } from '../search/search.store';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import type { CollectionEditorStore } from './collection-editor.store';
import { toCollectionSearch } from './collection-search';
import './Collections.css';

export interface SaveAsCollectionProps {
  /** The search page's store: its current criteria become the collection's search. */
  search: SearchStore;
  editor: CollectionEditorStore;
}

/** "Save as collection" beside "Share search": the current search with a name and alert settings. */
export const SaveAsCollection = observer(function SaveAsCollection({ search, editor }: SaveAsCollectionProps) {
  const { t } = useTranslation('collections');
  return (
    <>
      <button
        type="button"
        className="nd-search-btn"
        disabled={!search.hasCriteria}
        title={search.hasCriteria ? undefined : t('save.needsCriteria')}
        onClick={() => editor.openCreate(toCollectionSearch(search.snapshot))}
      >
        {t('save.button')}
      </button>
      <CollectionEditorDialog editor={editor} />
    </>
  );
});
