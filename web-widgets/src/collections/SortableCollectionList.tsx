import { useRef } from 'react';
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
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CollectionCard, type CollectionCardProps } from './CollectionCard';
import type { CollectionsStore } from './collections.store';

const SortableCollectionCard = observer(function SortableCollectionCard(props: Omit<CollectionCardProps, 'drag'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.collection.id,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return <CollectionCard {...props} drag={{ attributes, listeners, setNodeRef, setActivatorNodeRef, style, isDragging }} />;
});

export interface SortableCollectionListProps {
  store: CollectionsStore;
  onOpenDocument: (id: string) => void;
  /** dnd-kit's live region and instructions stay inside the widget, not in the host's <body>. */
  root: HTMLElement | null;
}

/**
 * The collections in edit mode: drag (pointer or keyboard) to reorder, each step spoken in the
 * user's language. Its own module, loaded with edit mode (load-sortable.ts, ADR 0016).
 */
export const SortableCollectionList = observer(function SortableCollectionList({
  store,
  onOpenDocument,
  root,
}: SortableCollectionListProps) {
  const { t } = useTranslation('collections');
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
  return (
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
            <SortableCollectionCard key={collection.id} store={store} collection={collection} onOpenDocument={onOpenDocument} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
});
