/**
 * What the embeddable widget routes accept (ADR 0009). Each kind has exactly its fixed
 * parameters (`strict`: an unknown one is refused, so nothing extra can be smuggled into what a
 * public token reads). Ids, provider names and genders follow the statistics routes' rules.
 */
import { z } from 'zod';
import {
  SPORTS_WIDGET_KINDS,
  SPORTS_WIDGET_LOCALES,
  type SportsWidgetKind,
  type SportsWidgetRequest,
} from '@newsdesk/core/sports/sports-widgets';
import { TENNIS_ASSOCIATIONS } from '@newsdesk/core/sports/sports.types';
import { GENDERS, seasonId, serviceProvider, sportsId } from './sports.schema';

/** The longest title the statistics page lets an editor type (its export dialog has the same cap). */
export const WIDGET_TITLE_MAX = 120;
/** A widget is a sidebar table or list, not a season archive. */
export const WIDGET_LIST_MAX = 50;

const listLimit = z
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit is at least 1')
  .max(WIDGET_LIST_MAX, `limit is at most ${WIDGET_LIST_MAX}`)
  .optional();
const competitionSeasonId = sportsId('competitionSeasonId');

const PARAMS: { [K in SportsWidgetKind]: z.ZodType } = {
  'football-standings': z.strictObject({ competitionSeasonId }),
  'football-fixtures': z.strictObject({ competitionSeasonId, limit: listLimit }),
  'football-results': z.strictObject({ competitionSeasonId, limit: listLimit }),
  championship: z.strictObject({ competitionSeasonId }),
  'tennis-ranking': z.strictObject({
    associationName: z.enum(TENNIS_ASSOCIATIONS, 'associationName must be ATP or WTA'),
    limit: listLimit,
  }),
  'motorsport-driver-standings': z.strictObject({ seasonId }),
  'motorsport-team-standings': z.strictObject({ seasonId }),
  'motorsport-results': z.strictObject({ raceId: sportsId('raceId') }),
  player: z.strictObject({ playerId: sportsId('playerId') }),
  'wintersport-standings': z.strictObject({
    seasonId,
    gender: z.enum(GENDERS, `gender must be one of ${GENDERS.join(', ')}`),
    disciplineId: sportsId('disciplineId'),
    kind: z.enum(['athlete', 'nation'], 'kind must be athlete or nation'),
  }),
  'wintersport-results': z.strictObject({ raceId: sportsId('raceId') }),
};

const common = {
  serviceProvider,
  locale: z.enum(SPORTS_WIDGET_LOCALES, `locale must be one of ${SPORTS_WIDGET_LOCALES.join(', ')}`),
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(1, 'title is required')
    .max(WIDGET_TITLE_MAX, `title is at most ${WIDGET_TITLE_MAX} characters`),
};

/** POST /api/sports/widgets (typed as core's request: the per-kind schemas above are its shape). */
export const sportsWidgetBody = z.discriminatedUnion(
  'kind',
  SPORTS_WIDGET_KINDS.map((kind) => z.object({ kind: z.literal(kind), params: PARAMS[kind], ...common })) as unknown as [
    z.ZodObject,
    ...z.ZodObject[],
  ],
  { error: `kind must be one of ${SPORTS_WIDGET_KINDS.join(', ')}` },
) as unknown as z.ZodType<SportsWidgetRequest>;

export const widgetIdParam = z.object({ id: z.uuid('not a widget id') });

/** Malformed tokens are core's to refuse (not found, like any other token that opens nothing). */
export const widgetTokenParam = z.object({ token: z.string().max(300) });

export const sportsWidgetCreatedSchema = z.object({
  id: z.string(),
  token: z.string(),
  embed: z.object({ script: z.string(), iframe: z.string() }),
  previewUrl: z.string(),
});

export const sportsWidgetSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SPORTS_WIDGET_KINDS),
  serviceProvider: z.string(),
  params: z.record(z.string(), z.unknown()),
  locale: z.enum(SPORTS_WIDGET_LOCALES),
  title: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const publicSportsWidgetSchema = z.object({
  kind: z.enum(SPORTS_WIDGET_KINDS),
  locale: z.enum(SPORTS_WIDGET_LOCALES),
  title: z.string(),
  data: z.unknown(),
  generatedAt: z.string(),
});
