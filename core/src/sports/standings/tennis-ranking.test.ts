import { describe, expect, test } from '@jest/globals';
import { aTennisRankingEntry, aTennisTournament } from '../testing/sports.mother';
import {
  formatRankingMovement,
  previousRankingDate,
  rankingDateToShow,
  rankingMovements,
  tennisSeasonsNewestFirst,
} from './tennis-ranking';

describe('tennis ranking movement', () => {
  const list = (date: string, players: string[]) =>
    players.map((playerId, i) => aTennisRankingEntry({ rankingDate: date, playerId, rank: i + 1 }));

  test('places gained and lost since the previous list; newcomers have none', () => {
    const moves = rankingMovements(list('2024-10-28', ['a', 'c', 'b', 'n', 'd']), list('2024-10-21', ['a', 'b', 'c', 'd']));
    expect(Object.fromEntries(moves)).toEqual({ a: 0, c: 1, b: -1, n: null, d: -1 });
    expect([...rankingMovements(list('2024-01-01', ['a']), null).values()]).toEqual([null]);
    expect([3, -2, 0, null].map(formatRankingMovement)).toEqual(['+3', '-2', '0', null]);
  });

  test('the previous list is the newest one before the date', () => {
    expect(previousRankingDate(['2024-10-28', '2024-10-21', '2024-10-14'], '2024-10-28')).toBe('2024-10-21');
    expect(previousRankingDate(['2024-10-28', '2024-10-21'], '2024-10-21')).toBeNull();
  });

  test('the list shown is the newest week unless a week the association has is asked for', () => {
    const dates = ['2024-12-30', '2024-12-23', '2024-01-01'];
    expect(rankingDateToShow(dates)).toBe('2024-12-30');
    expect(rankingDateToShow(dates, '2024-01-01')).toBe('2024-01-01');
    expect(rankingDateToShow(dates, '2024-01-02')).toBeNull();
    expect(rankingDateToShow([])).toBeNull();
  });

  test('a tour’s seasons come newest first, each once', () => {
    const seasons = ['2023', '2024', '2024', '2025', '2009'].map((seasonId, i) => aTennisTournament({ id: `t${i}`, seasonId }));
    expect(tennisSeasonsNewestFirst(seasons)).toEqual(['2025', '2024', '2023', '2009']);
    expect(tennisSeasonsNewestFirst([])).toEqual([]);
  });
});
