import { describe, expect, test } from '@jest/globals';
import type { FootballMatch, FootballTieBreaker } from '../sports.types';
import { aFootballMatch, aSportsBatch, MOTHER as M, type MatchSketch } from '../testing/sports.mother';
import { footballStandings, isTableStage, type FootballStandingsInput } from './football-standings';

const names: Record<string, string> = {
  A: 'Aarau',
  B: 'Bellinzona',
  C: 'Chiasso',
  D: 'Delémont',
  [M.fcz]: 'FC Zürich',
  [M.gc]: 'Grasshopper',
  [M.yb]: 'Young Boys',
  [M.fcb]: 'Basel',
};
const input = (matches: FootballMatch[], overrides: Partial<FootballStandingsInput> = {}): FootballStandingsInput => ({
  matches,
  competitionKind: 'league',
  tieBreakers: [],
  pointAdjustments: [],
  teamName: (id) => names[id] ?? id,
  ...overrides,
});
let day = 0;
const match = (home: string, away: string, ft: [number, number] | null, extra: Partial<MatchSketch> = {}) =>
  aFootballMatch({
    competitionSeasonId: 'cs',
    round: 'Matchday',
    day: `2024-08-${String((++day % 28) + 1).padStart(2, '0')}`,
    home,
    away,
    ft,
    ...extra,
  });
const row = (r: {
  rank: number;
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}) => [r.rank, r.teamId, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points];

