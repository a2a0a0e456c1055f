import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { renderWidget } from '../testing/render-widget';
import { SearchResults } from './SearchResults';
import { SearchGateway } from './search.gateway';
import { makeSearchStore } from './search.scenarios';
import type { SearchRequest } from './search.types';

const setup = async (language: Language = 'en', withExport = true) => {
  const { api, store, ready } = makeSearchStore('results-list');
  const gateway = new SearchGateway(new ApiClient({ baseUrl: 'https://newsdesk.example/' }));
  // the fake API has no export: give it the real gateway's address rule
  if (withExport) Object.assign(api, { exportUrl: (request: SearchRequest) => gateway.exportUrl(request) });
  await ready;
  renderWidget(<SearchResults store={store} onOpenDocument={() => undefined} />, { language });
  await screen.findAllByRole('article');
  return { api, store };
};

describe('Export CSV in the search results', () => {
  test('links to the CSV of the search shown: the same request as the results, as the search parameter', async () => {
    const { api } = await setup();
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download');
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://newsdesk.example/api/search/export.csv');
    const sent = JSON.parse(href.searchParams.get('search')!) as { tags: unknown; filters: unknown; timeFrame: unknown };
    const last = api.requests[api.requests.length - 1]!;
    expect({ tags: sent.tags, filters: sent.filters, timeFrame: sent.timeFrame }).toEqual({
      tags: last.tags,
      filters: last.filters,
      timeFrame: last.timeFrame,
    });
  });

  test.each([
    ['de', 'CSV exportieren'],
    ['fr', 'Exporter en CSV'],
  ] as const)('labelled in %s', async (language, label) => {
    await setup(language);
    expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
  });

  test('no link when the API offers no export', async () => {
    await setup('en', false);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
