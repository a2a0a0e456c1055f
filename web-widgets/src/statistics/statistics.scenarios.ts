import type { ToastStore } from '../toasts/toast.store';
import { FakeStatisticsApi } from './fake-statistics-api';
import { LEAGUE, LONG_NAMES, SAKA, TEAMS } from './statistics.fixtures';
import { StatisticsStore } from './statistics.store';
import { footballWidgetRequest } from './widget-request';

export const STATISTICS_SCENARIOS = [
  'overview',
  'competitions',
  'fixtures',
  'all-fixtures',
  'results',
  'championships',
  'club',
  'squad',
  'transfers',
  'player',
  'loading',
  'empty',
  'error',
  'long-names',
  'search',
  'search-nothing',
  'export',
  'export-created',
  'panels',
] as const;
export type StatisticsScenario = (typeof STATISTICS_SCENARIOS)[number];

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A statistics store over the in-memory API in the given state; `ready` settles once it is there. */
export const makeStatisticsStore = (scenario: StatisticsScenario, toasts: ToastStore | null = null) => {
  const api = new FakeStatisticsApi({ empty: scenario === 'empty', ...(scenario === 'long-names' ? { teams: LONG_NAMES } : {}) });
  const saved: { file: string }[] = [];
  const store = new StatisticsStore(api, {
    toasts,
    cache: null,
    searchDebounceMs: 0,
    saveFile: (file) => saved.push({ file: file.fileName }),
  });
  const ready = (async () => {
    if (scenario === 'loading') {
      api.pending.add('standings');
      api.pending.add('matches');
    }
    if (scenario === 'error') {
      api.failing.add('standings');
      api.failing.add('matches');
    }
    switch (scenario) {
      case 'competitions':
      case 'results':
      case 'championships':
      case 'fixtures':
        await store.show(scenario);
        break;
      case 'all-fixtures':
        await store.show('fixtures', { status: 'all' });
        break;
      case 'long-names':
        await store.show('competitions');
        break;
      case 'club':
      case 'panels':
        await store.openTeam(TEAMS.arsenal.id, TEAMS.arsenal.name);
        if (scenario === 'panels') await store.openPlayer(SAKA.id, SAKA.name);
        if (scenario === 'panels') await store.openTeam(TEAMS.city.id, TEAMS.city.name);
        break;
      case 'squad':
      case 'transfers':
        await store.openTeam(TEAMS.arsenal.id, TEAMS.arsenal.name);
        await store.show(scenario);
        break;
      case 'player':
        await store.openPlayer(SAKA.id, SAKA.name);
        break;
      case 'search':
      case 'search-nothing':
        await store.show('overview');
        store.search.setText(scenario === 'search' ? 'fc' : 'Grasshopper');
        await tick();
        break;
      case 'export':
      case 'export-created':
        await store.show('competitions');
        store.openExport(footballWidgetRequest('football-standings', LEAGUE, api.serviceProvider, 'en'));
        if (scenario === 'export-created') await store.exporter.create();
        break;
      case 'loading':
        void store.show('overview');
        break;
      default:
        await store.show('overview');
    }
    await tick();
  })();
  return { api, store, ready, saved };
};
