import { describe, expect, test } from '@jest/globals';
import { ZodError } from 'zod';
import { sportsWidgetBody, widgetIdParam } from './sports-widgets.schema';

const base = { serviceProvider: 'newsdesk', locale: 'fr', title: ' Classement ' };
const issues = (input: unknown) => {
  try {
    sportsWidgetBody.parse(input);
  } catch (error) {
    if (error instanceof ZodError) return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw error;
  }
  return [];
};

describe('POST /api/sports/widgets body', () => {
  test.each([
    ['football-standings', { competitionSeasonId: 'openfootball:en.1:2024-25' }],
    ['football-fixtures', { competitionSeasonId: 'openfootball:en.1:2025-26', limit: 8 }],
    ['football-results', { competitionSeasonId: 'openfootball:en.1:2025-26' }],
    ['championship', { competitionSeasonId: 'openfootball:uefa.cl:2024-25' }],
    ['tennis-ranking', { associationName: 'WTA', limit: 25 }],
    ['motorsport-driver-standings', { seasonId: '2024' }],
    ['motorsport-team-standings', { seasonId: '2024' }],
    ['motorsport-results', { raceId: 'ergast:race:1144' }],
    ['wintersport-standings', { seasonId: '2024-25', gender: 'women', disciplineId: 'ALL', kind: 'nation' }],
    ['wintersport-results', { raceId: 'fis:122808' }],
    ['player', { playerId: 'sackmann:atp:206173' }],
  ])('%s with its parameters is accepted (title trimmed)', (kind, params) => {
    expect(sportsWidgetBody.parse({ kind, params, ...base })).toEqual({ kind, params, ...base, title: 'Classement' });
  });

  test('the provider defaults to newsdesk', () => {
    expect(sportsWidgetBody.parse({ kind: 'motorsport-results', params: { raceId: 'r1' }, locale: 'en', title: 'Race' })).toMatchObject({
      serviceProvider: 'newsdesk',
    });
  });

  test('refusals name the field', () => {
    expect(issues({ kind: 'football-standings', params: { competitionSeasonId: 'x', seasonId: '2024-25' }, ...base })).toEqual([
      expect.stringMatching(/^params: .*seasonId/),
    ]);
    expect(
      issues({ kind: 'football-standings', params: { raceId: 'r1' }, ...base }).some((m) => m.startsWith('params.competitionSeasonId')),
    ).toBe(true);
    expect(issues({ kind: 'league-table', params: {}, ...base })).toEqual([
      expect.stringContaining('kind must be one of football-standings'),
    ]);
    expect(issues({ kind: 'tennis-ranking', params: { associationName: 'ITF' }, ...base })).toEqual([
      'params.associationName: associationName must be ATP or WTA',
    ]);
    expect(issues({ kind: 'football-results', params: { competitionSeasonId: 'x', limit: 500 }, ...base })).toEqual([
      'params.limit: limit is at most 50',
    ]);
    expect(issues({ kind: 'player', params: {}, ...base })).toEqual([expect.stringContaining('params.playerId')]);
    expect(issues({ kind: 'motorsport-results', params: { raceId: 'r1' }, ...base, title: '   ' })).toEqual(['title: title is required']);
    expect(issues({ kind: 'motorsport-results', params: { raceId: 'r1' }, ...base, title: 'x'.repeat(121) })).toEqual([
      'title: title is at most 120 characters',
    ]);
    expect(issues({ kind: 'motorsport-results', params: { raceId: 'r1' }, ...base, locale: 'it' })).toEqual([
      'locale: locale must be one of en, de, fr',
    ]);
    expect(issues({ kind: 'motorsport-results', params: { raceId: '<script>' }, ...base })).toEqual([
      'params.raceId: raceId is not a valid id',
    ]);
  });

  test('a widget id is a UUID', () => {
    expect(() => widgetIdParam.parse({ id: 'abc' })).toThrow('not a widget id');
  });
});
