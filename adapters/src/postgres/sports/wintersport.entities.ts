import { defineEntity, p } from '@mikro-orm/postgresql';

export const WinterDisciplineRow = defineEntity({
  name: 'WinterDisciplineRow',
  tableName: 'winter_discipline',
  properties: {
    id: p.text().primary(),
    name: p.text(),
  },
});

export const WinterRaceRow = defineEntity({
  name: 'WinterRaceRow',
  tableName: 'winter_race',
  indexes: [{ properties: ['seasonId', 'date'] }],
  properties: {
    id: p.text().primary(),
    seasonId: p.text(),
    disciplineId: p.text(),
    gender: p.string().length(8),
    name: p.text(),
    venue: p.text(),
    countryCode: p.text().nullable(),
    startsAt: p.datetime().nullable(),
    date: p.date(),
  },
});

/** One athlete in one race; `run_times_ms` is a JSON array because a run may be null (not finished). */
export const WinterResultRow = defineEntity({
  name: 'WinterResultRow',
  tableName: 'winter_result',
  properties: {
    raceId: p.text().primary(),
    athleteId: p.text().primary(),
    status: p.string().length(8),
    rank: p.integer().nullable(),
    bib: p.integer().nullable(),
    nation: p.text().nullable(),
    timeMs: p.integer().nullable(),
    runTimesMs: p.json<(number | null)[]>(),
    publishedCupPoints: p.integer().nullable(),
  },
});

/**
 * A line of a published season table. `subject` is the athlete id (kind athlete) or the nation
 * (kind nation): the natural key needs a non-null column for both kinds.
 */
export const WinterPublishedStandingRow = defineEntity({
  name: 'WinterPublishedStandingRow',
  tableName: 'winter_published_standing',
  properties: {
    seasonId: p.text().primary(),
    gender: p.string().length(8).primary(),
    disciplineId: p.text().primary(),
    kind: p.string().length(8).primary(),
    subject: p.text().primary(),
    athleteId: p.text().nullable(),
    nation: p.text(),
    rank: p.integer(),
    points: p.integer(),
  },
});

export const wintersportEntities = [WinterDisciplineRow, WinterRaceRow, WinterResultRow, WinterPublishedStandingRow];
