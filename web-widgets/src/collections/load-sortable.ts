type Sortable = typeof import('./SortableCollectionList');

let loading: Promise<Sortable> | undefined;
let loaded: Sortable | undefined;

/**
 * dnd-kit (drag to reorder) arrives when edit mode is first switched on, not with the page
 * (ADR 0016). Called early (the edit button, a test), edit mode's first render needs no wait.
 */
export const loadSortableCollections = (): Promise<Sortable> =>
  (loading ??= import('./SortableCollectionList').then((module) => {
    loaded = module;
    return module;
  }));

/** The module once it has arrived, else undefined. */
export const loadedSortableCollections = (): Sortable | undefined => loaded;
