import { describe, expect, test } from '@jest/globals';
import { aMotorsportRace, aMotorsportResult, aSportsBatch, MOTHER as M } from '../testing/sports.mother';
import { computedFormula1Points, formula1ResultPoints, RACE_POINTS, sprintPointsTable } from './formula1-points';
import { lastRoundWithResults, motorsportStandings } from './motorsport-standings';

const result = (position: number | null, session: 'race' | 'sprint' = 'race', fastestLapRank: number | null = null) => ({
  position,
  session,
  fastestLapRank,
});

describe('Formula 1 points', () => {
  test('grand prix: 25, 18, 15, 12, 10, 8, 6, 4, 2, 1; nothing from 11th or unclassified', () => {
    expect(RACE_POINTS.reduce((a, b) => a + b, 0)).toBe(101);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20].map((p) => computedFormula1Points(result(p), '2023'))).toEqual([
      25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0, 0,
    ]);
    expect(computedFormula1Points(result(null), '2023')).toBe(0);
  });

  test('the fastest-lap point: a top-ten finisher, seasons 2019–2024 only', () => {
    expect(computedFormula1Points(result(1, 'race', 1), '2024')).toBe(26);
    expect(computedFormula1Points(result(10, 'race', 1), '2019')).toBe(2);
    expect(computedFormula1Points(result(11, 'race', 1), '2021')).toBe(0);
    expect(computedFormula1Points(result(1, 'race', 1), '2025')).toBe(25);
    expect(computedFormula1Points(result(1, 'race', 1), '2018')).toBe(25);
    expect(computedFormula1Points(result(3, 'race', 2), '2022')).toBe(15);
  });

  test('sprints: 3-2-1 in 2021, 8 … 1 from 2022, no fastest-lap point', () => {
    expect(sprintPointsTable('2021')).toEqual([3, 2, 1]);
    expect(sprintPointsTable('2020')).toEqual([]);
    expect([1, 2, 3, 4].map((p) => computedFormula1Points(result(p, 'sprint', 1), '2021'))).toEqual([3, 2, 1, 0]);
    expect([1, 2, 8, 9].map((p) => computedFormula1Points(result(p, 'sprint', 1), '2023'))).toEqual([8, 7, 1, 0]);
  });

  test('awarded points win over the table (Spa 2021: half points)', () => {
    expect(formula1ResultPoints({ ...result(1), awardedPoints: 12.5 }, '2021')).toBe(12.5);
    expect(formula1ResultPoints({ ...result(1), awardedPoints: 0 }, '2021')).toBe(0);
    expect(formula1ResultPoints({ ...result(1, 'race', 1), awardedPoints: null }, '2021')).toBe(26);
  });
});

describe('motorsport standings', () => {
  const batch = aSportsBatch();
  const names = new Map([...batch.players, ...batch.teams].map((x) => [x.id, x.name]));
  const name = (id: string) => names.get(id) ?? id;

  test('drivers after the last round with results (checked by hand in the mother)', () => {
    const standings = motorsportStandings({ races: batch.motorsportRaces, results: batch.motorsportResults, entityType: 'driver', name });
    expect(standings.afterRound).toBe(3);
    expect(standings.rows.map((r) => [r.rank, r.driverId, r.teamId, r.points, r.wins, r.podiums])).toEqual([
      [1, M.meier, M.red, 76, 2, 3],
      [2, M.lenz, M.blue, 66, 1, 3],
      [3, M.santos, M.red, 44, 0, 1],
      [4, M.olsen, M.blue, 41, 0, 2],
    ]);
  });

  test('teams add up their drivers’ points; a one-two is one win and two podiums', () => {
    const standings = motorsportStandings({ races: batch.motorsportRaces, results: batch.motorsportResults, entityType: 'team', name });
    // Red 76 + 44, Blue 66 + 41; podiums Red: R1 1st+3rd, R2 2nd, R3 1st; Blue: R1 2nd, R2 1st+3rd, R3 2nd+3rd
    expect(standings.rows.map((r) => [r.rank, r.driverId, r.teamId, r.points, r.wins, r.podiums])).toEqual([
      [1, null, M.red, 120, 2, 4],
      [2, null, M.blue, 107, 1, 5],
    ]);
  });

  test('after an earlier round', () => {
    const standings = motorsportStandings({
      races: batch.motorsportRaces,
      results: batch.motorsportResults,
      entityType: 'driver',
      afterRound: 1,
      name,
    });
    expect(standings.rows.map((r) => [r.rank, r.driverId, r.points])).toEqual([
      [1, M.meier, 26],
      [2, M.lenz, 18],
      [3, M.santos, 15],
      [4, M.olsen, 0],
    ]);
    expect(
      motorsportStandings({ races: batch.motorsportRaces, results: batch.motorsportResults, entityType: 'driver', afterRound: 0, name })
        .rows,
    ).toEqual([]);
  });

  test('countback: level on points, more wins first, then more second places; fully level share the rank', () => {
    const races = [1, 2, 3].map((round) => aMotorsportRace({ id: `r${round}`, seasonId: '2025', round }));
    const sheet = (raceId: string, order: string[]) =>
      order.map((driverId, i) => aMotorsportResult({ raceId, driverId, teamId: `team-${driverId}`, positionOrder: i + 1 }));
    const results = [
      ...sheet('r1', ['A', 'B', 'C', 'D']), // 25 18 15 12
      ...sheet('r2', ['B', 'A', 'D', 'C']), // 25 18 15 12
      ...sheet('r3', ['C', 'D', 'B', 'A']), // 25 18 15 12
    ];
    // By the table: A 25+18+12 = 55, B 18+25+15 = 58, C 15+12+25 = 52, D 12+15+18 = 45.
    // Awarded points in r1 (A 28, C 21) bring A and C level with B on 58.
    const adjusted = results.map((r) =>
      r.raceId === 'r1' && r.driverId === 'C'
        ? { ...r, awardedPoints: 21 }
        : r.raceId === 'r1' && r.driverId === 'A'
          ? { ...r, awardedPoints: 28 }
          : r,
    );
    const rows = motorsportStandings({ races, results: adjusted, entityType: 'driver', name: (id) => id }).rows;
    // Countback: each has one win; B and A one second place, C none → C third; B has a third place, A none → B first.
    expect(rows.map((r) => [r.rank, r.driverId, r.points, r.wins])).toEqual([
      [1, 'B', 58, 1],
      [2, 'A', 58, 1],
      [3, 'C', 58, 1],
      [4, 'D', 45, 0],
    ]);
    const twins = motorsportStandings({
      races: races.slice(0, 1),
      results: sheet('r1', ['X', 'Y']).map((r) => ({ ...r, awardedPoints: 10 })),
      entityType: 'driver',
      name: (id) => id,
    }).rows;
    // both 10 points, but X has a win: countback separates them
    expect(twins.map((r) => [r.rank, r.driverId])).toEqual([
      [1, 'X'],
      [2, 'Y'],
    ]);
    const level = motorsportStandings({
      races: races.slice(0, 2),
      results: [...sheet('r1', ['Y', 'X']), ...sheet('r2', ['X', 'Y'])],
      entityType: 'driver',
      name: (id) => id,
    }).rows;
    expect(level.map((r) => [r.rank, r.driverId, r.points])).toEqual([
      [1, 'X', 43],
      [1, 'Y', 43],
    ]);
  });

  test('the last round with results', () => {
    expect(lastRoundWithResults(batch.motorsportRaces, batch.motorsportResults)).toBe(3);
    expect(lastRoundWithResults(batch.motorsportRaces, [])).toBe(0);
  });
});
