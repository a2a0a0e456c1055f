import { describe, expect, test } from '@jest/globals';
import { ToastStore } from '../toasts/toast.store';
import { FakeStatisticsApi } from './fake-statistics-api';
import { statisticsPropsCache } from './statistics-cache';
import { CUP, LEAGUE, PREVIOUS_LEAGUE, SAKA, TEAMS } from './statistics.fixtures';
import { StatisticsStore } from './statistics.store';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const setup = (storage = memoryStorage()) => {
  const api = new FakeStatisticsApi();
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const saved: string[] = [];
  const store = new StatisticsStore(api, {
    toasts,
    cache: statisticsPropsCache(storage),
    searchDebounceMs: 0,
    saveFile: (file) => saved.push(file.fileName),
  });
  const messages = () => toasts.toasts.map((toast) => toast.message);
  return { api, store, toasts, storage, saved, messages };
};

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.items.get('statisticsProps') ?? 'null') as { version: string; value: unknown } | null;

describe('StatisticsStore', () => {
  test('starts on the overview with the first league at its latest season, and remembers it under statisticsProps 1.0', async () => {
    const { api, store, storage } = setup();
    await store.init();
    expect(store.view).toBe('overview');
    expect(store.params).toEqual({ competitionId: LEAGUE.competitionId, competitionSeasonId: LEAGUE.id });
    expect(api.callsOf('standings')).toEqual([[LEAGUE.id]]);
    expect(store.football.standings.data?.groups[0]?.rows.map((row) => [row.team.shortName, row.points])).toEqual([
      ['Man City', 7],
      ['Liverpool', 7],
      ['Arsenal', 4],
      ['Newcastle', 4],
      ['Chelsea', 1],
      ['Spurs', 1],
    ]);
    expect(stored(storage)).toEqual({
      version: '1.0',
      savedAt: expect.any(String),
      value: { view: 'overview', params: { competitionId: LEAGUE.competitionId, competitionSeasonId: LEAGUE.id } },
    });
  });

  test('comes back to the last view with its params', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'statisticsProps',
      JSON.stringify({
        version: '1.0',
        savedAt: '',
        value: { view: 'fixtures', params: { competitionSeasonId: PREVIOUS_LEAGUE.id, status: 'all', page: '1' } },
      }),
    );
    const { api, store } = setup(storage);
    await store.init();
    expect(store.view).toBe('fixtures');
    expect(api.callsOf('matches')).toEqual([
      [{ competitionSeasonId: PREVIOUS_LEAGUE.id, order: 'asc', page: 1, limit: 20, status: undefined }],
    ]);
  });

  test.each([
    ['another version', JSON.stringify({ version: '0.9', savedAt: '', value: { view: 'fixtures', params: {} } })],
    ['an unknown view', JSON.stringify({ version: '1.0', savedAt: '', value: { view: 'bowling', params: {} } })],
    ['params that are not text', JSON.stringify({ version: '1.0', savedAt: '', value: { view: 'fixtures', params: { page: 2 } } })],
    ['no JSON at all', '{"version":'],
  ])('%s in the cache is discarded', async (_name, entry) => {
    const storage = memoryStorage();
    storage.setItem('statisticsProps', entry);
    const { store } = setup(storage);
    await store.init();
    expect(store.view).toBe('overview');
    expect(stored(storage)?.value).toEqual({
      view: 'overview',
      params: { competitionId: LEAGUE.competitionId, competitionSeasonId: LEAGUE.id },
    });
  });

  test('a season picked on the table carries over to fixtures and results, and starts them at page one', async () => {
    const { api, store } = setup();
    await store.show('fixtures', { competitionSeasonId: LEAGUE.id, page: '2' });
    await store.show('competitions');
    await store.setParams({ competitionId: LEAGUE.competitionId, competitionSeasonId: PREVIOUS_LEAGUE.id });
    await store.show('fixtures');
    expect(store.params).toEqual({ competitionId: LEAGUE.competitionId, competitionSeasonId: PREVIOUS_LEAGUE.id });
    expect(api.callsOf('matches').at(-1)).toEqual([
      { competitionSeasonId: PREVIOUS_LEAGUE.id, order: 'asc', page: 1, limit: 20, status: 'scheduled' },
    ]);
  });

  test('championships pick a cup, not a league', async () => {
    const { api, store } = setup();
    await store.show('championships');
    expect(store.params['competitionSeasonId']).toBe(CUP.id);
    expect(api.callsOf('championships')).toEqual([[{ competitionId: CUP.competitionId, seasonId: CUP.seasonId }]]);
    expect(store.football.championships.data?.championships[0]?.winner?.name).toBe('Arsenal FC');
  });

  test('a team opens as a panel on the club view; opening it again toasts "already open"', async () => {
    const { store, messages } = setup();
    await store.openTeam(TEAMS.arsenal.id, 'Arsenal FC');
    expect(store.view).toBe('club');
    expect(store.panels.panels).toEqual([{ type: 'team', id: TEAMS.arsenal.id, name: 'Arsenal FC' }]);
    expect(store.panels.team.data?.team.venue).toBe('Emirates Stadium');
    await store.show('squad');
    await store.openTeam(TEAMS.arsenal.id, 'Arsenal FC');
    expect(messages()).toEqual(['Selected team or player is already open']);
    expect(store.panels.panels).toHaveLength(1);
    expect(store.view).toBe('squad');
  });

  test('a hit without an id and an id the provider does not know toast "not available"', async () => {
    const { store, messages } = setup();
    await store.openHit({ type: 'player', id: '', name: 'Nobody', sport: 'football', detail: null });
    expect(store.panels.panels).toEqual([]);
    await store.openTeam('openfootball:team:gone', 'Gone FC');
    expect(store.panels.panels).toEqual([]);
    expect(messages()).toEqual(['ID of selected team or player is not available', 'ID of selected team or player is not available']);
  });

  test('a failing search toasts "Error fetching teams"', async () => {
    const { api, store, messages } = setup();
    api.failing.add('search');
    await store.search.search('Arsenal');
    expect(store.search.status).toBe('error');
    expect(messages()).toEqual(['Error fetching teams']);
  });

  test('closing the panel on show moves to the one opened before, then to the overview', async () => {
    const { store } = setup();
    await store.openTeam(TEAMS.arsenal.id, 'Arsenal FC');
    await store.openPlayer(SAKA.id, SAKA.name);
    expect(store.activePanel).toEqual({ type: 'player', id: SAKA.id, name: 'Bukayo Saka' });
    await store.closePanel(store.activePanel!);
    expect(store.view).toBe('club');
    expect(store.params).toEqual({ teamId: TEAMS.arsenal.id });
    await store.closePanel(store.activePanel!);
    expect(store.view).toBe('overview');
    expect(store.panels.panels).toEqual([]);
  });

  test.each([
    ['standings', 'competitions', 'Error fetching standings'],
    ['matches', 'fixtures', 'Error fetching matches'],
    ['results', 'results', 'Error fetching results'],
    ['championships', 'championships', 'Error fetching championships'],
    ['competitions', 'overview', 'Error fetching Competition documents'],
  ] as const)('a failing %s call on %s toasts "%s"', async (call, view, message) => {
    const { api, store, messages } = setup();
    api.failing.add(call);
    await store.show(view);
    expect(messages()).toEqual([message]);
  });

  test('only the answer to the latest choice is shown', async () => {
    const { api, store } = setup();
    await store.show('competitions');
    let release: () => void = () => undefined;
    const original = api.standings.bind(api);
    api.standings = (id) => (id === PREVIOUS_LEAGUE.id ? new Promise((resolve) => (release = () => resolve(original(id)))) : original(id));
    const older = store.setParams({ competitionId: LEAGUE.competitionId, competitionSeasonId: PREVIOUS_LEAGUE.id });
    await store.setParams({ competitionId: LEAGUE.competitionId, competitionSeasonId: LEAGUE.id });
    release();
    await older;
    expect(store.football.standings.key).toBe(LEAGUE.id);
    expect(store.football.standings.data?.competitionSeason.id).toBe(LEAGUE.id);
  });

  test('export to wire sends the competition season and saves the file; a failure toasts "Error exporting results"', async () => {
    const { api, store, saved, messages } = setup();
    await store.show('competitions');
    await store.exportToWire();
    expect(api.callsOf('exportToWire')).toEqual([['football', { competitionSeasonId: LEAGUE.id }]]);
    expect(saved).toEqual(['sportsml-football.xml']);
    api.failing.add('exportToWire');
    await store.exportToWire();
    expect(saved).toHaveLength(1);
    expect(messages()).toEqual(['Error exporting results']);
    expect(store.wireExport).toBe('idle');
  });
});
