import { describe, expect, jest, test } from '@jest/globals';
import { FakeDocumentViewerApi, NOW, aNewsDocument } from './document-viewer.fixtures';
import { DocumentViewerStore } from './document-viewer.store';

const ids = ['a', 'b', 'c'];
const setup = () => {
  const api = new FakeDocumentViewerApi(ids.map((id) => aNewsDocument({ id })));
  const onNavigate = jest.fn<(id: string) => void>();
  const store = new DocumentViewerStore(api, { now: () => NOW, onNavigate });
  return { api, store, onNavigate };
};

describe('DocumentViewerStore', () => {
  test('previous is disabled at the first item, next at the last, both while loading', async () => {
    const { api, store, onNavigate } = setup();
    const opening = store.open('a', ids);
    expect(store.loading).toBe(true);
    expect([store.hasPrevious, store.hasNext]).toEqual([false, false]);
    await opening;
    expect([store.hasPrevious, store.hasNext]).toEqual([false, true]);
    await store.next();
    expect(onNavigate).toHaveBeenLastCalledWith('b');
    expect([store.hasPrevious, store.hasNext]).toEqual([true, true]);
    await store.next();
    expect([store.hasPrevious, store.hasNext]).toEqual([true, false]);
    await store.next();
    expect(store.document?.id).toBe('c');
    api.pending.add('b');
    void store.previous();
    expect([store.loading, store.hasPrevious, store.hasNext]).toEqual([true, false, false]);
  });

  test('a failed load just stops loading', async () => {
    const { store } = setup();
    await store.open('missing', ids);
    expect(store.loading).toBe(false);
    expect(store.document).toBeNull();
    expect(store.isOpen).toBe(true);
  });

  test('chips re-fetch related documents with the selected entities and operator', async () => {
    const { api, store } = setup();
    await store.open('a');
    expect(store.operatorMode).toBe('OR');
    await store.toggleEntity('UBS');
    await store.toggleEntity('Zurich');
    await store.toggleOperatorMode();
    await store.toggleEntity('UBS');
    expect(api.relatedCalls).toEqual([
      { documentId: 'a', entities: [], operator: 'OR' },
      { documentId: 'a', entities: ['UBS'], operator: 'OR' },
      { documentId: 'a', entities: ['UBS', 'Zurich'], operator: 'OR' },
      { documentId: 'a', entities: ['UBS', 'Zurich'], operator: 'AND' },
      { documentId: 'a', entities: ['Zurich'], operator: 'AND' },
    ]);
    expect(store.related.map((d) => d.id)).toEqual(['rel-1', 'rel-2', 'rel-3']);
  });

  test('label, shown date, topic and highlights of the current document', async () => {
    const api = new FakeDocumentViewerApi([
      aNewsDocument({ id: 'x', document: { publicationDate: '1970-01-01T00:00:00Z', firstAcquisitionDate: '2026-11-21T09:30:00.000Z' } }),
    ]);
    const store = new DocumentViewerStore(api, { now: () => NOW });
    await store.open('x', ['x'], { x: { body: [{ start: 0, end: 3 }] } });
    expect(store.shownDate).toBe('2026-11-21T09:30:00.000Z');
    expect(store.label).toBe('live');
    expect(store.topic).toEqual({ id: 'economy', name: 'Economy' });
    expect(store.highlights?.body).toEqual([{ start: 0, end: 3 }]);
    store.close();
    expect(store.isOpen).toBe(false);
  });
});
