import { describe, expect, test } from '@jest/globals';
import { aSportsBatch, aWinterRace, aWinterRaceResult, MOTHER as M } from '../testing/sports.mother';
import { raceCupPoints, WORLD_CUP_POINTS, worldCupPoints } from './alpine-points';
import { shareRanks, wintersportStandings, type WinterStandingsInput } from './wintersport-standings';

describe('alpine World Cup points', () => {
  test('ranks 1–30 score 100 … 1, the rest nothing', () => {
    expect(WORLD_CUP_POINTS).toHaveLength(30);
    expect([1, 2, 3, 4, 5, 10, 15, 16, 17, 29, 30].map(worldCupPoints)).toEqual([100, 80, 60, 50, 45, 26, 16, 15, 14, 2, 1]);
    expect([31, 0, -1, 2.5, null].map(worldCupPoints)).toEqual([0, 0, 0, 0, 0]);
    // hand-added: 100+80+60+50+45+40+36+32+29+26 = 498
    expect(WORLD_CUP_POINTS.slice(0, 10).reduce((a, b) => a + b, 0)).toBe(498);
  });

  test('tied athletes share the rank’s points; DNF, DNS, DSQ and DNQ score 0; published points win', () => {
    const r = (
      rank: number | null,
      status: 'finished' | 'dnf' | 'dns' | 'dsq' | 'dnq' = 'finished',
      publishedCupPoints: number | null = null,
    ) => raceCupPoints(aWinterRaceResult({ raceId: 'r', athleteId: 'a', rank, status, publishedCupPoints }));
    expect([r(2), r(2), r(4)]).toEqual([80, 80, 50]);
    expect([r(null, 'dnf'), r(null, 'dns'), r(null, 'dsq'), r(null, 'dnq')]).toEqual([0, 0, 0, 0]);
    expect(r(5, 'finished', 22.5)).toBe(22.5);
  });
});

describe('winter sport standings', () => {
  const batch = aSportsBatch();
  const names = new Map(batch.players.map((p) => [p.id, p.name]));
  const standings = (overrides: Partial<WinterStandingsInput>) =>
    wintersportStandings({
      races: batch.winterRaces,
      results: batch.winterResults,
      seasonId: '2024-25',
      gender: 'men',
      disciplineId: 'ALL',
      kind: 'athlete',
      athleteName: (id) => names.get(id) ?? id,
      ...overrides,
    });

  test('overall: every discipline’s points per athlete (checked by hand from the mother’s two races)', () => {
    // Wengen DH: Oberholzer 100, Nilsen 80, Kriegler 80 (tie), Rohrer 50, Moret DNF
    // Adelboden GS: Moret 100, Oberholzer 80, Nilsen 60, Rohrer DNQ, Kriegler DNF
    const result = standings({});
    expect(result.racesCounted).toBe(2);
    expect(result.rows.map((r) => [r.rank, r.athleteId, r.nation, r.points])).toEqual([
      [1, M.oberholzer, 'SUI', 180],
      [2, M.nilsen, 'NOR', 140],
      [3, M.moret, 'SUI', 100],
      [4, M.kriegler, 'AUT', 80],
      [5, M.rohrer, 'AUT', 50],
    ]);
  });

  test('one discipline: tied athletes share the rank, the next rank is skipped', () => {
    expect(standings({ disciplineId: 'DH' }).rows.map((r) => [r.rank, r.athleteId, r.points])).toEqual([
      [1, M.oberholzer, 100],
      [2, M.nilsen, 80],
      [2, M.kriegler, 80],
      [4, M.rohrer, 50],
    ]);
    expect(standings({ disciplineId: 'SL' })).toEqual({ rows: [], racesCounted: 0 });
    expect(standings({ gender: 'women' }).rows).toEqual([]);
    expect(standings({ seasonId: '2023-24' }).rows).toEqual([]);
  });

  test('Nations Cup: the sum of each nation’s athletes', () => {
    // SUI 180 + 100, NOR 140, AUT 80 + 50
    expect(standings({ kind: 'nation' }).rows).toEqual([
      { rank: 1, athleteId: null, nation: 'SUI', points: 280 },
      { rank: 2, athleteId: null, nation: 'NOR', points: 140 },
      { rank: 3, athleteId: null, nation: 'AUT', points: 130 },
    ]);
  });

  test('a women’s race does not count for the men', () => {
    const women = aWinterRace({ id: 'w1', gender: 'women', disciplineId: 'DH' });
    const result = wintersportStandings({
      races: [...batch.winterRaces, women],
      results: [...batch.winterResults, aWinterRaceResult({ raceId: 'w1', athleteId: 'lara', nation: 'SUI', rank: 1 })],
      seasonId: '2024-25',
      gender: 'women',
      disciplineId: 'ALL',
      kind: 'nation',
    });
    expect(result.rows).toEqual([{ rank: 1, athleteId: null, nation: 'SUI', points: 100 }]);
  });

  test('shared ranks follow competition ranking', () => {
    expect(shareRanks([{ points: 9 }, { points: 7 }, { points: 7 }, { points: 7 }, { points: 1 }]).map((r) => r.rank)).toEqual([
      1, 2, 2, 2, 5,
    ]);
  });
});
