import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SHARED_DATA, sharedDataPresent } from '@newsdesk/adapters/archives/shared-news-archives';
import { openfootballImporter } from '@newsdesk/adapters/sports/importers/openfootball/openfootball-importer';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aSportsBatch, MOTHER as M } from '@newsdesk/core/sports/testing/sports.mother';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

/**
 * The statistics routes (spec §7) on a real server and database, fed through the store the
 * importers use with core's hand-checked batch (the expected tables are worked out below from
 * core/src/sports/testing/sports-batch.mother.ts), and with the real Premier League 2024-25
 * file of ../shared/data through the openfootball importer.
 */
let t: TestServer;
let cookie = '';

beforeAll(async () => {
  t = await startTestServer();
  await t.server.container.get<SportsDataStore>(SportsDataStore).apply(aSportsBatch());
  cookie = await t.cookieFor('staff');
});
afterAll(async () => {
  await t.stop();
});

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes
}

const get = async (path: string, withCookie = true): Promise<Reply> => {
  const response = await rawRequest(`${t.url}${path}`, { method: 'GET', headers: withCookie ? { Cookie: cookie } : {} });
  return { status: response.status, body: response.body ? JSON.parse(response.body) : undefined };
};
const post = async (path: string, body: unknown): Promise<Reply> => {
  const response = await rawRequest(`${t.url}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: t.url, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.body ? JSON.parse(response.body) : undefined };
};
const S = '/api/sports/statistics';
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describe('football', () => {
  test('competitions: the league and the cup with their seasons, filtered by sport and country', async () => {
    const all = await get(`${S}/competitions?${q({ sport: 'football', countryCode: 'ch' })}`);
    expect(all.status).toBe(200);
    const league = all.body.competitions.find((c: { id: string }) => c.id === M.league);
    expect(league).toMatchObject({ name: 'Super League', kind: 'league', countryCode: 'CH', sport: 'football' });
    expect(league.seasons.map((s: { id: string }) => s.id)).toEqual([M.league2425, M.league2324]);
    expect(all.body.competitions.map((c: { id: string }) => c.id)).toContain(M.cup);
    expect(all.body.competitions.some((c: { sport: string }) => c.sport !== 'football')).toBe(false);
    const motorsport = await get(`${S}/competitions?sport=motorsport`);
    expect(motorsport.body.competitions.map((c: { id: string }) => c.id)).toEqual([M.f1]);
  });

  test('competition seasons, with and without the trailing slash; an unknown competition is a 404', async () => {
    const withSlash = await get(`/api/sports/football/competition/seasons/?id=${M.league}`);
    const without = await get(`/api/sports/football/competition/seasons?id=${M.league}`);
    expect(withSlash.status).toBe(200);
    expect(without.body).toEqual(withSlash.body);
    expect(withSlash.body.competition).toMatchObject({ id: M.league, name: 'Super League' });
    expect(withSlash.body.seasons.map((s: { seasonId: string }) => s.seasonId)).toEqual(['2024-25', '2023-24']);
    const unknown = await get('/api/sports/football/competition/seasons/?id=test:nowhere');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'sports.competition_not_found' } });
  });

  test('standings computed from the results: points, goals, the adjustment, ranks (hand-checked)', async () => {
    // FCZ 2-1 GC, YB 1-1 FCB | FCZ 0-0 YB, FCB 3-0 GC | FCB 1-2 FCZ, GC 2-2 YB | GC 0-3 FCZ (awarded), FCB 2-0 YB
    const { status, body } = await get(`${S}/standings?${q({ id: M.league })}`);
    expect(status).toBe(200);
    expect(body.competitionSeason).toMatchObject({ id: M.league2425, seasonId: '2024-25' });
    expect(body.matchesCounted).toBe(8);
    expect(body.lastMatchDate).toBe('2024-08-11');
    const rows = body.groups[0].rows.map((r: any) => [
      r.rank,
      r.team.id,
      r.played,
      r.won,
      r.drawn,
      r.lost,
      r.goalsFor,
      r.goalsAgainst,
      r.goalDifference,
      r.points,
    ]);
    expect(rows).toEqual([
      [1, M.fcz, 4, 3, 1, 0, 7, 2, 5, 10],
      [2, M.fcb, 4, 2, 1, 1, 7, 3, 4, 7],
      [3, M.yb, 4, 0, 3, 1, 3, 5, -2, 3],
      [4, M.gc, 4, 0, 1, 3, 3, 10, -7, -2],
    ]);
    expect(body.groups[0].rows[3]).toMatchObject({ pointAdjustment: -3, form: ['L', 'L', 'D', 'L'] });
    const older = await get(`${S}/standings?${q({ id: M.league, seasonId: '2023-24' })}`);
    expect(older.body.groups[0].rows.slice(0, 2).map((r: any) => [r.team.id, r.points])).toEqual([
      [M.yb, 3],
      [M.fcb, 3],
    ]);
    expect((await get(`${S}/standings?id=${M.league2425}`)).body.groups[0].rows[0].team.id).toBe(M.fcz);
    expect(await get(`${S}/standings?id=test:nowhere`)).toMatchObject({ status: 404, body: { code: 'sports.competition_not_found' } });
  });

  test('matches: paging, order by kick-off, status filter, team filter', async () => {
    const first = await get(`${S}/matches?${q({ competitionSeasonId: M.league2425, limit: 5, page: 1 })}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 5, total: 12, timeZone: 'Europe/Zurich' });
    expect(first.body.items.map((m: { id: string }) => m.id)).toEqual([
      'test:m:2425-01',
      'test:m:2425-02',
      'test:m:2425-03',
      'test:m:2425-04',
      'test:m:2425-05',
    ]);
    expect(first.body.items[0]).toMatchObject({
      kickoff: '2024-07-20T16:00:00.000Z',
      date: '2024-07-20',
      home: { id: M.fcz, shortName: 'FCZ' },
      away: { id: M.gc },
      fullTime: { home: 2, away: 1 },
      halfTime: { home: 1, away: 1 },
      winner: 'home',
      competitionSeason: { id: M.league2425, competitionName: 'Super League' },
    });
    const third = await get(`${S}/matches?${q({ competitionSeasonId: M.league2425, limit: 5, page: 3 })}`);
    expect(third.body.items.map((m: { id: string }) => m.id)).toEqual(['test:m:2425-11', 'test:m:2425-12']);
    const newestFirst = await get(`${S}/matches?${q({ competitionSeasonId: M.league2425, order: 'desc', limit: 2 })}`);
    expect(newestFirst.body.items.map((m: { id: string }) => m.id)).toEqual(['test:m:2425-12', 'test:m:2425-11']);
    const scheduled = await get(`${S}/matches?${q({ competitionSeasonId: M.league2425, status: 'scheduled' })}`);
    expect(scheduled.body.items.map((m: { id: string }) => m.id)).toEqual(['test:m:2425-09', 'test:m:2425-11', 'test:m:2425-12']);
    expect(scheduled.body.items.map((m: { winner: unknown }) => m.winner)).toEqual([null, null, null]);
    const postponed = await get(`${S}/matches?${q({ competitionId: M.league, seasonId: '2024-25', status: 'postponed' })}`);
    expect(postponed.body).toMatchObject({ total: 1, items: [{ id: 'test:m:2425-10', status: 'postponed' }] });
    const lugano = await get(`${S}/matches?${q({ teamId: M.lugano })}`);
    expect(lugano.body.items.map((m: { id: string }) => m.id)).toEqual(['test:m:cup-sf2', 'test:m:cup-final']);
    expect(lugano.body.items[1]).toMatchObject({ extraTime: { home: 2, away: 1 }, winner: 'home' });
  });

  test('results by round; a season without scope is refused', async () => {
    const { status, body } = await get(`${S}/results?competitionSeasonId=${M.league2425}`);
    expect(status).toBe(200);
    expect(body.kind).toBe('football');
    expect(body.rounds.map((r: { round: string }) => r.round)).toEqual(['Matchday 1', 'Matchday 2', 'Matchday 3', 'Matchday 4']);
    expect(body.rounds[3].matches.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([
      ['test:m:2425-07', 'awarded'],
      ['test:m:2425-08', 'played'],
    ]);
    expect(await get(`${S}/results`)).toMatchObject({ status: 400, body: { code: 'sports.results_need_scope' } });
    expect(await get(`${S}/results?competitionSeasonId=test:nothing`)).toMatchObject({
      status: 404,
      body: { code: 'sports.competition_season_not_found' },
    });
  });

  test('championships: the cup by stage with its winner after extra time', async () => {
    const { status, body } = await get(`${S}/championships?${q({ seasonId: '2024-25' })}`);
    expect(status).toBe(200);
    const cup = body.championships.find((c: any) => c.competitionSeason.id === M.cup2425);
    expect(cup.stages.map((s: { name: string }) => s.name)).toEqual(['Semi-finals', 'Final']);
    expect(cup.stages[0].rounds[0].matches.map((m: any) => [m.id, m.winner])).toEqual([
      ['test:m:cup-sf1', 'away'],
      ['test:m:cup-sf2', 'home'],
    ]);
    expect(cup.winner).toMatchObject({ id: M.fcz, name: 'FC Zürich' });
    const byCompetition = await get(`${S}/championships?${q({ competitionId: M.cup })}`);
    expect(byCompetition.body.championships.map((c: any) => c.competitionSeason.id)).toEqual([M.cup2425]);
  });

  test('team: club, squad of the latest season, transfers, results, fixtures, place in the table', async () => {
    const { status, body } = await get(`${S}/team?id=${M.fcz}`);
    expect(status).toBe(200);
    expect(body.team).toMatchObject({ id: M.fcz, name: 'FC Zürich', venue: 'Letzigrund', sport: 'football' });
    expect(body.squad.seasonId).toBe('2024-25');
    expect(body.squad.players.map((p: any) => [p.shirtNumber, p.player.name])).toEqual([
      [1, 'Lukas Müller'],
      [4, 'Jonas Favre'],
      [9, 'Luca Rossi'],
    ]);
    expect(body.transfers.map((x: any) => x.id).sort()).toEqual(['test:transfer:favre', 'test:transfer:rossi']);
    expect(body.standing).toMatchObject({ competitionSeason: { id: M.league2425 }, rank: 1, points: 10, played: 4 });
    expect(body.nextFixtures.map((m: { id: string }) => m.id)).toContain('test:m:2425-09');
    expect(body.recentResults.map((m: { id: string }) => m.id)).toContain('test:m:2425-07');
    expect(await get(`${S}/team?id=test:team:nobody`)).toMatchObject({
      status: 404,
      body: { code: 'sports.team_not_found', message: 'ID of selected team or player is not available' },
    });
  });

  test('player: profile, team and transfers; unknown ids are a 404', async () => {
    const { status, body } = await get(`${S}/player?id=${M.rossi}`);
    expect(status).toBe(200);
    expect(body.player).toMatchObject({ id: M.rossi, name: 'Luca Rossi', nationality: 'ITA', position: 'Forward' });
    expect(body.team).toMatchObject({ id: M.fcz });
    expect(body.transfers).toEqual([
      expect.objectContaining({
        id: 'test:transfer:rossi',
        from: expect.objectContaining({ id: M.lugano }),
        to: expect.objectContaining({ id: M.fcz }),
      }),
    ]);
    expect(await get(`${S}/player?id=test:player:nobody`)).toMatchObject({ status: 404, body: { code: 'sports.player_not_found' } });
  });

  test('search: teams and players by name, accent-insensitive', async () => {
    const { status, body } = await post(`${S}/search`, { query: 'zurich' });
    expect(status).toBe(200);
    expect(body.hits.map((h: { id: string }) => h.id)).toEqual(expect.arrayContaining([M.fcz, M.gc]));
    const rossi = await post(`${S}/search`, { query: 'Rossi', limit: 5 });
    expect(rossi.body.hits).toEqual([expect.objectContaining({ type: 'player', id: M.rossi, sport: 'football' })]);
    expect(await post(`${S}/search`, { query: 'z' })).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });
});

