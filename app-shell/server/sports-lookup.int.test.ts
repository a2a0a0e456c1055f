import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SHARED_DATA, sharedDataPresent } from '@newsdesk/adapters/archives/shared-news-archives';
import { openfootballImporter } from '@newsdesk/adapters/sports/importers/openfootball/openfootball-importer';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aSportsBatch, MOTHER as M } from '@newsdesk/core/sports/testing/sports.mother';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

/**
 * GET /api/sports/lookup (ADR 0030) on a real server and database: the names of a document's
 * chips, one request, answered with the team or player each one is. Fed with core's batch and,
 * when ../shared/data is there, the real Bundesliga 2025-26 through the openfootball importer.
 */
const BUNDESLIGA = path.join(SHARED_DATA, 'sports/football/openfootball/2025-26/de.1.json');
const withBundesliga = sharedDataPresent(['sports/football/openfootball/2025-26'], 'sports lookup with the real Bundesliga');

let t: TestServer;
let cookie = '';

beforeAll(async () => {
  t = await startTestServer();
  const store = t.server.container.get<SportsDataStore>(SportsDataStore);
  await store.apply(aSportsBatch());
  if (withBundesliga) await store.apply(await openfootballImporter.read(BUNDESLIGA, {}));
  cookie = await t.cookieFor('staff');
}, 120_000);
afterAll(async () => {
  await t.stop();
});

const lookup = async (names: string[], withCookie = true, extra = '') => {
  const query = new URLSearchParams(names.map((name) => ['names', name])).toString();
  const response = await rawRequest(`${t.url}/api/sports/lookup?${query}${extra}`, {
    method: 'GET',
    headers: withCookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, body: response.body ? JSON.parse(response.body) : undefined };
};

describe('GET /api/sports/lookup', () => {
  test('the chips that are one team or player, in one request; a part of a name or a city is none', async () => {
    const answer = await lookup(['FC Zurich', 'Zürich', 'Lukas Müller', 'Max Meier', 'Swiss National Bank']);
    expect(answer.status).toBe(200);
    expect(answer.body.subjects).toEqual([
      expect.objectContaining({
        type: 'team',
        name: 'FC Zurich',
        teamId: M.fcz,
        league: expect.objectContaining({ competitionSeasonId: M.league2425 }),
      }),
      { type: 'player', name: 'Lukas Müller', playerId: M.mueller, playerName: 'Lukas Müller', sport: 'football' },
      { type: 'player', name: 'Max Meier', playerId: M.meier, playerName: 'Max Meier', sport: 'motorsport' },
    ]);
  });

  (withBundesliga ? test : test.skip)('a German article’s "Bayern München" is FC Bayern München of the Bundesliga 2025-26', async () => {
    const answer = await lookup(['Bayern München', 'Bayern', 'München', 'Borussia Dortmund']);
    expect(answer.status).toBe(200);
    expect(answer.body.subjects).toEqual([
      {
        type: 'team',
        name: 'Bayern München',
        teamId: expect.any(String),
        teamName: 'FC Bayern München',
        sport: 'football',
        league: {
          competitionId: expect.any(String),
          competitionName: 'Bundesliga',
          competitionSeasonId: expect.any(String),
          seasonName: expect.stringContaining('2025'),
        },
      },
      expect.objectContaining({ type: 'team', name: 'Borussia Dortmund', teamName: 'Borussia Dortmund' }),
    ]);
  });

  test('bad input is a 400 with {message, code}; no session is a 401', async () => {
    for (const bad of [
      await lookup([]),
      await lookup(Array.from({ length: 61 }, (_, i) => `Name ${i}`)),
      await lookup(['x'.repeat(201)]),
      await lookup(['FC Zurich'], true, '&serviceProvider=NOT%20A%20PROVIDER'),
    ]) {
      expect(bad).toMatchObject({ status: 400, body: { code: 'request.invalid', message: expect.any(String) } });
    }
    expect(await lookup(['FC Zurich'], true, '&serviceProvider=elsewhere')).toMatchObject({
      status: 400,
      body: { code: 'sports.unknown_provider' },
    });
    expect((await lookup(['FC Zurich'], false)).status).toBe(401);
  });

  test('names that look like LIKE patterns or SQL are matched as text', async () => {
    expect(await lookup(['%', '_', "'; drop table sport_team; --"])).toEqual({ status: 200, body: { subjects: [] } });
  });
});
