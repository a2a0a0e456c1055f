import { expect, test } from '@jest/globals';
import { parseSportsmlQuery } from './sportsml.schema';

test('each sport type takes its parameters; blanks count as absent; the provider defaults to newsdesk', () => {
  expect(parseSportsmlQuery({ sportType: 'football', competitionSeasonId: 'openfootball:en.1:2024-25' })).toEqual({
    sportType: 'football',
    serviceProvider: 'newsdesk',
    competitionSeasonId: 'openfootball:en.1:2024-25',
  });
  expect(parseSportsmlQuery({ sportType: 'tennis', associationName: 'wta', seasonId: '' })).toEqual({
    sportType: 'tennis',
    serviceProvider: 'newsdesk',
    associationName: 'WTA',
  });
  expect(parseSportsmlQuery({ sportType: 'motorsport', seasonId: '2024', serviceProvider: 'newsdesk' })).toMatchObject({
    seasonId: '2024',
  });
  expect(parseSportsmlQuery({ sportType: 'wintersport', gender: 'men', disciplineId: 'ALL' })).toMatchObject({
    gender: 'men',
    disciplineId: 'ALL',
  });
});

test('an unknown sport type is sports.unsupported_export; missing or wrong parameters a 400 naming them', () => {
  expect(() => parseSportsmlQuery({ sportType: 'curling' })).toThrow(expect.objectContaining({ code: 'sports.unsupported_export' }));
  expect(() => parseSportsmlQuery({ sportType: 'football' })).toThrow('competitionSeasonId is required');
  expect(() => parseSportsmlQuery({ sportType: 'tennis', associationName: 'ITF' })).toThrow('associationName must be ATP or WTA');
  expect(() => parseSportsmlQuery({ sportType: 'wintersport', gender: 'men' })).toThrow(
    'wintersport needs a raceId, or a gender and a disciplineId',
  );
  expect(() => parseSportsmlQuery({ sportType: 'motorsport', raceId: 'a b' })).toThrow('raceId is not a valid id');
});
