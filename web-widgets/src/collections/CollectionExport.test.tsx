import { describe, expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { renderWidget } from '../testing/render-widget';
import { CollectionsWorkspace } from './CollectionsWorkspace';
import { CollectionsGateway } from './collections.gateway';
import { makeCollectionsStore } from './collections.scenarios';

const setup = async (language: Language = 'en') => {
  const { api, store, ready } = makeCollectionsStore('list');
  const gateway = new CollectionsGateway(new ApiClient({ baseUrl: 'https://newsdesk.example' }));
  // the fake API has no export: give it the real gateway's address rule
  Object.assign(api, { exportUrl: (id: string) => gateway.exportUrl(id) });
  renderWidget(<CollectionsWorkspace store={store} onOpenDocument={() => undefined} />, { language });
  await act(async () => {
    await ready;
  });
  return { api };
};

describe('Export CSV on a collection card', () => {
  test("each card links to the CSV of that collection's documents, named with the collection", async () => {
    const { api } = await setup();
    const first = api.collections[0]!;
    const link = await screen.findByRole('link', { name: `Export CSV of ${first.name}` });
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('href', `https://newsdesk.example/api/collections/${first.id}/export.csv`);
    expect(screen.getAllByRole('link', { name: /^Export CSV of / })).toHaveLength(api.collections.length);
  });

  test.each([
    ['de', 'CSV exportieren'],
    ['fr', 'Exporter en CSV'],
  ] as const)('labelled in %s', async (language, label) => {
    await setup(language);
    expect((await screen.findAllByRole('link', { name: new RegExp(`^${label}`) })).length).toBeGreaterThan(0);
  });
});
