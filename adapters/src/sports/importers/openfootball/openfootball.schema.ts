import { z } from 'zod';

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/** football.json as openfootball publishes it (only the fields the importer reads). */
export const openfootballFileSchema = z.object({
  name: z.string().min(1),
  matches: z.array(
    z.object({
      round: z.string().min(1),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
      time: z
        .string()
        .regex(/^\d{2}:\d{2}$/, 'expected HH:MM')
        .optional(),
      team1: z.string().min(1),
      team2: z.string().min(1),
      score: z.object({ ft: pair.optional(), ht: pair.optional(), et: pair.optional(), p: pair.optional() }).default({}),
      status: z.string().optional(),
    }),
  ),
});

export type OpenfootballFile = z.infer<typeof openfootballFileSchema>;
export type OpenfootballMatch = OpenfootballFile['matches'][number];
