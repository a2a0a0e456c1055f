/**
 * GET /api/outputs/generate/xml: which parameters each sport type takes (SPORTSML_SPORT_TYPES in
 * core). Parsed in two steps so that an unknown sportType gets core's own error
 * (sports.unsupported_export) and everything else a 400 naming the parameter.
 */
import { z } from 'zod';
import { SPORTSML_SPORT_TYPES, type SportsmlSportType } from '@newsdesk/core/sports/sports-widgets';
import { unsupportedExport } from '@newsdesk/core/sports/sports.errors';
import { TENNIS_ASSOCIATIONS } from '@newsdesk/core/sports/sports.types';
import type { SportsmlQuery } from '../../sportsml/export-sportsml';
import { GENDERS, seasonId, serviceProvider, sportsId } from './sports.schema';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const sportsmlQuery = z.looseObject({ sportType: z.string({ error: 'sportType is required, once' }) });

const BY_TYPE: { [T in SportsmlSportType]: z.ZodType<Extract<SportsmlQuery, { sportType: T }>> } = {
  football: z.object({ sportType: z.literal('football'), serviceProvider, competitionSeasonId: sportsId('competitionSeasonId') }),
  tennis: z.object({
    sportType: z.literal('tennis'),
    serviceProvider,
    associationName: z
      .string({ error: 'associationName is required' })
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(TENNIS_ASSOCIATIONS, 'associationName must be ATP or WTA')),
    seasonId: optional(seasonId),
  }),
  motorsport: z.object({
    sportType: z.literal('motorsport'),
    serviceProvider,
    seasonId: optional(seasonId),
    raceId: optional(sportsId('raceId')),
  }),
  wintersport: z
    .object({
      sportType: z.literal('wintersport'),
      serviceProvider,
      raceId: optional(sportsId('raceId')),
      seasonId: optional(seasonId),
      gender: optional(z.enum(GENDERS, `gender must be one of ${GENDERS.join(', ')}`)),
      disciplineId: optional(sportsId('disciplineId')),
    })
    .refine((q) => q.raceId !== undefined || (q.gender !== undefined && q.disciplineId !== undefined), {
      message: 'wintersport needs a raceId, or a gender and a disciplineId (ALL = overall) for the standings',
      path: ['raceId'],
    }),
};

export const parseSportsmlQuery = (query: z.infer<typeof sportsmlQuery>): SportsmlQuery => {
  const sportType = query.sportType as SportsmlSportType;
  if (!SPORTSML_SPORT_TYPES.includes(sportType)) throw unsupportedExport(query.sportType);
  return BY_TYPE[sportType].parse(query);
};
