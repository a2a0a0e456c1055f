import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { errorKey } from '../api/error-message';
import { CollectionCard } from './CollectionCard';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import type { CollectionsStore } from './collections.store';
import type { CollectionsViewMode } from './collections.types';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { ShareCollectionDialog } from './ShareCollectionDialog';
import { UnsubscribeDialog } from './UnsubscribeDialog';
import './Collections.css';
import './CollectionControls.css';

export interface CollectionsWorkspaceProps {
  store: CollectionsStore;
  /** Called with a document id; the shell opens the DocumentViewer (`/search?docId=`). */
  onOpenDocument: (id: string) => void;
}

const VIEW_MODES: readonly CollectionsViewMode[] = ['list', 'grid'];

/**
 * The collections page: list or grid, view mode (documents) and edit mode (drag to reorder,
 * edit, share, delete, delivery log), and the unsubscribe dialog. The host calls `store.init()`.
 */
export const CollectionsWorkspace = observer(function CollectionsWorkspace({ store, onOpenDocument }: CollectionsWorkspaceProps) {
  const { t } = useTranslation('collections');
  // dnd-kit's live region and instructions stay inside the widget, not in the host's <body>.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => store.collections.find((c) => c.id === id)?.name ?? '';
  const position = (id: string | number) => store.collections.findIndex((c) => c.id === id) + 1;
  // dnd-kit reports the card over itself right after pick-up; announcing that would drown "Picked up".
  const justPicked = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPicked.current = true;
      return t('drag.picked', { name: nameOf(active.id), position: position(active.id), total: store.collections.length });
    },
    onDragOver: ({ active, over }) => {
      const first = justPicked.current;
      justPicked.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return t('drag.over', { name: nameOf(active.id), position: position(over.id), total: store.collections.length });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('drag.dropped', { name: nameOf(active.id), position: position(over.id), total: store.collections.length }) : undefined,
    onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void store.move(String(active.id), String(over.id));
  };
  const editing = store.mode === 'edit';

  return (
    <div className="nd-coll" ref={setRoot}>
      <div className="nd-coll__toolbar">
        <p role="status" className="nd-coll__count">
          {store.status === 'loaded'
            ? t('count', { count: store.collections.length, max: store.maxPerUser })
            : store.status === 'loading'
              ? t('loading')
              : ''}
        </p>
        <div className="nd-coll__tools">
          <div role="group" aria-label={t('view.label')} className="nd-coll__segmented">
            {VIEW_MODES.map((mode) => (
              <button
                key={mode}
                type="button"
                className="nd-coll__segment"
                aria-pressed={store.viewMode === mode}
                onClick={() => store.setViewMode(mode)}
              >
                {t(`view.${mode}`)}
              </button>
            ))}
          </div>
          <button type="button" className="nd-coll-btn" onClick={store.unsubscribing.open}>
            {t('unsubscribe.button')}
          </button>
          <button
            type="button"
            className={editing ? 'nd-coll-btn nd-coll-btn--primary' : 'nd-coll-btn'}
            aria-pressed={editing}
            onClick={() => store.setMode(editing ? 'view' : 'edit')}
          >
            {/* A toggle button: its name stays, aria-pressed (and the look) say whether edit mode is on. */}
            {t('mode.edit')}
          </button>
        </div>
      </div>
      {editing && store.collections.length > 1 && <p className="nd-coll__hint">{t('drag.hint')}</p>}
      {store.status === 'error' && store.error && (
        <div role="alert" className="nd-coll__error">
          <p>{t(errorKey(store.error.code), { ...store.error.values, defaultValue: store.error.message })}</p>
          <button type="button" className="nd-coll-btn" onClick={() => void store.load()}>
            {t('retry')}
          </button>
        </div>
      )}
      {store.status === 'loaded' && store.collections.length === 0 && (
        <div className="nd-coll__empty">
          <p className="nd-coll__empty-title">{t('empty.title')}</p>
          <p>{t('empty.text')}</p>
        </div>
      )}
      {store.collections.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('drag.instructions') },
            ...(root ? { container: root } : {}),
          }}
        >
          <SortableContext
            items={store.collections.map((c) => c.id)}
            strategy={store.viewMode === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
          >
            <ul className={`nd-coll__list nd-coll__list--${store.viewMode}`} aria-label={t('listLabel')}>
              {store.collections.map((collection) => (
                <CollectionCard key={collection.id} store={store} collection={collection} onOpenDocument={onOpenDocument} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <CollectionEditorDialog editor={store.editor} />
      <ShareCollectionDialog store={store.sharing} />
      <UnsubscribeDialog store={store.unsubscribing} />
      <DeleteCollectionDialog store={store} />
      <DeliveryLogDialog store={store.deliveries} />
    </div>
  );
});
