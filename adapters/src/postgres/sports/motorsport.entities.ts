import { defineEntity, p } from '@mikro-orm/postgresql';

export const MotorsportRaceRow = defineEntity({
  name: 'MotorsportRaceRow',
  tableName: 'motorsport_race',
  indexes: [{ properties: ['seasonId', 'round'] }],
  properties: {
    id: p.text().primary(),
    seasonId: p.text(),
    competitionId: p.text(),
    round: p.integer(),
    name: p.text(),
    circuitName: p.text(),
    circuitLocation: p.text().nullable(),
    circuitCountry: p.text().nullable(),
    startsAt: p.datetime().nullable(),
    date: p.date(),
    sprintStartsAt: p.datetime().nullable(),
  },
});

/**
 * One driver's line of a race or sprint result sheet; race + session + driver is the key.
 * `awarded_points` is a double: Formula 1 has awarded half points (Spa 2021).
 */
export const MotorsportResultRow = defineEntity({
  name: 'MotorsportResultRow',
  tableName: 'motorsport_result',
  properties: {
    raceId: p.text().primary(),
    session: p.string().length(8).primary(),
    driverId: p.text().primary(),
    teamId: p.text(),
    number: p.integer().nullable(),
    grid: p.integer().nullable(),
    position: p.integer().nullable(),
    positionText: p.text(),
    positionOrder: p.integer(),
    awardedPoints: p.double().nullable(),
    laps: p.integer().nullable(),
    timeText: p.text().nullable(),
    status: p.text(),
    fastestLapRank: p.integer().nullable(),
  },
});

export const motorsportEntities = [MotorsportRaceRow, MotorsportResultRow];
