import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import type { CollectionsStore } from './collections.store';
import './CollectionControls.css';

/** "Really delete?" — Cancel comes first, so Escape or Enter on the first button is the safe way out. */
export const DeleteCollectionDialog = observer(function DeleteCollectionDialog({ store }: { store: CollectionsStore }) {
  const { t } = useTranslation('collections');
  const collection = store.deleting;
  return (
    <Dialog
      open={collection !== null}
      onClose={store.cancelDelete}
      title={t('delete.title')}
      closeLabel={t('close')}
      footer={
        <>
          <button type="button" className="nd-coll-btn" onClick={store.cancelDelete}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="nd-coll-btn nd-coll-btn--danger-solid"
            disabled={store.deleteBusy}
            onClick={() => void store.confirmDelete()}
          >
            {t('delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('delete.text', { name: collection?.name ?? '' })}</p>
      {collection && collection.subscribers.length > 0 && <p>{t('delete.subscribers', { count: collection.subscribers.length })}</p>}
    </Dialog>
  );
});