describe('football standings', () => {
  test('a 4-team league after four matchdays, with an awarded match and a deduction (checked by hand)', () => {
    const batch = aSportsBatch();
    const cs = batch.competitionSeasons.find((c) => c.id === M.league2425)!;
    const result = footballStandings(
      input(
        batch.footballMatches.filter((m) => m.competitionSeasonId === M.league2425),
        { pointAdjustments: cs.pointAdjustments },
      ),
    );
    // By hand from the mother's results (the awarded 0-3 at GC counts as a win for FCZ):
    //        P W D L  GF GA  Pts
    // FCZ    4 3 1 0   7  2   10   W D W W
    // FCB    4 2 1 1   7  3    7   D W L W
    // YB     4 0 3 1   3  5    3   D D D L
    // GC     4 0 1 3   3 10    1 − 3 = −2   L L D L
    expect(result.tables).toHaveLength(1);
    const [table] = result.tables;
    expect(table!.name).toBeNull();
    expect(table!.rows.map(row)).toEqual([
      [1, M.fcz, 4, 3, 1, 0, 7, 2, 10],
      [2, M.fcb, 4, 2, 1, 1, 7, 3, 7],
      [3, M.yb, 4, 0, 3, 1, 3, 5, 3],
      [4, M.gc, 4, 0, 1, 3, 3, 10, -2],
    ]);
    expect(table!.rows.map((r) => r.form.join(''))).toEqual(['WDWW', 'DWLW', 'DDDL', 'LLDL']);
    expect(table!.rows.map((r) => r.pointAdjustment)).toEqual([0, 0, 0, -3]);
    expect(table!.rows.map((r) => r.goalDifference)).toEqual([5, 4, -2, -7]);
    expect(result.matchesCounted).toBe(8);
    expect(result.lastMatchDate).toBe('2024-08-11');
  });

  describe('a three-way tie on 7 points', () => {
    // A, B and C end level on 7 points (checked by hand):
    //   C beat A 1-0 and B 1-0, A and B drew 0-0; A beat D 5-0 and 3-0, B beat D 2-0 and 1-0, C and D drew 0-0.
    //   Overall: A GD +7 (8-1), B +2 (3-1), C +2 (2-0), D 1 point.
    //   Head to head among A, B, C: C 6 points, A 1, B 1; A–B level again (0-0) → overall goal difference.
    const matches = () => [
      match('C', 'A', [1, 0]),
      match('B', 'C', [0, 1]),
      match('A', 'B', [0, 0]),
      match('A', 'D', [5, 0]),
      match('D', 'A', [0, 3]),
      match('B', 'D', [2, 0]),
      match('D', 'B', [0, 1]),
      match('C', 'D', [0, 0]),
    ];
    const order = (tieBreakers: FootballTieBreaker[]) =>
      footballStandings(input(matches(), { tieBreakers })).tables[0]!.rows.map((r) => [r.teamId, r.points]);

    test('Premier League style: goal difference, then goals for', () => {
      expect(order([])).toEqual([
        ['A', 7],
        ['B', 7],
        ['C', 7],
        ['D', 1],
      ]);
    });

    test('Serie A / La Liga style: the head-to-head mini-league first, re-applied to the pair still level', () => {
      expect(
        order(['head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for', 'goal_difference', 'goals_for']),
      ).toEqual([
        ['C', 7],
        ['A', 7],
        ['B', 7],
        ['D', 1],
      ]);
    });

    test('head-to-head goal difference decides where the mini-league points are level, before overall goal difference', () => {
      // X and Y on 6 points (checked by hand): X–Y 3-0, Y–X 1-0, Y–Z 6-0, X–Z 1-0.
      // Overall GD: Y +4 (7-3), X +3 (4-1); head to head: 3 points each, X +2 → X first under h2h rules.
      const ms = () => [match('X', 'Y', [3, 0]), match('Y', 'X', [1, 0]), match('Y', 'Z', [6, 0]), match('X', 'Z', [1, 0])];
      const h2h = footballStandings(
        input(ms(), { tieBreakers: ['head_to_head_points', 'head_to_head_goal_difference', 'goal_difference'] }),
      ).tables[0]!.rows;
      expect(h2h.map((r) => [r.teamId, r.points, r.goalDifference])).toEqual([
        ['X', 6, 3],
        ['Y', 6, 4],
        ['Z', 0, -7],
      ]);
      expect(footballStandings(input(ms())).tables[0]!.rows.map((r) => r.teamId)).toEqual(['Y', 'X', 'Z']);
    });
  });

  test('only played and awarded matches with a full-time score count; the rest still list their teams', () => {
    const result = footballStandings(
      input([
        match('A', 'B', [0, 3], { status: 'awarded' }),
        match('B', 'A', [2, 2]),
        match('A', 'C', null, { status: 'postponed' }),
        match('C', 'D', null),
        match('D', 'A', [4, 0], { status: 'cancelled' }),
        match('B', 'D', null, { status: 'played' }),
      ]),
    );
    const rows = result.tables[0]!.rows;
    expect(rows.map((r) => [r.teamId, r.played, r.points, r.goalsFor, r.goalsAgainst])).toEqual([
      ['B', 2, 4, 5, 2],
      ['A', 2, 1, 2, 5],
      ['C', 0, 0, 0, 0],
      ['D', 0, 0, 0, 0],
    ]);
    expect(result.matchesCounted).toBe(2);
  });

  test('a deduction can drop a team below one with fewer points won', () => {
    const rows = footballStandings(
      input([match('A', 'B', [1, 0]), match('B', 'C', [1, 0])], {
        pointAdjustments: [
          { teamId: 'A', points: -4, reason: 'Administration' },
          { teamId: 'A', points: -1, reason: null },
        ],
      }),
    ).tables[0]!.rows;
    expect(rows.map((r) => [r.teamId, r.points, r.pointAdjustment])).toEqual([
      ['B', 3, 0],
      ['C', 0, 0],
      ['A', -2, -5],
    ]);
  });

  test('teams level on everything are ordered by name', () => {
    const rows = footballStandings(input([match('D', 'C', [1, 1]), match('B', 'A', [1, 1])])).tables[0]!.rows;
    // Aarau, Bellinzona, Chiasso, Delémont
    expect(rows.map((r) => [r.rank, r.teamId])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
    ]);
  });

  test('form is the last five results, oldest first', () => {
    const results: [number, number][] = [
      [1, 0],
      [0, 1],
      [2, 2],
      [3, 0],
      [0, 0],
      [0, 4],
    ];
    const rows = footballStandings(input(results.map((ft, i) => match('A', 'B', ft, { day: `2024-09-0${i + 1}` })))).tables[0]!.rows;
    expect(rows.find((r) => r.teamId === 'A')!.form).toEqual(['L', 'D', 'W', 'D', 'L']);
    expect(rows.find((r) => r.teamId === 'B')!.form).toEqual(['W', 'D', 'L', 'D', 'W']);
  });

  test('a cup gives one table per group and none for its knockout rounds', () => {
    const group = (stage: string, home: string, away: string, ft: [number, number]) =>
      match(home, away, ft, { stage, round: `${stage}, Matchday 1` });
    const result = footballStandings(
      input(
        [
          group('Group B', 'C', 'D', [2, 1]),
          group('Group A', 'A', 'B', [0, 1]),
          match('B', 'C', [1, 1], { stage: 'Final', round: 'Final', et: [2, 1] }),
        ],
        { competitionKind: 'cup' },
      ),
    );
    expect(result.tables.map((t) => [t.name, t.rows.map((r) => [r.teamId, r.points])])).toEqual([
      [
        'Group A',
        [
          ['B', 3],
          ['A', 0],
        ],
      ],
      [
        'Group B',
        [
          ['C', 3],
          ['D', 0],
        ],
      ],
    ]);
    expect(result.matchesCounted).toBe(2);
    expect(footballStandings(input([match('A', 'B', [1, 0], { stage: 'Final' })], { competitionKind: 'cup' })).tables).toEqual([]);
  });

  test('table stages are groups and league phases', () => {
    expect(['Group A', 'group h', 'League phase', 'League'].every(isTableStage)).toBe(true);
    expect([null, 'Final', 'Round of 16', 'Playoffs', 'Leagues Cup final'].some(isTableStage)).toBe(false);
  });
});
