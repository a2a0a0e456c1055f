import { beforeEach, describe, expect, test } from '@jest/globals';
import { LOCAL_SPORTS_PROVIDER } from './sports.ports';
import type { SportsStatistics } from './sports-statistics';
import { countedStatisticsOfTheMother, type CountedStatistics } from './testing/counted-statistics';
import { MOTHER as M } from './testing/sports.mother';

const sp = { serviceProvider: LOCAL_SPORTS_PROVIDER };

describe('sports statistics: tennis, winter sport, motorsport', () => {
  let stats: SportsStatistics;
  let counted: CountedStatistics['counted'];

  beforeEach(async () => {
    ({ stats, counted } = await countedStatisticsOfTheMother());
  });

  describe('tennis', () => {
    test('tours and events of the latest season by start, with finals and winners', async () => {
      const view = await stats.tennisTours({ ...sp, associationName: 'ATP' });
      expect(view.seasonId).toBe('2024');
      expect(view.seasonIds).toEqual(['2024']);
      expect(view.tournaments.map((t) => [t.name, t.startsOn, t.surface, t.winner?.name ?? null, t.final?.score ?? null])).toEqual([
        ['Geneva Open', '2024-05-19', 'Clay', 'Stéphane Rochat', '6-4 7-6(3)'],
        ['Swiss Indoors Basel', '2024-10-21', 'Hard', 'Marco Bianchi', '7-5 6-3'],
      ]);
      expect(view.tournaments[1]!.final).toMatchObject({
        tournamentName: 'Swiss Indoors Basel',
        round: 'F',
        loser: { name: 'Tom Becker', nationality: 'GER' },
      });
      expect(await stats.tennisTours({ ...sp, associationName: 'WTA' })).toEqual({
        association: 'WTA',
        seasonId: '',
        seasonIds: [],
        tournaments: [],
      });
      await expect(stats.tennisTours({ ...sp, associationName: 'ATP', seasonId: '2023' })).rejects.toMatchObject({
        kind: 'not_found',
        code: 'sports.season_not_found',
      });
    });

    test('the latest ranking list with movement since the previous one, paged', async () => {
      const view = await stats.tennisStandings({ ...sp, associationName: 'ATP', page: 1, limit: 10 });
      expect(view).toMatchObject({
        association: 'ATP',
        rankingDate: '2024-10-28',
        previousRankingDate: '2024-10-21',
        page: 1,
        limit: 10,
        total: 5,
      });
      expect(view.rankingDates).toEqual(['2024-10-28', '2024-10-21']);
      expect(view.rows.map((r) => [r.rank, r.player.name, r.points, r.movement])).toEqual([
        [1, 'Marco Bianchi', 5500, 0],
        [2, 'Tom Becker', 4100, 1],
        [3, 'Stéphane Rochat', 3800, -1],
        [4, 'Noah Keller', 2100, null],
        [5, 'Alex Brown', 2000, -1],
      ]);
      counted.reset();
      const page2 = await stats.tennisStandings({ ...sp, associationName: 'ATP', page: 2, limit: 2 });
      expect(page2.rows.map((r) => [r.rank, r.movement])).toEqual([
        [3, -1],
        [4, null],
      ]);
      expect(counted.calls.get('players')).toBe(1);
      expect(counted.calls.get('tennisRankingOf')).toBe(1);
    });

    test('an older list has no movement before the first; unknown lists are a 404', async () => {
      const first = await stats.tennisStandings({ ...sp, associationName: 'ATP', rankingDate: '2024-10-21', page: 1, limit: 10 });
      expect(first.previousRankingDate).toBeNull();
      expect(first.rows.map((r) => r.movement)).toEqual([null, null, null, null]);
      await expect(stats.tennisStandings({ ...sp, associationName: 'WTA', page: 1, limit: 10 })).rejects.toMatchObject({
        kind: 'not_found',
        code: 'sports.no_rankings',
      });
      await expect(
        stats.tennisStandings({ ...sp, associationName: 'ATP', rankingDate: '2024-01-01', page: 1, limit: 10 }),
      ).rejects.toMatchObject({ code: 'sports.no_rankings' });
    });
  });

  describe('winter sport', () => {
    test('disciplines in FIS order with their number of races', async () => {
      expect((await stats.winterDisciplines(sp)).disciplines).toEqual([
        { id: 'DH', name: 'Downhill', races: 1 },
        { id: 'SG', name: 'Super-G', races: 0 },
        { id: 'GS', name: 'Giant slalom', races: 1 },
        { id: 'SL', name: 'Slalom', races: 0 },
      ]);
    });

    test('a discipline’s results: finishers by rank with gaps and World Cup points, then those not classified', async () => {
      const view = await stats.results({ ...sp, disciplineId: 'DH' });
      if (view.kind !== 'wintersport') throw new Error('expected winter sport results');
      expect(view.races.map((r) => [r.race.name, r.race.disciplineName, r.race.startsAt])).toEqual([
        ['Wengen downhill', 'Downhill', '2025-01-18T11:30:00.000Z'],
      ]);
      // tied 2nd place: both 0.33 s behind, 80 points each; listed by bib
      expect(view.races[0]!.results.map((r) => [r.rank, r.athlete.name, r.status, r.behindMs, r.cupPoints])).toEqual([
        [1, 'Marco Oberholzer', 'finished', null, 100],
        [2, 'Vincent Kriegler', 'finished', 330, 80],
        [2, 'Henrik Nilsen', 'finished', 330, 80],
        [4, 'Stefan Rohrer', 'finished', 890, 50],
        [null, 'Loïc Moret', 'dnf', null, 0],
      ]);
    });

    test('every discipline of the latest season by date, or one race; an unknown race is a 404', async () => {
      const all = await stats.results({ ...sp, disciplineId: 'ALL', gender: 'men' });
      if (all.kind !== 'wintersport') throw new Error('expected winter sport results');
      expect(all.races.map((r) => r.race.id)).toEqual([M.adelboden, M.wengen]);
      expect(all.races[0]!.results.map((r) => [r.athlete.name, r.status, r.runTimesMs])).toEqual([
        ['Loïc Moret', 'finished', [75_100, 76_200]],
        ['Marco Oberholzer', 'finished', [74_900, 76_520]],
        ['Henrik Nilsen', 'finished', [75_800, 76_200]],
        ['Stefan Rohrer', 'dnq', [78_000, null]],
        ['Vincent Kriegler', 'dnf', [null, null]],
      ]);
      const one = await stats.results({ ...sp, raceId: M.adelboden });
      expect(one.kind === 'wintersport' && one.races.map((r) => r.race.id)).toEqual([M.adelboden]);
      await expect(stats.results({ ...sp, raceId: 'nope' })).rejects.toMatchObject({ kind: 'not_found', code: 'sports.race_not_found' });
      const women = await stats.results({ ...sp, disciplineId: 'DH', gender: 'women' });
      expect(women).toEqual({ kind: 'wintersport', races: [] });
    });

    test('standings: the published overall table where there is one, else computed from the races', async () => {
      const overall = await stats.winterStandings({ ...sp, gender: 'men', disciplineId: 'ALL', kind: 'athlete' });
      expect(overall).toMatchObject({ seasonId: '2024-25', basis: 'published', racesCounted: 2 });
      expect(overall.rows.map((r) => [r.rank, r.athlete?.name, r.nation, r.points])).toEqual([
        [1, 'Marco Oberholzer', 'SUI', 1200],
        [2, 'Henrik Nilsen', 'NOR', 900],
        [3, 'Loïc Moret', 'SUI', 800],
      ]);
      const downhill = await stats.winterStandings({ ...sp, gender: 'men', disciplineId: 'DH', kind: 'athlete' });
      expect(downhill).toMatchObject({ basis: 'computed', racesCounted: 1 });
      expect(downhill.rows.map((r) => [r.rank, r.athlete?.name, r.points])).toEqual([
        [1, 'Marco Oberholzer', 100],
        [2, 'Henrik Nilsen', 80],
        [2, 'Vincent Kriegler', 80],
        [4, 'Stefan Rohrer', 50],
      ]);
      const nations = await stats.winterStandings({ ...sp, seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'nation' });
      expect(nations.rows).toEqual([
        { rank: 1, athlete: null, nation: 'SUI', points: 280 },
        { rank: 2, athlete: null, nation: 'NOR', points: 140 },
        { rank: 3, athlete: null, nation: 'AUT', points: 130 },
      ]);
    });

    test('standings without data: empty for a gender with no races, a 404 for a named season', async () => {
      expect(await stats.winterStandings({ ...sp, gender: 'women', disciplineId: 'ALL', kind: 'athlete' })).toEqual({
        seasonId: '',
        gender: 'women',
        disciplineId: 'ALL',
        kind: 'athlete',
        basis: 'computed',
        racesCounted: 0,
        rows: [],
      });
      await expect(
        stats.winterStandings({ ...sp, seasonId: '2023-24', gender: 'men', disciplineId: 'ALL', kind: 'athlete' }),
      ).rejects.toMatchObject({ code: 'sports.season_not_found' });
    });
  });

  describe('motorsport', () => {
    test('the newest season’s races by round, with winners and whether results exist', async () => {
      const view = await stats.motorsportRaces(sp);
      expect(view.seasonId).toBe('2024');
      expect(view.races.map((r) => [r.round, r.name, r.winner?.name ?? null, r.hasResults])).toEqual([
        [1, 'Bahrain Grand Prix', 'Max Meier', true],
        [2, 'Chinese Grand Prix', 'Lando Lenz', true],
        [3, 'Miami Grand Prix', 'Max Meier', true],
        [4, 'Emilia Romagna Grand Prix', null, false],
      ]);
      // the sprint on Saturday at 12:00 CEST, the race on Sunday at 17:00 CEST
      expect(view.races[1]).toMatchObject({ sprintStartsAt: '2024-04-20T10:00:00.000Z', startsAt: '2024-04-21T15:00:00.000Z' });
      await expect(stats.motorsportRaces({ ...sp, seasonId: '2023' })).rejects.toMatchObject({ code: 'sports.season_not_found' });
    });

    test('a race’s grand prix and sprint sheets with points (fastest lap +1 in 2024)', async () => {
      const view = await stats.motorsportResults({ ...sp, raceId: M.f1r2 });
      expect(view.race.name).toBe('Chinese Grand Prix');
      expect(view.raceResults.map((r) => [r.positionText, r.driver.name, r.team.name, r.points, r.fastestLap])).toEqual([
        ['1', 'Lando Lenz', 'Blue Motors', 25, false],
        ['2', 'Max Meier', 'Red Racing', 18, false],
        ['3', 'Oscar Olsen', 'Blue Motors', 16, true],
        ['4', 'Sergio Santos', 'Red Racing', 12, false],
      ]);
      expect(view.sprintResults.map((r) => [r.driver.name, r.points])).toEqual([
        ['Lando Lenz', 8],
        ['Max Meier', 7],
        ['Oscar Olsen', 6],
        ['Sergio Santos', 5],
      ]);
      const r1 = await stats.motorsportResults({ ...sp, raceId: M.f1r1 });
      expect(r1.raceResults.at(-1)).toMatchObject({ positionText: 'R', position: null, status: 'Engine', points: 0 });
      expect(r1.sprintResults).toEqual([]);
      await expect(stats.motorsportResults({ ...sp, raceId: 'nope' })).rejects.toMatchObject({
        kind: 'not_found',
        code: 'sports.race_not_found',
      });
    });

    test('driver and team standings after the last round with results, or after a given round', async () => {
      const drivers = await stats.motorsportRanking({ ...sp, entityType: 'driver' });
      expect(drivers).toMatchObject({ seasonId: '2024', entityType: 'driver', afterRound: 3 });
      expect(drivers.rows.map((r) => [r.rank, r.driver?.name, r.team?.name, r.points, r.wins, r.podiums])).toEqual([
        [1, 'Max Meier', 'Red Racing', 76, 2, 3],
        [2, 'Lando Lenz', 'Blue Motors', 66, 1, 3],
        [3, 'Sergio Santos', 'Red Racing', 44, 0, 1],
        [4, 'Oscar Olsen', 'Blue Motors', 41, 0, 2],
      ]);
      const teams = await stats.motorsportRanking({ ...sp, entityType: 'team', seasonId: '2024' });
      expect(teams.rows.map((r) => [r.rank, r.driver, r.team?.name, r.points])).toEqual([
        [1, null, 'Red Racing', 120],
        [2, null, 'Blue Motors', 107],
      ]);
      // after round 2 Meier (26+7+18) and Lenz (18+8+25) are level on 51 with one win and one second
      // place each: countback cannot separate them, so they share first place (by name)
      const early = await stats.motorsportRanking({ ...sp, entityType: 'driver', afterRound: 2 });
      expect(early.rows.map((r) => [r.rank, r.driver?.name, r.points])).toEqual([
        [1, 'Lando Lenz', 51],
        [1, 'Max Meier', 51],
        [3, 'Sergio Santos', 32],
        [4, 'Oscar Olsen', 22],
      ]);
      await expect(stats.motorsportRanking({ ...sp, entityType: 'driver', seasonId: '1950' })).rejects.toMatchObject({
        code: 'sports.season_not_found',
      });
    });
  });
});
