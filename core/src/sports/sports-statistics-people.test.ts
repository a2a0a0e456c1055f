import { beforeEach, describe, expect, test } from '@jest/globals';
import { LOCAL_SPORTS_PROVIDER } from './sports.ports';
import type { SportsStatistics } from './sports-statistics';
import { countedStatisticsOfTheMother, type CountedStatistics } from './testing/counted-statistics';
import { MOTHER as M } from './testing/sports.mother';

const sp = { serviceProvider: LOCAL_SPORTS_PROVIDER };

describe('sports statistics: team and player panels, search', () => {
  let stats: SportsStatistics;
  let counted: CountedStatistics['counted'];

  beforeEach(async () => {
    ({ stats, counted } = await countedStatisticsOfTheMother());
  });

  test('a club: competitions, latest squad by shirt number, transfers newest first, results, fixtures and table place', async () => {
    counted.reset();
    const view = await stats.team({ ...sp, id: M.fcz });
    expect(view.team).toEqual({
      id: M.fcz,
      name: 'FC Zürich',
      shortName: 'FCZ',
      sport: 'football',
      countryCode: 'CH',
      venue: 'Letzigrund',
    });
    expect(view.competitionSeasons.map((cs) => [cs.id, cs.competitionName])).toEqual([
      [M.league2425, 'Super League'],
      [M.cup2425, 'Swiss Cup'],
      [M.league2324, 'Super League'],
    ]);
    expect(view.squad.seasonId).toBe('2024-25');
    expect(view.squad.players.map((s) => [s.shirtNumber, s.player.name, s.position])).toEqual([
      [1, 'Lukas Müller', 'Goalkeeper'],
      [4, 'Jonas Favre', 'Defender'],
      [9, 'Luca Rossi', 'Forward'],
    ]);
    expect(view.transfers.map((t) => [t.date, t.player.name, t.from?.name ?? null, t.to?.name ?? null, t.kind, t.fee])).toEqual([
      ['2025-01-31', 'Jonas Favre', 'FC Zürich', 'Grasshopper Club Zürich', 'loan', null],
      ['2024-07-01', 'Luca Rossi', 'FC Lugano', 'FC Zürich', 'permanent', 'undisclosed'],
    ]);
    // played and awarded, newest first: the cup final, the semi-final, then the league
    expect(view.recentResults.map((m) => m.id)).toEqual([
      'test:m:cup-final',
      'test:m:cup-sf1',
      'test:m:2425-07',
      'test:m:2425-05',
      'test:m:2425-03',
    ]);
    expect(view.nextFixtures.map((m) => m.id)).toEqual(['test:m:2425-09', 'test:m:2425-11']);
    expect(view.standing).toEqual({
      competitionSeason: {
        id: M.league2425,
        competitionId: M.league,
        competitionName: 'Super League',
        seasonId: '2024-25',
        name: 'Super League 2024-25',
      },
      rank: 1,
      points: 10,
      played: 4,
    });
    expect(counted.calls.get('players')).toBe(1);
    expect(counted.calls.get('teams')).toBe(2);
  });

  test('a club without league, squad or transfers; an unknown team is a 404 with the spec’s text', async () => {
    const lugano = await stats.team({ ...sp, id: M.lugano });
    expect(lugano).toMatchObject({ squad: { seasonId: null, players: [] }, standing: null, nextFixtures: [] });
    expect(lugano.transfers.map((t) => t.id)).toEqual(['test:transfer:rossi']);
    const red = await stats.team({ ...sp, id: M.red });
    expect(red).toMatchObject({ team: { sport: 'motorsport' }, competitionSeasons: [], recentResults: [], standing: null });
    await expect(stats.team({ ...sp, id: 'nope' })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'sports.team_not_found',
      message: 'ID of selected team or player is not available',
    });
  });

  test('a footballer: team and transfers', async () => {
    const view = await stats.player({ ...sp, id: M.rossi });
    expect(view.player).toMatchObject({ name: 'Luca Rossi', nationality: 'ITA', position: 'Forward', number: 9 });
    expect(view.team).toEqual({ id: M.fcz, name: 'FC Zürich', shortName: 'FCZ' });
    expect(view.transfers.map((t) => t.id)).toEqual(['test:transfer:rossi']);
    expect(view).toMatchObject({ tennis: null, motorsport: null, wintersport: null });
  });

  test('a tennis player: latest ranking and recent matches, newest tournament and latest round first', async () => {
    const view = await stats.player({ ...sp, id: M.rochat });
    expect(view.tennis?.association).toBe('ATP');
    expect(view.tennis?.ranking).toEqual({ rank: 3, points: 3800, rankingDate: '2024-10-28' });
    expect(view.tennis?.recentMatches.map((m) => [m.tournamentName, m.round, m.winner.name, m.loser.name, m.score])).toEqual([
      ['Swiss Indoors Basel', 'SF', 'Marco Bianchi', 'Stéphane Rochat', '6-4 3-6 6-3'],
      ['Geneva Open', 'F', 'Stéphane Rochat', 'Marco Bianchi', '6-4 7-6(3)'],
      ['Geneva Open', 'SF', 'Stéphane Rochat', 'Tom Becker', '6-3 6-4'],
    ]);
    const newcomer = await stats.player({ ...sp, id: M.keller });
    expect(newcomer.tennis).toEqual({
      association: 'ATP',
      ranking: { rank: 4, points: 2100, rankingDate: '2024-10-28' },
      recentMatches: [],
    });
  });

  test('a driver: the championship standing of the newest season', async () => {
    expect((await stats.player({ ...sp, id: M.meier })).motorsport).toEqual({ seasonId: '2024', rank: 1, points: 76, wins: 2 });
    expect((await stats.player({ ...sp, id: M.olsen })).motorsport).toEqual({ seasonId: '2024', rank: 4, points: 41, wins: 0 });
  });

  test('an alpine skier: the overall standing of the newest season (published where there is one)', async () => {
    expect((await stats.player({ ...sp, id: M.oberholzer })).wintersport).toEqual({ seasonId: '2024-25', rank: 1, points: 1200 });
    // not in the published top three
    expect((await stats.player({ ...sp, id: M.rohrer })).wintersport).toEqual({ seasonId: '2024-25', rank: null, points: 0 });
  });

  test('an unknown player is a 404 with the spec’s text', async () => {
    await expect(stats.player({ ...sp, id: 'nope' })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'sports.player_not_found',
      message: 'ID of selected team or player is not available',
    });
  });

  test('search finds teams and players by name, ignoring accents and case, best matches first', async () => {
    const hits = async (query: string, limit = 10) =>
      (await stats.search({ ...sp, query, limit })).hits.map((h) => [h.type, h.name, h.detail]);
    expect(await hits('zurich')).toEqual([
      ['team', 'FC Zürich', 'CH'],
      ['team', 'Grasshopper Club Zürich', 'CH'],
    ]);
    expect(await hits('young')).toEqual([
      ['team', 'Young Fellows Juventus', 'CH'],
      ['team', 'BSC Young Boys', 'CH'],
    ]);
    expect(await hits('MARCO')).toEqual([
      ['player', 'Marco Bianchi', 'ITA'],
      ['player', 'Marco Oberholzer', 'SUI'],
    ]);
    expect(await hits('rossi')).toEqual([['player', 'Luca Rossi', 'FC Zürich']]);
    expect(await hits('loic')).toEqual([['player', 'Loïc Moret', 'SUI']]);
    expect(await hits('o', 3)).toHaveLength(3);
    expect(await hits('   ')).toEqual([]);
    expect(await hits('xyzzy')).toEqual([]);
    const [first] = (await stats.search({ ...sp, query: 'meier', limit: 5 })).hits;
    expect(first).toEqual({ type: 'player', id: M.meier, name: 'Max Meier', sport: 'motorsport', detail: 'Red Racing' });
  });
});
