import { describe, expect, test } from '@jest/globals';
import type { z } from 'zod';
import {
  idQuery,
  matchesQuery,
  motorsportRankingQuery,
  resultsQuery,
  searchBody,
  standingsQuery,
  tennisStandingsQuery,
  winterStandingsQuery,
  competitionsQuery,
} from './sports.schema';

/** The messages of a refusal by parameter, or the parsed value. */
const refusals = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? { parsed: result.data } : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('statistics queries as the browser sends them (strings)', () => {
  test('matches: defaults for provider, order, page and limit; numbers are coerced', () => {
    expect(
      refusals(matchesQuery, { competitionSeasonId: 'openfootball:en.1:2024-25', page: '2', limit: '10', status: 'played', order: 'desc' }),
    ).toEqual({
      parsed: {
        competitionSeasonId: 'openfootball:en.1:2024-25',
        serviceProvider: 'newsdesk',
        order: 'desc',
        page: 2,
        limit: 10,
        status: 'played',
      },
    });
    expect(refusals(matchesQuery, {})).toEqual({ parsed: { serviceProvider: 'newsdesk', order: 'asc', page: 1, limit: 20 } });
  });

  test('an empty value counts as absent', () => {
    expect(refusals(matchesQuery, { seasonId: '', page: '', serviceProvider: '' })).toEqual({
      parsed: { serviceProvider: 'newsdesk', order: 'asc', page: 1, limit: 20 },
    });
  });

  test('bad values are refused with a message naming the parameter', () => {
    expect(refusals(matchesQuery, { order: 'sideways', page: '0', limit: '1000', status: 'abandoned', seasonId: "2024'; drop" })).toEqual({
      order: 'order must be one of asc, desc',
      page: 'page starts at 1',
      limit: 'limit is at most 100',
      status: 'status must be one of scheduled, played, postponed, awarded, cancelled',
      seasonId: 'seasonId is not a valid id',
    });
    expect(refusals(matchesQuery, { page: 'two', limit: '2.5' })).toEqual({
      page: 'page must be a number',
      limit: 'limit must be a whole number',
    });
    expect(refusals(matchesQuery, { page: ['1', '2'] })).toEqual({ page: 'page must be a number' });
    expect(refusals(matchesQuery, { teamId: ['a', 'b'] })).toEqual({ teamId: 'teamId must be given once, as text' });
    expect(refusals(matchesQuery, { serviceProvider: 'Opta Sports!' })).toEqual({
      serviceProvider: expect.stringContaining('serviceProvider is not a provider name'),
    });
    expect(refusals(matchesQuery, { rootTopic: 'Sport Desk' })).toEqual({ rootTopic: 'rootTopic is not a topic id' });
  });

  test('ids: required where the route needs one, provider id characters only', () => {
    expect(refusals(idQuery, {})).toEqual({ id: 'id is required' });
    expect(refusals(idQuery, { id: '' })).toEqual({ id: 'id is required' });
    expect(refusals(idQuery, { id: '<script>' })).toEqual({ id: 'id is not a valid id' });
    expect(refusals(idQuery, { id: 'x'.repeat(201) })).toEqual({ id: 'id is not a valid id' });
    expect(refusals(standingsQuery, { id: 'openfootball:de.1', seasonId: '2023-24', rootTopic: 'sport' })).toEqual({
      parsed: { id: 'openfootball:de.1', seasonId: '2023-24', rootTopic: 'sport', serviceProvider: 'newsdesk' },
    });
    expect(refusals(idQuery, { id: 'openfootball:team:bayern-münchen' })).toMatchObject({
      parsed: { id: 'openfootball:team:bayern-münchen' },
    });
  });

  test('tennis standings: ATP or WTA (any case), a calendar day, a page', () => {
    expect(refusals(tennisStandingsQuery, { associationName: 'wta', rankingDate: '2024-12-30', page: '2' })).toEqual({
      parsed: { associationName: 'WTA', rankingDate: '2024-12-30', page: 2, limit: 50, serviceProvider: 'newsdesk' },
    });
    expect(refusals(tennisStandingsQuery, { associationName: 'ITF' })).toEqual({
      associationName: 'associationName must be one of ATP, WTA',
    });
    expect(refusals(tennisStandingsQuery, {})).toEqual({ associationName: 'associationName is required' });
    expect(refusals(tennisStandingsQuery, { associationName: 'ATP', rankingDate: '2024-02-30' })).toEqual({
      rankingDate: 'rankingDate is not a calendar day',
    });
    expect(refusals(tennisStandingsQuery, { associationName: 'ATP', rankingDate: '20241230' })).toEqual({
      rankingDate: 'rankingDate must be a day as YYYY-MM-DD',
    });
  });

  test('winter standings: gender required, discipline ALL and kind athlete by default', () => {
    expect(refusals(winterStandingsQuery, { gender: 'men' })).toEqual({
      parsed: { gender: 'men', disciplineId: 'ALL', kind: 'athlete', serviceProvider: 'newsdesk' },
    });
    expect(refusals(winterStandingsQuery, { gender: 'boys', kind: 'club' })).toEqual({
      gender: 'gender must be one of men, women, mixed',
      kind: 'kind must be one of athlete, nation',
    });
    expect(refusals(winterStandingsQuery, {})).toEqual({ gender: 'gender is required' });
  });

  test('motorsport ranking: entityType driver or team, afterRound a round number', () => {
    expect(refusals(motorsportRankingQuery, { entityType: 'team', seasonId: '2024', afterRound: '5' })).toEqual({
      parsed: { entityType: 'team', seasonId: '2024', afterRound: 5, serviceProvider: 'newsdesk' },
    });
    expect(refusals(motorsportRankingQuery, { entityType: 'horse', afterRound: '0' })).toEqual({
      entityType: 'entityType must be one of driver, team',
      afterRound: 'afterRound starts at 1',
    });
  });

  test('results and competitions: optional scopes, gender and sport values, country codes', () => {
    expect(refusals(resultsQuery, { disciplineId: 'DH', gender: 'women' })).toEqual({
      parsed: { disciplineId: 'DH', gender: 'women', serviceProvider: 'newsdesk' },
    });
    expect(refusals(competitionsQuery, { sport: 'football', countryCode: 'gb' })).toEqual({
      parsed: { sport: 'football', countryCode: 'GB', serviceProvider: 'newsdesk' },
    });
    expect(refusals(competitionsQuery, { sport: 'curling', countryCode: 'GBR' })).toEqual({
      sport: 'sport must be one of football, tennis, motorsport, wintersport',
      countryCode: 'countryCode must be a two-letter country code (ISO 3166-1)',
    });
  });

  test('search body: a query of at least 2 characters after trimming, a small limit', () => {
    expect(refusals(searchBody, { query: '  Arsenal ' })).toEqual({ parsed: { query: 'Arsenal', limit: 10, serviceProvider: 'newsdesk' } });
    expect(refusals(searchBody, { query: ' a ' })).toEqual({ query: 'query needs at least 2 characters' });
    expect(refusals(searchBody, {})).toEqual({ query: 'query is required' });
    expect(refusals(searchBody, { query: 'ab', limit: 500 })).toEqual({ limit: 'limit is at most 50' });
    expect(refusals(searchBody, { query: 42 })).toEqual({ query: 'query must be text' });
  });
});
