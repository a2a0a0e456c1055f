import { beforeEach, describe, expect, test } from '@jest/globals';
import { LOCAL_SPORTS_PROVIDER } from './sports.ports';
import { SportsStatistics } from './sports-statistics';
import { InMemorySportsData } from './testing/in-memory-sports-data';
import { countedStatisticsOfTheMother, type CountedStatistics } from './testing/counted-statistics';
import { MOTHER as M } from './testing/sports.mother';

const sp = { serviceProvider: LOCAL_SPORTS_PROVIDER };

describe('sports statistics: providers, competitions, matches, standings, results, championships', () => {
  let stats: SportsStatistics;
  let counted: CountedStatistics['counted'];

  beforeEach(async () => {
    ({ stats, counted } = await countedStatisticsOfTheMother(new InMemorySportsData('commercial')));
  });

  test('an unknown serviceProvider is refused and names the known ones', async () => {
    await expect(stats.competitions({ serviceProvider: 'opta' })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'sports.unknown_provider',
      details: { serviceProvider: 'opta', known: ['commercial', 'newsdesk'] },
    });
    expect(() => new SportsStatistics([new InMemorySportsData(), new InMemorySportsData()])).toThrow(
      'Two sports data providers are named “newsdesk”.',
    );
  });

  test('each call reads from the provider it names', async () => {
    expect((await stats.competitions({ serviceProvider: 'commercial' })).competitions).toEqual([]);
    expect((await stats.competitions(sp)).competitions).toHaveLength(3);
  });

  test('competitions by name with their seasons, newest first; filtered by sport, country and season', async () => {
    const all = await stats.competitions(sp);
    expect(all.competitions.map((c) => [c.name, c.seasons.map((s) => s.id)])).toEqual([
      ['Formula 1 World Championship', []],
      ['Super League', [M.league2425, M.league2324]],
      ['Swiss Cup', [M.cup2425]],
    ]);
    expect(all.competitions[1]!.seasons[0]).toEqual({
      id: M.league2425,
      competitionId: M.league,
      competitionName: 'Super League',
      seasonId: '2024-25',
      name: 'Super League 2024-25',
    });
    const past = await stats.competitions({ ...sp, seasonId: '2023-24' });
    expect(past.competitions.map((c) => [c.id, c.seasons.map((s) => s.id)])).toEqual([[M.league, [M.league2324]]]);
    expect((await stats.competitions({ ...sp, sport: 'motorsport' })).competitions.map((c) => c.id)).toEqual([M.f1]);
    expect((await stats.competitions({ ...sp, countryCode: 'DE' })).competitions).toEqual([]);
  });

  test('a competition’s seasons; an unknown competition is a 404', async () => {
    const view = await stats.competitionSeasons({ ...sp, id: M.league });
    expect(view.competition.name).toBe('Super League');
    expect(view.seasons.map((s) => s.seasonId)).toEqual(['2024-25', '2023-24']);
    await expect(stats.competitionSeasons({ ...sp, id: 'nope' })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'sports.competition_not_found',
    });
  });

  test('matches: a 1-based page with refs, in Zurich time, loading teams in one call', async () => {
    counted.reset();
    const page = await stats.matches({ ...sp, competitionSeasonId: M.league2425, order: 'asc', page: 2, limit: 5 });
    expect(page).toMatchObject({ page: 2, limit: 5, total: 12, timeZone: 'Europe/Zurich' });
    expect(page.items.map((m) => m.id)).toEqual(['test:m:2425-06', 'test:m:2425-07', 'test:m:2425-08', 'test:m:2425-09', 'test:m:2425-10']);
    const awarded = page.items[1]!;
    expect(awarded).toMatchObject({
      home: { id: M.gc, name: 'Grasshopper Club Zürich', shortName: 'GC' },
      away: { id: M.fcz, name: 'FC Zürich' },
      status: 'awarded',
      fullTime: { home: 0, away: 3 },
      winner: 'away',
      competitionSeason: { id: M.league2425, competitionName: 'Super League', seasonId: '2024-25' },
      // 18:00 CEST
      kickoff: '2024-08-10T16:00:00.000Z',
      date: '2024-08-10',
    });
    expect(page.items[3]!.winner).toBeNull();
    expect(counted.calls.get('teams')).toBe(1);
    expect(counted.calls.get('footballMatches')).toBe(1);
  });

  test('matches by team and status, newest first; unknown scopes are a 404', async () => {
    const next = await stats.matches({ ...sp, teamId: M.fcz, status: 'scheduled', order: 'asc', page: 1, limit: 10 });
    expect(next.items.map((m) => m.id)).toEqual(['test:m:2425-09', 'test:m:2425-11']);
    const recent = await stats.matches({ ...sp, competitionId: M.league, seasonId: '2023-24', order: 'desc', page: 1, limit: 10 });
    expect(recent.items.map((m) => m.id)).toEqual(['test:m:2324-2', 'test:m:2324-1']);
    await expect(stats.matches({ ...sp, competitionSeasonId: 'nope', order: 'asc', page: 1, limit: 10 })).rejects.toMatchObject({
      code: 'sports.competition_season_not_found',
    });
    await expect(stats.matches({ ...sp, competitionId: 'nope', order: 'asc', page: 1, limit: 10 })).rejects.toMatchObject({
      code: 'sports.competition_not_found',
    });
    await expect(stats.matches({ ...sp, teamId: 'nope', order: 'asc', page: 1, limit: 10 })).rejects.toMatchObject({
      code: 'sports.team_not_found',
    });
  });

  test('standings of the latest season by competition id, or of a named season or competition season', async () => {
    const latest = await stats.standings({ ...sp, id: M.league });
    // hand-checked in standings/football-standings.test.ts: FCZ 10, FCB 7, YB 3, GC 1 − 3
    expect(latest.competitionSeason.id).toBe(M.league2425);
    expect(latest.groups).toHaveLength(1);
    expect(latest.groups[0]!.name).toBeNull();
    expect(latest.groups[0]!.rows.map((r) => [r.rank, r.team.shortName, r.points, r.pointAdjustment, r.form.join('')])).toEqual([
      [1, 'FCZ', 10, 0, 'WDWW'],
      [2, 'FCB', 7, 0, 'DWLW'],
      [3, 'YB', 3, 0, 'DDDL'],
      [4, 'GC', -2, -3, 'LLDL'],
    ]);
    expect(latest).toMatchObject({ tieBreakers: ['goal_difference', 'goals_for'], matchesCounted: 8, lastMatchDate: '2024-08-11' });

    const previous = await stats.standings({ ...sp, id: M.league, seasonId: '2023-24' });
    // YB 2-0 GC and FCB 1-0 FCZ: YB ahead on goal difference (+2 vs +1), FCZ (−1) ahead of GC (−2)
    expect(previous.groups[0]!.rows.map((r) => [r.team.id, r.points])).toEqual([
      [M.yb, 3],
      [M.fcb, 3],
      [M.fcz, 0],
      [M.gc, 0],
    ]);
    expect((await stats.standings({ ...sp, id: M.league2324 })).competitionSeason.id).toBe(M.league2324);
  });

  test('standings errors: unknown competition or season, a cup without groups, a series', async () => {
    await expect(stats.standings({ ...sp, id: 'nope' })).rejects.toMatchObject({ kind: 'not_found', code: 'sports.competition_not_found' });
    await expect(stats.standings({ ...sp, id: M.league, seasonId: '1999-00' })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'sports.season_not_found',
    });
    await expect(stats.standings({ ...sp, id: M.cup })).rejects.toMatchObject({ kind: 'invalid', code: 'sports.not_a_league' });
    await expect(stats.standings({ ...sp, id: M.f1 })).rejects.toMatchObject({ code: 'sports.competition_season_not_found' });
  });

  test('football results by round in play order, only matches with a result', async () => {
    const view = await stats.results({ ...sp, competitionSeasonId: M.league2425 });
    if (view.kind !== 'football') throw new Error('expected football results');
    expect(view.rounds.map((r) => [r.round, r.matches.map((m) => m.id)])).toEqual([
      ['Matchday 1', ['test:m:2425-01', 'test:m:2425-02']],
      ['Matchday 2', ['test:m:2425-03', 'test:m:2425-04']],
      ['Matchday 3', ['test:m:2425-05', 'test:m:2425-06']],
      ['Matchday 4', ['test:m:2425-07', 'test:m:2425-08']],
    ]);
    expect(view.rounds[0]!.matches[0]).toMatchObject({ halfTime: { home: 1, away: 1 }, fullTime: { home: 2, away: 1 }, winner: 'home' });
    await expect(stats.results(sp)).rejects.toMatchObject({ kind: 'invalid', code: 'sports.results_need_scope' });
    await expect(stats.results({ ...sp, competitionSeasonId: 'nope' })).rejects.toMatchObject({
      code: 'sports.competition_season_not_found',
    });
  });

  test('championships: cups by stage with the final’s winner', async () => {
    const view = await stats.championships(sp);
    expect(view.championships).toHaveLength(1);
    const [cup] = view.championships;
    expect(cup!.competitionSeason.id).toBe(M.cup2425);
    expect(cup!.sport).toBe('football');
    expect(cup!.stages.map((s) => [s.name, s.rounds.map((r) => r.matches.length)])).toEqual([
      ['Semi-finals', [2]],
      ['Final', [1]],
    ]);
    const semi = cup!.stages[0]!.rounds[0]!.matches[0]!;
    expect(semi).toMatchObject({ home: { name: 'Young Fellows Juventus' }, penalties: { home: 3, away: 4 }, winner: 'away' });
    expect(cup!.winner).toEqual({ id: M.fcz, name: 'FC Zürich', shortName: 'FCZ' });
    expect((await stats.championships({ ...sp, seasonId: '2023-24' })).championships).toEqual([]);
    expect((await stats.championships({ ...sp, competitionId: M.league })).championships).toEqual([]);
    await expect(stats.championships({ ...sp, competitionId: 'nope' })).rejects.toMatchObject({ code: 'sports.competition_not_found' });
  });
});
