/**
 * @jest-environment node
 */
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { StatisticsGateway } from './statistics.gateway';
import { LEAGUE } from './statistics.fixtures';
import { footballWidgetRequest } from './widget-request';

const BASE = 'https://newsdesk.example';

test('calls the statistics routes of spec §7 with the provider on every call', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify({ kind: 'football', rounds: [] }), { status: 200 })),
  );
  const gateway = new StatisticsGateway(new ApiClient({ fetch, baseUrl: BASE }), 'newsdesk');
  await gateway.competitions('football');
  await gateway.competitionSeasons('openfootball:en.1');
  await gateway.standings(LEAGUE.id);
  await gateway.matches({ competitionSeasonId: LEAGUE.id, status: 'scheduled', order: 'asc', page: 2, limit: 20 });
  await gateway.results(LEAGUE.id);
  await gateway.championships({ competitionId: 'openfootball:en.cup', seasonId: undefined });
  await gateway.team('openfootball:team:arsenal');
  await gateway.player('openfootball:player:saka');
  await gateway.search('Arsenal', 10);
  await gateway.createWidget(footballWidgetRequest('football-standings', LEAGUE, 'newsdesk', 'en'));
  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${decodeURIComponent(String(url).replace(BASE, ''))} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    'GET /api/sports/statistics/competitions?sport=football&serviceProvider=newsdesk',
    'GET /api/sports/football/competition/seasons/?id=openfootball:en.1&serviceProvider=newsdesk',
    `GET /api/sports/statistics/standings?id=${LEAGUE.id}&serviceProvider=newsdesk`,
    `GET /api/sports/statistics/matches?competitionSeasonId=${LEAGUE.id}&status=scheduled&order=asc&page=2&limit=20&serviceProvider=newsdesk`,
    `GET /api/sports/statistics/results?competitionSeasonId=${LEAGUE.id}&serviceProvider=newsdesk`,
    'GET /api/sports/statistics/championships?competitionId=openfootball:en.cup&serviceProvider=newsdesk',
    'GET /api/sports/statistics/team?id=openfootball:team:arsenal&serviceProvider=newsdesk',
    'GET /api/sports/statistics/player?id=openfootball:player:saka&serviceProvider=newsdesk',
    'POST /api/sports/statistics/search {"query":"Arsenal","limit":10,"serviceProvider":"newsdesk"}',
    `POST /api/sports/widgets {"kind":"football-standings","serviceProvider":"newsdesk","locale":"en","title":"Premier League 2024-25","params":{"competitionSeasonId":"${LEAGUE.id}"}}`,
  ]);
});

test('a refusal keeps the server’s code', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ message: 'ID of selected team or player is not available', code: 'sports.team_not_found' }), {
        status: 404,
      }),
    ),
  );
  const gateway = new StatisticsGateway(new ApiClient({ fetch, baseUrl: BASE }), 'newsdesk');
  const error = await gateway.team('nobody').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, code: 'sports.team_not_found' });
});

test('export to wire downloads the XML under the server’s file name; a refusal is an ApiError', async () => {
  const xml = '<?xml version="1.0"?><sportsContent/>';
  const fetch = jest.fn<typeof globalThis.fetch>((url) =>
    Promise.resolve(
      String(url).includes('sportType=tennis')
        ? new Response('{"message":"x","code":"sports.unsupported_export"}', { status: 400, statusText: 'Bad Request' })
        : new Response(xml, {
            status: 200,
            headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="premier-league-2024-25.xml"' },
          }),
    ),
  );
  const gateway = new StatisticsGateway(new ApiClient({ fetch, baseUrl: BASE }), 'newsdesk', fetch);
  const file = await gateway.exportToWire('football', { competitionSeasonId: LEAGUE.id });
  expect(file.fileName).toBe('premier-league-2024-25.xml');
  expect(await file.blob.text()).toBe(xml);
  expect(decodeURIComponent(String(fetch.mock.calls[0]?.[0]))).toBe(
    `${BASE}/api/outputs/generate/xml?sportType=football&serviceProvider=newsdesk&competitionSeasonId=${LEAGUE.id}`,
  );
  await expect(gateway.exportToWire('tennis', {})).rejects.toMatchObject({ status: 400 });
});
