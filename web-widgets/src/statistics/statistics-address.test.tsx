import { afterEach, describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../testing/render-widget';
import { FakeStatisticsApi } from './fake-statistics-api';
import { settle } from './sports-kit/testing/render-sports-view';
import { sportsServer } from './sports-kit/testing/sports-scenarios';
import { statisticsLinkFromSearch } from './statistics-link';
import { StatisticsStore } from './statistics.store';
import { StatisticsWorkspace } from './StatisticsWorkspace';
import { tennisFixture } from './tennis/tennis.fixtures';

/*
 * The statistics page keeps its view in the address (spec §2 /statistics): jsdom's own location
 * and history, the workspace and its store as the page makes them, the tennis views over the
 * in-memory sports API.
 */
const server = () => sportsServer(tennisFixture, 'loaded');

/** The page as the app shell opens it: a store that starts from the address (StatisticsPage.tsx). */
const openPage = async () => {
  const store = new StatisticsStore(new FakeStatisticsApi(), { cache: null });
  const view = renderWidget(<StatisticsWorkspace store={store} client={server().client} />, { language: 'en' });
  await act(() => store.init(statisticsLinkFromSearch(window.location.search)));
  await settle();
  await settle();
  return { store, ...view };
};

const address = () => new URL(window.location.href);

describe('the statistics address', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  test('a picked ranking week and tour go into the address; the address opens the same week again', async () => {
    window.history.replaceState({ key: 'router' }, '', '/statistics');
    const first = await openPage();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Statistics views' })).getByRole('button', { name: 'Rankings' }));
    await settle();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ranking week' }), '2024-12-16');
    await settle();
    expect(address().pathname).toBe('/statistics');
    expect(Object.fromEntries(address().searchParams)).toEqual({ view: 'rankings', associationName: 'ATP', rankingDate: '2024-12-16' });
    // replaced, not pushed: the router's entry (its state) stays, and "back" leaves the page
    expect(window.history.state).toEqual({ key: 'router' });
    first.unmount();

    // a reload or a shared link: a new page from the address alone
    await openPage();
    expect(screen.getByRole('combobox', { name: 'Ranking week' })).toHaveValue('2024-12-16');
    expect(screen.getByRole('table')).toHaveAccessibleName('ATP ranking of Mon 16 Dec 2024');

    await userEvent.click(screen.getByRole('radio', { name: 'WTA' }));
    await settle();
    expect(Object.fromEntries(address().searchParams)).toEqual({ view: 'rankings', associationName: 'WTA' });
  });

  test('coming back by the navigation’s plain /statistics writes the view still shown into the address at once', async () => {
    window.history.replaceState({ key: 'router' }, '', '/statistics');
    const store = new StatisticsStore(new FakeStatisticsApi(), { cache: null });
    const first = renderWidget(<StatisticsWorkspace store={store} client={server().client} />, { language: 'en' });
    await act(() => store.init(null));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Statistics views' })).getByRole('button', { name: 'Rankings' }));
    await settle();
    first.unmount();
    // another page, then the navigation's link: the same store, the address without a view
    window.history.replaceState({ key: 'router' }, '', '/statistics');
    renderWidget(<StatisticsWorkspace store={store} client={server().client} />, { language: 'en' });
    expect(address().searchParams.get('view')).toBe('rankings');
    expect(window.history.state).toEqual({ key: 'router' });
  });

  test('an unknown week in the address opens the newest list and the address drops it', async () => {
    window.history.replaceState(null, '', '/statistics?view=rankings&associationName=ATP&rankingDate=2001-01-01');
    await openPage();
    expect(screen.getByRole('table')).toHaveAccessibleName('ATP ranking of Mon 30 Dec 2024');
    expect(Object.fromEntries(address().searchParams)).toEqual({ view: 'rankings', associationName: 'ATP' });
  });

  test('a workspace shown elsewhere (a story, another page) leaves the address alone', async () => {
    window.history.replaceState(null, '', '/dashboard?docId=7');
    const { store } = await openPage();
    await act(() => store.show('rankings', { associationName: 'WTA' }));
    await settle();
    expect(`${address().pathname}${address().search}`).toBe('/dashboard?docId=7');
  });
});
