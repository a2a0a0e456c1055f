import { Suspense, use, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { CollectionCard } from './CollectionCard';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import type { CollectionsStore } from './collections.store';
import type { CollectionsViewMode } from './collections.types';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { loadedSortableCollections, loadSortableCollections } from './load-sortable';
import { ShareCollectionDialog } from './ShareCollectionDialog';
import { UnsubscribeDialog } from './UnsubscribeDialog';
import './Collections.css';
import './CollectionControls.css';
import { Button } from '../ui/Button';
import { PressedButtons } from '../ui/PressedButtons';

export interface CollectionsWorkspaceProps {
  store: CollectionsStore;
  /** Called with a document id; the shell opens the DocumentViewer (`/search?docId=`). */
  onOpenDocument: (id: string) => void;
}

const VIEW_MODES: readonly CollectionsViewMode[] = ['list', 'grid'];

/** View mode, and edit mode until dnd-kit has arrived: the cards without drag handles. */
const PlainCollectionList = observer(function PlainCollectionList({ store, onOpenDocument }: CollectionsWorkspaceProps) {
  const { t } = useTranslation('collections');
  return (
    <ul className={`nd-coll__list nd-coll__list--${store.viewMode}`} aria-label={t('listLabel')}>
      {store.collections.map((collection) => (
        <CollectionCard key={collection.id} store={store} collection={collection} onOpenDocument={onOpenDocument} />
      ))}
    </ul>
  );
});

/** Edit mode: drag to reorder (SortableCollectionList.tsx), loaded on demand (ADR 0016). */
const SortableList = (props: CollectionsWorkspaceProps & { root: HTMLElement | null }) => {
  const { SortableCollectionList } = loadedSortableCollections() ?? use(loadSortableCollections());
  return <SortableCollectionList {...props} />;
};

/**
 * The collections page: list or grid, view mode (documents) and edit mode (drag to reorder,
 * edit, share, delete, delivery log), and the unsubscribe dialog. The host calls `store.init()`.
 */
export const CollectionsWorkspace = observer(function CollectionsWorkspace({ store, onOpenDocument }: CollectionsWorkspaceProps) {
  const { t } = useTranslation('collections');
  // dnd-kit's live region and instructions stay inside the widget, not in the host's <body>.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const editing = store.mode === 'edit';

  return (
    <div className="nd-coll" ref={setRoot}>
      <div className="nd-coll__toolbar">
        <p role="status" className="nd-coll__count">
          {store.status === 'ready'
            ? t('count', { count: store.collections.length, max: store.maxPerUser })
            : store.status === 'loading'
              ? t('loading')
              : ''}
        </p>
        <div className="nd-coll__tools">
          <PressedButtons
            label={t('view.label')}
            className="nd-coll__segmented"
            buttonClassName="nd-coll__segment"
            choices={VIEW_MODES.map((mode) => ({ value: mode, label: t(`view.${mode}`) }))}
            chosen={store.viewMode}
            onChoose={(mode) => store.setViewMode(mode)}
          />
          <Button onClick={store.unsubscribing.open}>{t('unsubscribe.button')}</Button>
          <Button
            variant={editing ? 'primary' : 'secondary'}
            aria-pressed={editing}
            // dnd-kit starts loading as the pointer or the focus reaches the button
            onPointerEnter={() => void loadSortableCollections().catch(() => undefined)}
            onFocus={() => void loadSortableCollections().catch(() => undefined)}
            onClick={() => store.setMode(editing ? 'view' : 'edit')}
          >
            {/* A toggle button: its name stays, aria-pressed (and the look) say whether edit mode is on. */}
            {t('mode.edit')}
          </Button>
        </div>
      </div>
      {editing && store.collections.length > 1 && <p className="nd-coll__hint">{t('drag.hint')}</p>}
      {store.status === 'error' && store.error && (
        <div role="alert" className="nd-coll__error">
          <p>{t(errorKey(store.error.code), { ...store.error.values, defaultValue: store.error.message })}</p>
          <Button onClick={() => void store.load()}>{t('retry')}</Button>
        </div>
      )}
      {store.status === 'ready' && store.collections.length === 0 && (
        <div className="nd-coll__empty">
          <p className="nd-coll__empty-title">{t('empty.title')}</p>
          <p>{t('empty.text')}</p>
        </div>
      )}
      {store.collections.length > 0 &&
        (editing ? (
          // the plain list stays while dnd-kit arrives; then the same cards get their drag handles
          <Suspense fallback={<PlainCollectionList store={store} onOpenDocument={onOpenDocument} />}>
            <SortableList store={store} onOpenDocument={onOpenDocument} root={root} />
          </Suspense>
        ) : (
          <PlainCollectionList store={store} onOpenDocument={onOpenDocument} />
        ))}
      <CollectionEditorDialog editor={store.editor} />
      <ShareCollectionDialog store={store.sharing} />
      <UnsubscribeDialog store={store.unsubscribing} />
      <DeleteCollectionDialog store={store} />
      <DeliveryLogDialog store={store.deliveries} />
    </div>
  );
});
