import { defineEntity, p } from '@mikro-orm/postgresql';
import type { FootballTieBreaker, PointAdjustment } from '@newsdesk/core/sports/sports.types';

/**
 * What every sport shares (ADR 0008). Ids are the providers' stable strings, so they are the keys
 * the importers upsert on. No foreign keys: a file of squads may name players another file brings,
 * and readers join leniently rather than refusing an import in the middle. Codes and names are
 * `text`: providers differ in what they put there (Ergast gives nationalities as words).
 */

/** The trigram indexes behind searchTeamsAndPlayers ("contains", accent- and case-insensitive). */
const trigram = (table: string) => ({
  name: `${table}_search_name_trgm_index`,
  expression: `create index "${table}_search_name_trgm_index" on "${table}" using gin ("search_name" gin_trgm_ops)`,
});

export const SportCompetitionRow = defineEntity({
  name: 'SportCompetitionRow',
  tableName: 'sport_competition',
  indexes: [{ properties: ['sport'] }],
  properties: {
    id: p.text().primary(),
    sport: p.string().length(16),
    name: p.text(),
    countryCode: p.text().nullable(),
    kind: p.string().length(16),
    rootTopic: p.text().nullable(),
  },
});

export const SportSeasonRow = defineEntity({
  name: 'SportSeasonRow',
  tableName: 'sport_season',
  properties: {
    id: p.text().primary(),
    name: p.text(),
    startsOn: p.date(),
    endsOn: p.date(),
  },
});

export const SportCompetitionSeasonRow = defineEntity({
  name: 'SportCompetitionSeasonRow',
  tableName: 'sport_competition_season',
  indexes: [{ properties: ['competitionId'] }, { properties: ['seasonId'] }],
  properties: {
    id: p.text().primary(),
    competitionId: p.text(),
    seasonId: p.text(),
    name: p.text(),
    tieBreakers: p.json<FootballTieBreaker[]>(),
    pointAdjustments: p.json<PointAdjustment[]>(),
  },
});

/** `search_name` is the name folded by ./sports-search-fold.ts (written with the row). */
export const SportTeamRow = defineEntity({
  name: 'SportTeamRow',
  tableName: 'sport_team',
  indexes: [trigram('sport_team')],
  properties: {
    id: p.text().primary(),
    sport: p.string().length(16),
    name: p.text(),
    shortName: p.text().nullable(),
    countryCode: p.text().nullable(),
    venue: p.text().nullable(),
    searchName: p.text(),
  },
});

export const SportPlayerRow = defineEntity({
  name: 'SportPlayerRow',
  tableName: 'sport_player',
  // no index on team_id: no query lists a team's players by it (squads do), and each index costs
  // the import of the 136,000 real tennis players about a fifth of its time
  indexes: [trigram('sport_player')],
  properties: {
    id: p.text().primary(),
    sport: p.string().length(16),
    name: p.text(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    nationality: p.text().nullable(),
    birthDate: p.date().nullable(),
    hand: p.text().nullable(),
    heightCm: p.integer().nullable(),
    teamId: p.text().nullable(),
    position: p.text().nullable(),
    number: p.integer().nullable(),
    searchName: p.text(),
  },
});

export const sportEntities = [SportCompetitionRow, SportSeasonRow, SportCompetitionSeasonRow, SportTeamRow, SportPlayerRow];
