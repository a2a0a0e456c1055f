import { describe, expect, jest, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { MemoryStorage, NOW } from '../search/search.fixtures';
import { renderWidget } from '../testing/render-widget';
import { DashboardFeed } from './DashboardFeed';
import * as stories from './DashboardFeed.stories';
import { makeDashboardStore, type DashboardScenario } from './collections.scenarios';
import { dashboardCache } from './dashboard-cache';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = async (scenario: DashboardScenario, storage: MemoryStorage | null = null) => {
  const { api, store, ready } = makeDashboardStore(scenario, storage ? dashboardCache(storage) : null);
  const onOpenDocument = jest.fn<(id: string) => void>();
  const view = renderWidget(<DashboardFeed store={store} onOpenDocument={onOpenDocument} />);
  await act(async () => {
    await ready;
  });
  await settle();
  return { api, store, onOpenDocument, ...view };
};

describe('DashboardFeed', () => {
  test('a card per collection with its newest documents; a title opens the document', async () => {
    const { onOpenDocument } = await setup('loaded');
    const cards = within(screen.getByRole('list', { name: 'Latest documents of your collections' })).getAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual(['Swiss National Bank', 'Inflation', 'Zurich', 'Pension reform']);
    const inflation = screen.getByRole('list', { name: 'Latest documents of Inflation' });
    await userEvent.click(within(inflation).getAllByRole('button')[0]!);
    expect(onOpenDocument).toHaveBeenCalledWith(expect.stringMatching(/^doc-/));
  });

  test('a failing collection shows "Error fetching feed data" in its own card', async () => {
    await setup('feed-error');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Error fetching feed data');
    expect(alerts[0]!.closest('li')).toHaveTextContent('Inflation');
  });

  test('empty: an invitation to save a search as a collection', async () => {
    await setup('empty');
    expect(screen.getByText('Save a search as a collection and its newest documents appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to search' })).toHaveAttribute('href', '/search');
  });

  test('the list fails behind cached columns: they stay, "Error fetching feed data" shows and the page is no longer busy', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'dashboardPage',
      JSON.stringify({
        version: '1.1',
        savedAt: NOW.toISOString(),
        value: {
          feeds: [{ collection: { id: 'c-9', name: 'From the cache', url: '/search?collection=c-9', role: 'owner' }, documents: [] }],
        },
      }),
    );
    await setup('error', storage);
    expect(screen.getByRole('heading', { name: 'From the cache' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching feed data');
    expect(screen.getByRole('region', { name: 'Latest documents of your collections' })).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('the cached page (dashboardPage 1.1) shows before the server answers; another version does not', async () => {
    const cached = (version: string) =>
      JSON.stringify({
        version,
        savedAt: NOW.toISOString(),
        value: {
          feeds: [{ collection: { id: 'c-9', name: 'From the cache', url: '/search?collection=c-9', role: 'owner' }, documents: [] }],
        },
      });
    const storage = new MemoryStorage();
    storage.setItem('dashboardPage', cached('1.1'));
    const first = await setup('loading', storage);
    expect(screen.getByRole('heading', { name: 'From the cache' })).toBeInTheDocument();
    first.unmount();
    storage.setItem('dashboardPage', cached('1.0'));
    await setup('loading', storage);
    expect(screen.queryByRole('heading', { name: 'From the cache' })).toBeNull();
    expect(storage.getItem('dashboardPage')).toBeNull();
  });
});

setProjectAnnotations(preview);

describe('DashboardFeed stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story, { settleMs: 5 }),
  );
});
