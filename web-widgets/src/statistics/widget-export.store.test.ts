import { describe, expect, test } from '@jest/globals';
import { FakeStatisticsApi } from './fake-statistics-api';
import { LEAGUE } from './statistics.fixtures';
import { TeamSearchStore } from './team-search.store';
import { WidgetExportStore } from './widget-export.store';
import { footballWidgetRequest } from './widget-request';

describe('WidgetExportStore', () => {
  const request = footballWidgetRequest('football-standings', LEAGUE, 'newsdesk', 'de-CH');

  test('the request names the table, the editor’s language and the competition season', () => {
    expect(request).toEqual({
      kind: 'football-standings',
      serviceProvider: 'newsdesk',
      locale: 'de',
      title: 'Premier League 2024-25',
      params: { competitionSeasonId: LEAGUE.id },
    });
    expect(footballWidgetRequest('football-results', LEAGUE, 'newsdesk', 'it').params).toEqual({
      competitionSeasonId: LEAGUE.id,
      limit: 10,
    });
  });

  test('creates the embed code with the edited title and language', async () => {
    const api = new FakeStatisticsApi();
    const store = new WidgetExportStore(api);
    store.open(request);
    store.setTitle('  Super League table  ');
    store.setLocale('fr');
    await store.create();
    expect(api.callsOf('createWidget')).toEqual([[{ ...request, title: 'Super League table', locale: 'fr' }]]);
    expect(store.status).toBe('created');
    expect(store.created?.embed.script).toContain('data-token="token-1"');
  });

  test('a blank title is refused before any call; a changed title needs new code', async () => {
    const api = new FakeStatisticsApi();
    const store = new WidgetExportStore(api);
    store.open(request);
    store.setTitle('   ');
    await store.create();
    expect(api.callsOf('createWidget')).toEqual([]);
    store.setTitle('Table');
    await store.create();
    expect(store.created).not.toBeNull();
    store.setTitle('Another table');
    expect(store.created).toBeNull();
    expect(store.status).toBe('editing');
  });

  test('a refused creation shows the error state; copy reports success and failure', async () => {
    const api = new FakeStatisticsApi();
    const store = new WidgetExportStore(api);
    store.open(request);
    api.failing.add('createWidget');
    await store.create();
    expect(store.status).toBe('error');
    api.failing.clear();
    await store.create();
    const written: string[] = [];
    await store.copy('iframe', { writeText: async (text) => void written.push(text) });
    expect(written).toEqual([store.created?.embed.iframe]);
    expect(store.copied).toEqual({ snippet: 'iframe', ok: true });
    await store.copy('script', { writeText: () => Promise.reject(new Error('denied')) });
    expect(store.copied).toEqual({ snippet: 'script', ok: false });
    await store.copy('script', undefined);
    expect(store.copied).toEqual({ snippet: 'script', ok: false });
  });
});

describe('TeamSearchStore', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

  test('searches from two characters on, moves through the hits and chooses one', async () => {
    const api = new FakeStatisticsApi();
    const chosen: string[] = [];
    const store = new TeamSearchStore(api, { debounceMs: 0, onChoose: (hit) => chosen.push(hit.name) });
    store.setText('m');
    await flush();
    expect(api.callsOf('search')).toEqual([]);
    expect(store.expanded).toBe(false);
    store.setText('man');
    await flush();
    expect(api.callsOf('search')).toEqual([['man', 10]]);
    expect(store.hits.map((hit) => hit.name)).toEqual(['Manchester City FC']);
    store.move(1);
    expect(store.activeIndex).toBe(0);
    store.chooseActive();
    expect(chosen).toEqual(['Manchester City FC']);
    expect(store.text).toBe('');
  });

  test('typing again drops the older answer; nothing found stays expanded for the message', async () => {
    const api = new FakeStatisticsApi();
    const store = new TeamSearchStore(api, { debounceMs: 0, onChoose: () => undefined });
    store.setText('ars');
    store.setText('grasshopper');
    await flush();
    expect(api.callsOf('search')).toEqual([['grasshopper', 10]]);
    expect(store.status).toBe('ready');
    expect(store.hits).toEqual([]);
    expect(store.expanded).toBe(true);
  });
});
