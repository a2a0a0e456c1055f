/**
 * @jest-environment node
 */
import { describe, expect, jest, test } from '@jest/globals';
import { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { MotorsportGateway } from '../motorsport/motorsport.gateway';
import { WintersportGateway } from '../wintersport/wintersport.gateway';
import { TennisGateway } from '../tennis/tennis.gateway';
import { fetchSeasonIds, newestFirst, seasonOptions } from './seasons';

const answer = (status: number, body: unknown) =>
  Promise.resolve({
    status,
    ok: status < 400,
    statusText: '',
    headers: { get: () => null },
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response);

const competitions = {
  competitions: [
    { id: 'sackmann:atp', sport: 'tennis', name: 'ATP Tour', seasons: [{ seasonId: '2023' }, { seasonId: '2024' }] },
    { id: 'sackmann:wta', sport: 'tennis', name: 'WTA Tour', seasons: [{ seasonId: '2022' }, { seasonId: '2024' }] },
    { id: 'openfootball:en.1', sport: 'football', name: 'Premier League', seasons: [{ seasonId: '2024-25' }] },
  ],
};

const setup = (body: (url: string) => unknown = () => ({})) => {
  const fetch = jest.fn<typeof globalThis.fetch>((url) => {
    const path = String(url).replace('https://newsdesk.example', '');
    return path.startsWith('/api/sports/statistics/competitions') ? answer(200, competitions) : answer(200, body(path));
  });
  const api = new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' });
  const urls = () => fetch.mock.calls.map(([url]) => String(url).replace('https://newsdesk.example', ''));
  return { api, urls };
};

describe('sports gateways', () => {
  test('call the spec §7 routes with only the parameters that are set', async () => {
    const { api, urls } = setup((path) => (path.includes('/results') ? { kind: 'wintersport', races: [] } : {}));
    const tennis = new TennisGateway(api);
    const motorsport = new MotorsportGateway(api);
    const winter = new WintersportGateway(api);
    const serviceProvider = 'newsdesk';
    await tennis.tours({ serviceProvider, associationName: 'WTA' });
    await tennis.rankings({ serviceProvider, associationName: 'ATP', page: 2, limit: 50 });
    await motorsport.races({ serviceProvider, seasonId: '2024' });
    await motorsport.results({ serviceProvider, raceId: 'ergast:race:1121' });
    await motorsport.ranking({ serviceProvider, entityType: 'team', afterRound: 3 });
    await winter.disciplines({ serviceProvider });
    await winter.results({ serviceProvider, disciplineId: 'GS', gender: 'women' });
    await winter.standings({ serviceProvider, gender: 'mixed', disciplineId: 'ALL', kind: 'nation', seasonId: '2024-25' });
    expect(urls()).toEqual([
      '/api/sports/statistics/tennis/tours?serviceProvider=newsdesk&associationName=WTA',
      '/api/sports/statistics/tennis/standings?serviceProvider=newsdesk&associationName=ATP&page=2&limit=50',
      '/api/sports/statistics/motorsport/races?serviceProvider=newsdesk&seasonId=2024',
      '/api/sports/statistics/motorsport/results?serviceProvider=newsdesk&raceId=ergast%3Arace%3A1121',
      '/api/sports/statistics/motorsport/ranking?serviceProvider=newsdesk&entityType=team&afterRound=3',
      '/api/sports/statistics/wintersport/disciplines?serviceProvider=newsdesk',
      '/api/sports/statistics/results?serviceProvider=newsdesk&disciplineId=GS&gender=women',
      '/api/sports/statistics/wintersport/standings?serviceProvider=newsdesk&gender=mixed&disciplineId=ALL&kind=nation&seasonId=2024-25',
    ]);
  });

  test('winter results that turn out to be football are refused, not rendered', async () => {
    const { api } = setup(() => ({ kind: 'football', rounds: [] }));
    await expect(new WintersportGateway(api).results({ serviceProvider: 'newsdesk', disciplineId: 'DH' })).rejects.toBeInstanceOf(ApiError);
  });

  test('seasons come from the competitions of the sport, narrowed to the tour, newest first', async () => {
    const { api, urls } = setup();
    expect(await new TennisGateway(api).seasons({ serviceProvider: 'newsdesk', associationName: 'WTA' })).toEqual(['2024', '2022']);
    expect(urls()).toEqual(['/api/sports/statistics/competitions?serviceProvider=newsdesk&sport=tennis']);
    expect(await fetchSeasonIds(api, 'newsdesk', 'tennis')).toEqual(['2024', '2023', '2022']);
    const failing = new ApiClient({ fetch: () => answer(500, { code: 'server.internal', message: 'down' }) });
    expect(await fetchSeasonIds(failing, 'newsdesk', 'motorsport')).toEqual([]);
  });

  test('season lists sort by their first year and keep the season on screen', () => {
    expect(newestFirst(['2023-24', '2024-25', '2009-10', '2024-25'])).toEqual(['2024-25', '2023-24', '2009-10']);
    expect(seasonOptions([], '2024')).toEqual(['2024']);
    expect(seasonOptions(['2023', '2022'], '2024')).toEqual(['2024', '2023', '2022']);
    expect(seasonOptions(['2023'], null)).toEqual(['2023']);
  });
});
