import { describe, expect, test } from '@jest/globals';
import { matchWinner } from '../football-match';
import { aFootballMatch, aSportsBatch, MOTHER as M } from '../testing/sports.mother';
import { championshipStages, isFinal } from './championship';

describe('championships', () => {
  const cup = () => aSportsBatch().footballMatches.filter((m) => m.competitionSeasonId === M.cup2425);

  test('stages and rounds in play order, whatever order the provider gives', () => {
    const { stages } = championshipStages([...cup()].reverse());
    expect(stages.map((s) => [s.name, s.rounds.map((r) => [r.round, r.matches.map((m) => m.id)])])).toEqual([
      ['Semi-finals', [['Semi-finals', ['test:m:cup-sf1', 'test:m:cup-sf2']]]],
      ['Final', [['Final', ['test:m:cup-final']]]],
    ]);
  });

  test('the winner of the final after extra time; a shoot-out decides a semi-final', () => {
    const result = championshipStages(cup());
    expect(result.final?.id).toBe('test:m:cup-final');
    // 1-1 after 90 minutes, 2-1 after extra time
    expect(result.winnerTeamId).toBe(M.fcz);
    // 1-1 a.e.t., 3-4 on penalties: the visitors (FC Zürich) go through
    expect(matchWinner(cup().find((m) => m.id === 'test:m:cup-sf1')!)).toBe('away');
  });

  test('an undecided or missing final has no winner', () => {
    const open = cup().map((m) =>
      m.id === 'test:m:cup-final' ? { ...m, status: 'scheduled' as const, fullTime: null, halfTime: null, extraTime: null } : m,
    );
    expect(championshipStages(open).winnerTeamId).toBeNull();
    expect(championshipStages(open).final?.id).toBe('test:m:cup-final');
    expect(championshipStages(cup().filter((m) => m.round !== 'Final'))).toMatchObject({ final: null, winnerTeamId: null });
  });

  test('a final won on penalties', () => {
    const final = aFootballMatch({
      competitionSeasonId: 'cl',
      round: 'Finals, Final',
      stage: 'Finals',
      day: '2025-05-31',
      home: 'psg',
      away: 'inter',
      ft: [0, 0],
      et: [0, 0],
      pens: [5, 4],
    });
    expect(championshipStages([final]).winnerTeamId).toBe('psg');
  });

  test('matches without a stage are grouped by their round', () => {
    const m = (round: string, day: string) => aFootballMatch({ competitionSeasonId: 'c', round, day, home: 'a', away: 'b', ft: [1, 0] });
    expect(
      championshipStages([m('Final', '2020-08-23'), m('Group A', '2019-09-18'), m('Round of 16', '2020-02-18')]).stages.map((s) => s.name),
    ).toEqual(['Group A', 'Round of 16', 'Final']);
  });

  test('what counts as a final', () => {
    expect(['Final', 'Finals, Final', 'Grand Final', ' final '].every(isFinal)).toBe(true);
    expect(['Semi-finals', 'Quarter-final', 'Semifinal', 'Finals', null].some(isFinal)).toBe(false);
  });

  test('a match winner counts only results', () => {
    const m = aSportsBatch().footballMatches;
    expect(m.filter((x) => x.id.startsWith('test:m:2425-0')).map(matchWinner)).toEqual([
      'home',
      'draw',
      'draw',
      'home',
      'away',
      'draw',
      'away',
      'home',
      null,
    ]);
  });
});
