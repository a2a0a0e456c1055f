import { beforeEach, describe, expect, test } from '@jest/globals';
import { LOCAL_SPORTS_PROVIDER } from '../sports.ports';
import type { SportsStatistics } from '../sports-statistics';
import { countedStatisticsOfTheMother, type CountedStatistics } from '../testing/counted-statistics';
import { MOTHER as M } from '../testing/sports.mother';

const sp = { serviceProvider: LOCAL_SPORTS_PROVIDER };

describe('sports lookup: the entity names of a document that open Statistics', () => {
  let stats: SportsStatistics;
  let counted: CountedStatistics['counted'];

  beforeEach(async () => {
    ({ stats, counted } = await countedStatisticsOfTheMother());
  });

  test('a club opens the newest season of its league (not the cup); players and drivers by full name', async () => {
    counted.reset();
    const view = await stats.lookup({
      ...sp,
      names: ['FC Zurich', 'Zürich', 'Lukas Müller', 'Max Meier', 'Red Racing', 'Swiss National Bank'],
    });
    expect(view.subjects).toEqual([
      {
        type: 'team',
        name: 'FC Zurich',
        teamId: M.fcz,
        teamName: 'FC Zürich',
        sport: 'football',
        league: {
          competitionId: M.league,
          competitionName: 'Super League',
          competitionSeasonId: M.league2425,
          seasonName: expect.any(String),
        },
      },
      { type: 'player', name: 'Lukas Müller', playerId: M.mueller, playerName: 'Lukas Müller', sport: 'football' },
      { type: 'player', name: 'Max Meier', playerId: M.meier, playerName: 'Max Meier', sport: 'motorsport' },
      { type: 'team', name: 'Red Racing', teamId: M.red, teamName: 'Red Racing', sport: 'motorsport', league: null },
    ]);
    // all names in one candidates call
    expect(counted.calls.get('teamsAndPlayersNamed')).toBe(1);
  });

  test('no names, blank names and names of nothing give no subjects and ask no league', async () => {
    expect(await stats.lookup({ ...sp, names: [] })).toEqual({ subjects: [] });
    counted.reset();
    expect(await stats.lookup({ ...sp, names: ['  ', 'Zürich', 'Young'] })).toEqual({ subjects: [] });
    expect(counted.calls.get('competitions')).toBeUndefined();
  });
});
