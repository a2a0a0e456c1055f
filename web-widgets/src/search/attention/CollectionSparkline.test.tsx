import { describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { CollectionsWorkspace } from '../../collections/CollectionsWorkspace';
import { FakeCollectionsApi, someCollections } from '../../collections/collections.fixtures';
import { CollectionsStore } from '../../collections/collections.store';
import type { CollectionView } from '../../collections/collections.types';
import { renderWidget } from '../../testing/render-widget';
import { NOW } from '../search.fixtures';
import { FakeAttentionSearchApi } from './attention.fixtures';
import type { AttentionRequest } from './attention.types';

/** The collections API in memory, with attention over time from the in-memory search index. */
class CollectionsWithAttention extends FakeCollectionsApi {
  readonly attentionSearch: FakeAttentionSearchApi;
  constructor(collections: CollectionView[]) {
    const search = new FakeAttentionSearchApi();
    super(collections, search);
    this.attentionSearch = search;
  }
  attention(request: AttentionRequest) {
    return this.attentionSearch.attention(request);
  }
}

const setup = async () => {
  const api = new CollectionsWithAttention(someCollections());
  const store = new CollectionsStore(api, { cache: null, now: () => NOW });
  const view = renderWidget(<CollectionsWorkspace store={store} onOpenDocument={() => undefined} />);
  await act(async () => {
    await store.init();
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return { api, store, ...view };
};

describe('collection card sparkline', () => {
  test('every card shows its documents per day of the last 30 days, the total said to screen readers', async () => {
    const { api, container } = await setup();
    const asked = api.attentionSearch.attentionRequests;
    expect(asked).toHaveLength(api.collections.length);
    for (const request of asked) {
      expect(request.timeFrame).toEqual({ from: new Date(NOW.getTime() - 30 * 86_400_000).toISOString(), to: NOW.toISOString() });
    }
    for (const collection of api.collections) {
      const card = container.querySelector(`[data-collection-id="${collection.id}"]`) as HTMLElement;
      // the same search over the same 30 days: the sparkline's total is the search's count
      const found = await api.attentionSearch.search({
        ...collection.search,
        filters: { ...collection.search.filters, entities: { organizations: [], persons: [], locations: [] } },
        timeFrame: asked[0]!.timeFrame,
        page: 1,
        pageSize: 20,
      });
      const line = within(card).getByRole('img', { name: `Documents per day, last 30 days: ${found.total} in all` });
      expect(line.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(31);
    }
    expect(await axe(container)).toHaveNoViolations();
  });

  test('no sparkline when the chart cannot be had; the card stays', async () => {
    const api = new CollectionsWithAttention(someCollections());
    api.attentionSearch.attentionMode = 'failing';
    const store = new CollectionsStore(api, { cache: null, now: () => NOW });
    renderWidget(<CollectionsWorkspace store={store} onOpenDocument={() => undefined} />);
    await act(async () => {
      await store.init();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(screen.queryByRole('img', { name: /last 30 days/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBe(api.collections.length);
  });
});
