import { expect, test } from '@jest/globals';
import { wireExportFor } from './wire-export';

test('each view exports its sport with the params the SportsML route takes', () => {
  expect(wireExportFor('competitions', { competitionId: 'c', competitionSeasonId: 'cs', page: '2' })).toEqual({
    sportType: 'football',
    params: { competitionSeasonId: 'cs' },
  });
  expect(wireExportFor('rankings', { page: '3' })).toEqual({ sportType: 'tennis', params: { associationName: 'ATP' } });
  expect(wireExportFor('tours', { associationName: 'WTA', seasonId: '2024' })).toEqual({
    sportType: 'tennis',
    params: { associationName: 'WTA', seasonId: '2024' },
  });
  expect(wireExportFor('races', { seasonId: '2024', raceId: 'ergast:race:1144', entityType: 'driver' })).toEqual({
    sportType: 'motorsport',
    params: { seasonId: '2024', raceId: 'ergast:race:1144' },
  });
  expect(wireExportFor('winter-standings', { kind: 'nation' })).toEqual({
    sportType: 'wintersport',
    params: { gender: 'men', disciplineId: 'ALL' },
  });
  expect(wireExportFor('disciplines', { raceId: 'fis:122808', disciplineId: 'DH' })).toEqual({
    sportType: 'wintersport',
    params: { raceId: 'fis:122808', disciplineId: 'DH' },
  });
});

test('nothing to export where there is no table of a sport (panels) or no season chosen yet', () => {
  expect(wireExportFor('club', { teamId: 't' })).toBeNull();
  expect(wireExportFor('player', { playerId: 'p' })).toBeNull();
  expect(wireExportFor('fixtures', {})).toBeNull();
});