describe('tennis, Formula 1, winter sport', () => {
  test('tennis tours: the tournaments of the season with winner and final', async () => {
    const { status, body } = await get(`${S}/tennis/tours?${q({ associationName: 'ATP', seasonId: '2024' })}`);
    expect(status).toBe(200);
    expect(body.tournaments.map((x: any) => [x.name, x.winner?.id, x.final?.score])).toEqual([
      ['Geneva Open', M.rochat, '6-4 7-6(3)'],
      ['Swiss Indoors Basel', M.bianchi, '7-5 6-3'],
    ]);
  });

  test('tennis standings: page 2 of the latest list with movements', async () => {
    const { status, body } = await get(`${S}/tennis/standings?${q({ associationName: 'ATP', page: 2, limit: 2 })}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      association: 'ATP',
      rankingDate: '2024-10-28',
      previousRankingDate: '2024-10-21',
      rankingDates: ['2024-10-28', '2024-10-21'],
      page: 2,
      limit: 2,
      total: 5,
    });
    expect(body.rows.map((r: any) => [r.rank, r.player.id, r.points, r.movement])).toEqual([
      [3, M.rochat, 3800, -1],
      [4, M.keller, 2100, null],
    ]);
    const older = await get(`${S}/tennis/standings?${q({ associationName: 'ATP', rankingDate: '2024-10-21' })}`);
    expect(older.body.rows.map((r: any) => r.player.id)).toEqual([M.bianchi, M.rochat, M.becker, M.brown]);
    expect(await get(`${S}/tennis/standings?associationName=WTA`)).toMatchObject({ status: 404, body: { code: 'sports.no_rankings' } });
  });

  test('Formula 1: races, results with the sprint, driver and team standings after a round (hand-checked)', async () => {
    const races = await get(`${S}/motorsport/races`);
    expect(races.status).toBe(200);
    expect(races.body.seasonId).toBe('2024');
    expect(races.body.races.map((r: any) => [r.round, r.hasResults, r.winner?.id ?? null])).toEqual([
      [1, true, M.meier],
      [2, true, M.lenz],
      [3, true, M.meier],
      [4, false, null],
    ]);
    const china = await get(`${S}/motorsport/results?raceId=${M.f1r2}`);
    expect(china.body.sprintResults.map((r: any) => [r.driver.id, r.points])).toEqual([
      [M.lenz, 8],
      [M.meier, 7],
      [M.olsen, 6],
      [M.santos, 5],
    ]);
    expect(china.body.raceResults.map((r: any) => [r.driver.id, r.points, r.fastestLap])).toEqual([
      [M.lenz, 25, false],
      [M.meier, 18, false],
      [M.olsen, 16, true],
      [M.santos, 12, false],
    ]);
    const drivers = await get(`${S}/motorsport/ranking?entityType=driver`);
    expect(drivers.body.afterRound).toBe(3);
    expect(drivers.body.rows.map((r: any) => [r.rank, r.driver.id, r.points, r.wins])).toEqual([
      [1, M.meier, 76, 2],
      [2, M.lenz, 66, 1],
      [3, M.santos, 44, 0],
      [4, M.olsen, 41, 0],
    ]);
    const afterOne = await get(`${S}/motorsport/ranking?${q({ entityType: 'driver', seasonId: '2024', afterRound: 1 })}`);
    expect(afterOne.body.rows.map((r: any) => [r.driver.id, r.points])).toEqual([
      [M.meier, 26],
      [M.lenz, 18],
      [M.santos, 15],
      [M.olsen, 0],
    ]);
    const teams = await get(`${S}/motorsport/ranking?entityType=team`);
    expect(teams.body.rows.map((r: any) => [r.team.id, r.points])).toEqual([
      [M.red, 120],
      [M.blue, 107],
    ]);
    expect(await get(`${S}/motorsport/results?raceId=test:f1:2024:99`)).toMatchObject({
      status: 404,
      body: { code: 'sports.race_not_found' },
    });
  });

  test('winter sport: disciplines, race results with cup points, standings computed or published', async () => {
    const disciplines = await get(`${S}/wintersport/disciplines`);
    expect(disciplines.body.disciplines.map((d: any) => [d.id, d.races])).toEqual(
      expect.arrayContaining([
        ['DH', 1],
        ['GS', 1],
        ['SL', 0],
      ]),
    );
    const downhill = await get(`${S}/results?${q({ disciplineId: 'DH', seasonId: '2024-25', gender: 'men' })}`);
    expect(downhill.body.kind).toBe('wintersport');
    expect(downhill.body.races[0].race).toMatchObject({ id: M.wengen, disciplineName: 'Downhill', startsAt: '2025-01-18T11:30:00.000Z' });
    // Nilsen and Kriegler tie for 2nd: both get 80 and the 4th gets 4th place's 50; their order among themselves is not the point.
    const rows = downhill.body.races[0].results.map((r: any) => [r.rank, r.athlete.id, r.cupPoints, r.behindMs]);
    expect(rows[0]).toEqual([1, M.oberholzer, 100, null]);
    expect(rows.slice(1, 3)).toEqual(
      expect.arrayContaining([
        [2, M.nilsen, 80, 330],
        [2, M.kriegler, 80, 330],
      ]),
    );
    expect(rows.slice(3)).toEqual([
      [4, M.rohrer, 50, 890],
      [null, M.moret, 0, null],
    ]);
    const computed = await get(`${S}/wintersport/standings?${q({ gender: 'men', disciplineId: 'DH' })}`);
    expect(computed.body).toMatchObject({ seasonId: '2024-25', basis: 'computed', racesCounted: 1 });
    const table = computed.body.rows.map((r: any) => [r.rank, r.athlete.id, r.points]);
    expect(table).toHaveLength(4);
    expect(table).toEqual(
      expect.arrayContaining([
        [1, M.oberholzer, 100],
        [2, M.kriegler, 80],
        [2, M.nilsen, 80],
        [4, M.rohrer, 50],
      ]),
    );
    expect(table.map((r: unknown[]) => r[0])).toEqual([1, 2, 2, 4]);
    const overall = await get(`${S}/wintersport/standings?gender=men`);
    expect(overall.body).toMatchObject({ disciplineId: 'ALL', kind: 'athlete', basis: 'published' });
    expect(overall.body.rows.map((r: any) => [r.rank, r.athlete.id, r.points])).toEqual([
      [1, M.oberholzer, 1200],
      [2, M.nilsen, 900],
      [3, M.moret, 800],
    ]);
  });
});

describe('refusals', () => {
  test('without a session every statistics route is a 401', async () => {
    for (const path of [
      `${S}/competitions`,
      `${S}/standings?id=${M.league}`,
      `${S}/motorsport/races`,
      '/api/sports/football/competition/seasons/?id=x',
    ]) {
      expect({ path, ...(await get(path, false)) }).toMatchObject({ path, status: 401 });
    }
    const search = await rawRequest(`${t.url}${S}/search`, {
      method: 'POST',
      headers: { Origin: t.url, 'Content-Type': 'application/json' },
      body: '{"query":"zurich"}',
    });
    expect(search.status).toBe(401);
  });

  test.each([
    [`${S}/tennis/standings?associationName=ITF`, 'associationName'],
    [`${S}/tennis/tours`, 'associationName'],
    [`${S}/matches?order=sideways`, 'order'],
    [`${S}/matches?page=0`, 'page'],
    [`${S}/matches?limit=1000`, 'limit'],
    [`${S}/matches?status=abandoned`, 'status'],
    [`${S}/standings?id=${M.league}&seasonId=2024%3Cscript%3E`, 'seasonId'],
    [`${S}/standings`, 'id'],
    [`${S}/team?id=`, 'id'],
    [`${S}/motorsport/ranking?entityType=horse`, 'entityType'],
    [`${S}/motorsport/ranking?entityType=driver&afterRound=first`, 'afterRound'],
    [`${S}/motorsport/results`, 'raceId'],
    [`${S}/wintersport/standings?gender=men&kind=club`, 'kind'],
    [`${S}/results?competitionSeasonId=${M.league2425}&gender=boys`, 'gender'],
    [`${S}/competitions?countryCode=GBR`, 'countryCode'],
    [`${S}/competitions?serviceProvider=Opta%20Sports`, 'serviceProvider'],
  ])('%s is a 400 naming %s', async (path, parameter) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'request.invalid', message: expect.any(String) });
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: parameter, message: expect.stringContaining(parameter) })]),
    );
  });

  test('an unknown provider is named, with the known ones', async () => {
    const { status, body } = await get(`${S}/competitions?serviceProvider=opta`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'sports.unknown_provider', details: { serviceProvider: 'opta', known: ['newsdesk'] } });
  });

  test('a search without a JSON body, or with a wrong type, is a 400', async () => {
    expect(await post(`${S}/search`, { query: 12 })).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    expect(await post(`${S}/search`, { query: 'zurich', limit: 0 })).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });
});

const present = sharedDataPresent(['sports/football/openfootball/2024-25'], 'Sports API on the real Premier League 2024-25');
const describeIfData = present ? describe : describe.skip;

describeIfData('the real Premier League 2024-25 (openfootball)', () => {
  const PL = 'openfootball:en.1';
  const team = (slug: string) => `openfootball:team:${slug}`;
  beforeAll(async () => {
    const batch = await openfootballImporter.read(path.join(SHARED_DATA, 'sports/football/openfootball/2024-25/en.1.json'), {});
    await t.server.container.get<SportsDataStore>(SportsDataStore).apply(batch);
  });

  test('the final table matches the published one at the top and the bottom', async () => {
    const { status, body } = await get(`${S}/standings?${q({ id: PL, seasonId: '2024-25' })}`);
    expect(status).toBe(200);
    expect(body.matchesCounted).toBe(380);
    expect(body.lastMatchDate).toBe('2025-05-25');
    const rows = body.groups[0].rows;
    expect(rows).toHaveLength(20);
    // [rank, team, played, won, drawn, lost, goals for, against, points] as published by the Premier League
    const line = (r: any) => [r.rank, r.team.id, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points];
    expect(rows.slice(0, 4).map(line)).toEqual([
      [1, team('liverpool'), 38, 25, 9, 4, 86, 41, 84],
      [2, team('arsenal'), 38, 20, 14, 4, 69, 34, 74],
      [3, team('manchester-city'), 38, 21, 8, 9, 72, 44, 71],
      [4, team('chelsea'), 38, 20, 9, 9, 64, 43, 69],
    ]);
    expect(rows.slice(17).map(line)).toEqual([
      [18, team('leicester-city'), 38, 6, 7, 25, 33, 80, 25],
      [19, team('ipswich-town'), 38, 4, 10, 24, 36, 82, 22],
      [20, team('southampton'), 38, 2, 6, 30, 26, 86, 12],
    ]);
  });

  test('matches of a club by kick-off, shown in Europe/Zurich; the opening match on a Friday evening', async () => {
    const { body } = await get(`${S}/matches?${q({ competitionSeasonId: `${PL}:2024-25`, teamId: team('liverpool'), limit: 3 })}`);
    expect(body.total).toBe(38);
    expect(body.items[0]).toMatchObject({
      home: { id: team('ipswich-town') },
      away: { id: team('liverpool') },
      fullTime: { home: 0, away: 2 },
      winner: 'away',
    });
    const last = await get(`${S}/matches?${q({ competitionSeasonId: `${PL}:2024-25`, order: 'desc', limit: 10, page: 1 })}`);
    expect(last.body.items).toHaveLength(10);
    expect(new Set(last.body.items.map((m: { date: string }) => m.date))).toEqual(new Set(['2025-05-25']));
    const opener = await get(`${S}/matches?${q({ competitionSeasonId: `${PL}:2024-25`, limit: 1 })}`);
    // Manchester United v Fulham, Friday 16 August 2024, 20:00 in England = 21:00 in Zurich = 19:00 UTC
    expect(opener.body.items[0]).toMatchObject({
      kickoff: '2024-08-16T19:00:00.000Z',
      date: '2024-08-16',
      home: { id: team('manchester-united') },
      away: { id: team('fulham') },
    });
  });

  test('a club panel and the search find the real clubs', async () => {
    const panel = await get(`${S}/team?id=${team('southampton')}`);
    expect(panel.status).toBe(200);
    expect(panel.body.standing).toMatchObject({ rank: 20, points: 12, played: 38 });
    const hits = await post(`${S}/search`, { query: 'manchester' });
    expect(hits.body.hits.map((h: { id: string }) => h.id)).toEqual(
      expect.arrayContaining([team('manchester-city'), team('manchester-united')]),
    );
  });
});
