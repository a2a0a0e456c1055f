import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SearchStore } from '../search/search.store';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import type { CollectionEditorStore } from './collection-editor.store';
import { toCollectionSearch } from './collection-search';
import './Collections.css';
import { Button } from '../ui/Button';

export interface SaveAsCollectionProps {
  /** The search page's store: its current criteria become the collection's search. */
  search: SearchStore;
  editor: CollectionEditorStore;
}

/** "Save as collection" beside "Share search": the current search with a name and alert settings. */
export const SaveAsCollection = observer(function SaveAsCollection({ search, editor }: SaveAsCollectionProps) {
  const { t } = useTranslation('collections');
  const hintId = useId();
  const blocked = !search.hasCriteria;
  return (
    <>
      <span className="nd-coll-save">
        <Button
          disabled={blocked}
          aria-describedby={blocked ? hintId : undefined}
          onClick={() => editor.openCreate(toCollectionSearch(search.snapshot))}
        >
          {t('save.button')}
        </Button>
        {/* Why it is disabled, as text on the page (a title tooltip reaches neither touch nor keyboard users). */}
        {blocked && (
          <span id={hintId} className="nd-coll-save-hint">
            {t('save.needsCriteria')}
          </span>
        )}
      </span>
      <CollectionEditorDialog editor={editor} />
    </>
  );
});
