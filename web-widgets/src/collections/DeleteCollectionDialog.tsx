import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { CollectionsStore } from './collections.store';

/** "Really delete?" — and, for a shared collection, that it disappears for the colleagues too. */
export const DeleteCollectionDialog = observer(function DeleteCollectionDialog({ store }: { store: CollectionsStore }) {
  const { t } = useTranslation('collections');
  const collection = store.deleting;
  return (
    <ConfirmDialog
      open={collection !== null}
      title={t('delete.title')}
      text={t('delete.text', { name: collection?.name ?? '' })}
      confirmLabel={t('delete.confirm')}
      busy={store.deleteBusy}
      onConfirm={() => void store.confirmDelete()}
      onCancel={store.cancelDelete}
    >
      {collection && collection.subscribers.length > 0 && <p>{t('delete.subscribers', { count: collection.subscribers.length })}</p>}
    </ConfirmDialog>
  );
});
