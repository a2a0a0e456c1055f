/**
 * What the statistics routes accept (spec §7). Query strings arrive as strings (or arrays when a
 * parameter repeats, which fails here): numbers are coerced, an empty value counts as absent so
 * that a widget may send `seasonId=` for "the latest". Every refusal is a 400 `request.invalid`
 * naming the parameter; an unknown but well-formed serviceProvider is core's
 * `sports.unknown_provider`.
 */
import { z } from 'zod';
import { SPORTS, TENNIS_ASSOCIATIONS, type Gender, type MatchStatus } from '@newsdesk/core/sports/sports.types';
import { LOCAL_SPORTS_PROVIDER } from '@newsdesk/core/sports/sports.ports';
import { isValidTopicId } from '@newsdesk/core/topics/topic.types';
import { MAX_LOOKUP_NAMES } from '@newsdesk/core/sports/statistics/sports-lookup';

export const MATCH_STATUSES = ['scheduled', 'played', 'postponed', 'awarded', 'cancelled'] as const satisfies readonly MatchStatus[];
export const GENDERS = ['men', 'women', 'mixed'] as const satisfies readonly Gender[];
export const MAX_PAGE = 10_000;
export const MAX_LIMIT = 100;

/** `?seasonId=` is the same as no seasonId. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
/** The message of a type or enum refusal: missing parameters get their own. */
const refusal = (name: string, otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is required` : otherwise;

/**
 * Provider ids are stable strings such as `openfootball:en.1:2024-25` or `ergast:driver:830`:
 * letters (also accented, team slugs may carry them), digits and `: . _ - / + '`. Anything else
 * (spaces, quotes, angle brackets, control characters) is not an id of any provider.
 */
const ID_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}:._\-/+']{0,199}$/u;
export const sportsId = (what: string) =>
  z.string({ error: refusal(what, `${what} must be given once, as text`) }).regex(ID_PATTERN, `${what} is not a valid id`);

/** `2024-25`, `2024`, or a provider's own season id: the same characters as any id. */
export const seasonId = sportsId('seasonId');

export const serviceProvider = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'serviceProvider is not a provider name (lower-case letters, digits, - and _)')
    .default(LOCAL_SPORTS_PROVIDER),
);

const rootTopic = optional(z.string().refine(isValidTopicId, 'rootTopic is not a topic id'));

/** Every statistics call names its provider and may name the newsroom topic it files under. */
const providerQuery = { serviceProvider, rootTopic };

const page = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(MAX_PAGE, `page is at most ${MAX_PAGE}`)
    .default(1),
);
const limit = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit is at least 1')
      .max(MAX_LIMIT, `limit is at most ${MAX_LIMIT}`)
      .default(fallback),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: refusal(name, `${name} must be one of ${values.join(', ')}`) });

/** ATP or WTA; `atp` is accepted too. */
const associationName = required(
  z
    .string({ error: refusal('associationName', 'associationName must be given once, as text') })
    .transform((s) => s.toUpperCase())
    .pipe(oneOf(TENNIS_ASSOCIATIONS, 'associationName')),
);

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'rankingDate must be a day as YYYY-MM-DD', abort: true })
  // 2024-02-30 matches the pattern; Date rolls it over to March, which the round trip catches.
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'rankingDate is not a calendar day',
  );

export const idQuery = z.object({ id: required(sportsId('id')), ...providerQuery });

export const competitionsQuery = z.object({
  ...providerQuery,
  sport: optional(oneOf(SPORTS, 'sport')),
  countryCode: optional(
    z
      .string()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'countryCode must be a two-letter country code (ISO 3166-1)')),
  ),
  seasonId: optional(seasonId),
});

export const standingsQuery = z.object({ id: required(sportsId('id')), ...providerQuery, seasonId: optional(seasonId) });

export const matchesQuery = z.object({
  ...providerQuery,
  competitionId: optional(sportsId('competitionId')),
  competitionSeasonId: optional(sportsId('competitionSeasonId')),
  seasonId: optional(seasonId),
  teamId: optional(sportsId('teamId')),
  status: optional(oneOf(MATCH_STATUSES, 'status')),
  order: z.preprocess(blankToUndefined, oneOf(['asc', 'desc'], 'order').default('asc')),
  page,
  limit: limit(20),
});

export const resultsQuery = z.object({
  ...providerQuery,
  competitionSeasonId: optional(sportsId('competitionSeasonId')),
  disciplineId: optional(sportsId('disciplineId')),
  seasonId: optional(seasonId),
  gender: optional(oneOf(GENDERS, 'gender')),
  raceId: optional(sportsId('raceId')),
});

export const tennisToursQuery = z.object({ ...providerQuery, associationName, seasonId: optional(seasonId) });

export const tennisStandingsQuery = z.object({
  ...providerQuery,
  associationName,
  rankingDate: optional(isoDay),
  page,
  limit: limit(50),
});

export const championshipsQuery = z.object({
  ...providerQuery,
  seasonId: optional(seasonId),
  competitionId: optional(sportsId('competitionId')),
});

export const providerOnlyQuery = z.object(providerQuery);

export const winterStandingsQuery = z.object({
  ...providerQuery,
  seasonId: optional(seasonId),
  gender: required(oneOf(GENDERS, 'gender')),
  /** `ALL` = the overall standings. */
  disciplineId: z.preprocess(blankToUndefined, sportsId('disciplineId').default('ALL')),
  kind: z.preprocess(blankToUndefined, oneOf(['athlete', 'nation'], 'kind').default('athlete')),
});

export const motorsportRacesQuery = z.object({ ...providerQuery, seasonId: optional(seasonId) });

export const motorsportRaceQuery = z.object({ ...providerQuery, raceId: required(sportsId('raceId')) });

export const motorsportRankingQuery = z.object({
  ...providerQuery,
  entityType: required(oneOf(['driver', 'team'], 'entityType')),
  seasonId: optional(seasonId),
  afterRound: optional(
    z.coerce
      .number({ error: 'afterRound must be a number' })
      .int('afterRound must be a whole number')
      .min(1, 'afterRound starts at 1')
      .max(100, 'afterRound is at most 100'),
  ),
});

/** POST /api/sports/statistics/search: teams and players by name. */
export const searchBody = z.object({
  query: z
    .string({ error: refusal('query', 'query must be text') })
    .trim()
    .min(2, 'query needs at least 2 characters')
    .max(100, 'query is at most 100 characters'),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(50, 'limit is at most 50')
    .default(10),
  serviceProvider,
  rootTopic,
});

/** The names of a document's chips (ADR 0030): `names` repeats, one entity name each. */
export const lookupQuery = z.object({
  ...providerQuery,
  names: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.string().max(200, 'a name is at most 200 characters'), { error: refusal('names', 'names must be text') })
      .min(1, 'names is required')
      .max(MAX_LOOKUP_NAMES, `names may be given at most ${MAX_LOOKUP_NAMES} times`),
  ),
});
