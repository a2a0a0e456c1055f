import { describe, expect, test } from '@jest/globals';
import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import { BAYERN_MUNCHEN } from '../testing/sports-subjects';
import { FakeStatisticsApi } from './fake-statistics-api';
import { statisticsPropsCache } from './statistics-cache';
import { statisticsHref, statisticsLinkFromSearch, statisticsLinkOf } from './statistics-link';
import { LEAGUE, PREVIOUS_LEAGUE, TEAMS } from './statistics.fixtures';
import { StatisticsStore } from './statistics.store';

const bayern: SportsSubjectView = BAYERN_MUNCHEN;

describe('statistics links: where a chip opens, and the page reading it back', () => {
  test('a club opens its league table with it marked; the address reads back the same', () => {
    const link = statisticsLinkOf(bayern);
    expect(link).toEqual({
      view: 'competitions',
      params: {
        competitionId: 'openfootball:de.1',
        competitionSeasonId: 'openfootball:de.1:2025-26',
        teamId: 'openfootball:team:bayern-munchen',
      },
    });
    const href = statisticsHref(link);
    expect(href.startsWith('/statistics?view=competitions&')).toBe(true);
    expect(statisticsLinkFromSearch(href.slice(href.indexOf('?')))).toEqual(link);
  });

  test('a club without a league, a player, a Formula 1 team and a driver', () => {
    expect(statisticsLinkOf({ ...bayern, league: null })).toEqual({ view: 'club', params: { teamId: bayern.teamId } });
    expect(statisticsLinkOf({ type: 'player', name: 'Harry Kane', playerId: 'p:1', playerName: 'Harry Kane', sport: 'football' })).toEqual({
      view: 'player',
      params: { playerId: 'p:1' },
    });
    expect(statisticsLinkOf({ ...bayern, sport: 'motorsport', league: null })).toEqual({
      view: 'driver-team-standings',
      params: { entityType: 'team' },
    });
    expect(statisticsLinkOf({ type: 'player', name: 'Max', playerId: 'd:1', playerName: 'Max', sport: 'motorsport' })).toEqual({
      view: 'driver-team-standings',
      params: { entityType: 'driver' },
    });
  });

  test('an address without a view, or with one that does not exist, opens nothing in particular', () => {
    expect(statisticsLinkFromSearch('')).toBeNull();
    expect(statisticsLinkFromSearch('?teamId=x')).toBeNull();
    expect(statisticsLinkFromSearch('?view=admin')).toBeNull();
  });
});

describe('the statistics page opened by a link', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };

  test('the linked table shows instead of the last view, and becomes the view to come back to', async () => {
    const storage = memory();
    const first = new StatisticsStore(new FakeStatisticsApi(), { cache: statisticsPropsCache(storage) });
    await first.init();
    expect(first.view).toBe('overview');

    const link = {
      view: 'competitions' as const,
      params: { competitionId: LEAGUE.competitionId, competitionSeasonId: PREVIOUS_LEAGUE.id, teamId: TEAMS.arsenal.id },
    };
    const store = new StatisticsStore(new FakeStatisticsApi(), { cache: statisticsPropsCache(storage) });
    await store.init(link);
    expect(store.view).toBe('competitions');
    expect(store.params).toEqual(link.params);
    expect(store.football.standings.data?.competitionSeason.id).toBe(PREVIOUS_LEAGUE.id);

    const again = new StatisticsStore(new FakeStatisticsApi(), { cache: statisticsPropsCache(storage) });
    await again.init(null);
    expect(again.view).toBe('competitions');
    expect(again.params).toEqual(link.params);
  });
});
