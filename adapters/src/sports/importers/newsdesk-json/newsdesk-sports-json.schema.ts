import { SPORTS } from '@newsdesk/core/sports/sports.types';
import { z } from 'zod';

/**
 * The Newsdesk sports JSON format (docs/sports-import.md): what no open format carries —
 * squads, transfers, and winter-sport races, results and standings. Ids are the file author's
 * and must stay the same from one import to the next; they may name rows of earlier imports
 * (`openfootball:team:arsenal`, `fis:athlete:190231`).
 */
const id = z.string().trim().min(1, 'must not be empty');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const season = z.string().regex(/^\d{4}(-\d{2})?$/, 'expected a season like 2024-25 or 2024');
const text = z.string().trim().min(1);
const optionalText = text.nullish().transform((v) => v ?? null);
const alpha2 = z
  .string()
  .regex(/^[A-Z]{2}$/, 'expected ISO 3166-1 alpha-2 (CH)')
  .nullish()
  .transform((v) => v ?? null);
const count = z.number().int().min(0);
const gender = z.enum(['men', 'women', 'mixed']);

const competition = z.object({
  id,
  sport: z.enum(SPORTS),
  name: text,
  countryCode: alpha2,
  kind: z.enum(['league', 'cup', 'tour', 'series']),
  rootTopic: optionalText,
});

const team = z.object({ id, sport: z.enum(SPORTS), name: text, shortName: optionalText, countryCode: alpha2, venue: optionalText });

const player = z.object({
  id,
  sport: z.enum(SPORTS),
  name: text,
  firstName: optionalText,
  lastName: optionalText,
  nationality: z
    .string()
    .regex(/^[A-Z]{3}$/, 'expected a three-letter code (SUI)')
    .nullish()
    .transform((v) => v ?? null),
  birthDate: day.nullish().transform((v) => v ?? null),
  hand: optionalText,
  heightCm: count.nullish().transform((v) => v ?? null),
  teamId: optionalText,
  position: optionalText,
  number: count.nullish().transform((v) => v ?? null),
});

const squad = z.object({
  teamId: id,
  seasonId: season,
  players: z.array(z.object({ playerId: id, shirtNumber: count.nullish().transform((v) => v ?? null), position: optionalText })),
});

const transfer = z
  .object({
    id,
    playerId: id,
    fromTeamId: optionalText,
    toTeamId: optionalText,
    date: day,
    kind: z.enum(['permanent', 'loan', 'loan_return', 'free']),
    fee: optionalText,
  })
  .refine((t) => t.fromTeamId !== null || t.toTeamId !== null, { message: 'a transfer needs fromTeamId or toTeamId' });

/** `2:22.58`, `1:15.49`, `59.87`. */
const raceTime = z.string().regex(/^(\d+:){0,2}\d+([.,]\d{1,3})?$/, 'expected a time like 2:22.58');

const result = z
  .object({
    athleteId: id,
    status: z.enum(['finished', 'dnf', 'dns', 'dsq', 'dnq']),
    rank: z
      .number()
      .int()
      .min(1)
      .nullish()
      .transform((v) => v ?? null),
    bib: count.nullish().transform((v) => v ?? null),
    nation: optionalText,
    time: raceTime.nullish().transform((v) => v ?? null),
    runs: z.array(raceTime.nullable()).default([]),
    cupPoints: count.nullish().transform((v) => v ?? null),
  })
  .refine((r) => r.status !== 'finished' || (r.rank !== null && r.time !== null), { message: 'a finished result needs rank and time' });

const race = z.object({
  id,
  seasonId: season,
  disciplineId: id,
  gender,
  name: text,
  venue: text,
  countryCode: alpha2,
  date: day,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
    .nullish()
    .transform((v) => v ?? null),
  timeZone: text.default('Europe/Zurich'),
  results: z.array(result).default([]),
});

const standings = z
  .object({
    seasonId: season,
    gender,
    disciplineId: id,
    kind: z.enum(['athlete', 'nation']),
    rows: z.array(z.object({ athleteId: optionalText, nation: text, rank: z.number().int().min(1), points: z.number().min(0) })),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (table.kind === 'athlete' && row.athleteId === null)
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'athleteId'], message: 'an athlete table needs athleteId in every row' });
    });
  });

export const newsdeskSportsJsonSchema = z
  .object({
    format: z.literal('newsdesk-sports-json'),
    version: z.literal(1),
    competitions: z.array(competition).default([]),
    teams: z.array(team).default([]),
    players: z.array(player).default([]),
    squads: z.array(squad).default([]),
    transfers: z.array(transfer).default([]),
    wintersport: z
      .object({
        disciplines: z.array(z.object({ id, name: text })).default([]),
        races: z.array(race).default([]),
        standings: z.array(standings).default([]),
      })
      .default({ disciplines: [], races: [], standings: [] }),
  })
  .strict();

export type NewsdeskSportsJson = z.infer<typeof newsdeskSportsJsonSchema>;
