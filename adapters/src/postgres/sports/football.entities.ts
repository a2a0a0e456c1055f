import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Fixtures and results. A score is two nullable columns per phase (null = not played / not given),
 * so tables can be computed without parsing JSON. The indexes serve the match list of a competition
 * season in kickoff order and a team's matches (home or away).
 */
export const FootballMatchRow = defineEntity({
  name: 'FootballMatchRow',
  tableName: 'football_match',
  indexes: [
    { name: 'football_match_competition_season_kickoff_index', properties: ['competitionSeasonId', 'kickoff', 'date'] },
    { properties: ['homeTeamId'] },
    { properties: ['awayTeamId'] },
  ],
  properties: {
    id: p.text().primary(),
    competitionSeasonId: p.text(),
    round: p.text(),
    stage: p.text().nullable(),
    kickoff: p.datetime().nullable(),
    date: p.date(),
    homeTeamId: p.text(),
    awayTeamId: p.text(),
    status: p.string().length(16),
    fullTimeHome: p.integer().nullable(),
    fullTimeAway: p.integer().nullable(),
    halfTimeHome: p.integer().nullable(),
    halfTimeAway: p.integer().nullable(),
    extraTimeHome: p.integer().nullable(),
    extraTimeAway: p.integer().nullable(),
    penaltiesHome: p.integer().nullable(),
    penaltiesAway: p.integer().nullable(),
  },
});

/** A player in a team's squad for a season: no id of its own, the three ids are the key. */
export const SportSquadMemberRow = defineEntity({
  name: 'SportSquadMemberRow',
  tableName: 'sport_squad_member',
  indexes: [{ properties: ['playerId'] }],
  properties: {
    teamId: p.text().primary(),
    seasonId: p.text().primary(),
    playerId: p.text().primary(),
    shirtNumber: p.integer().nullable(),
    position: p.text().nullable(),
  },
});

export const SportTransferRow = defineEntity({
  name: 'SportTransferRow',
  tableName: 'sport_transfer',
  indexes: [{ properties: ['playerId'] }, { properties: ['fromTeamId'] }, { properties: ['toTeamId'] }],
  properties: {
    id: p.text().primary(),
    playerId: p.text(),
    fromTeamId: p.text().nullable(),
    toTeamId: p.text().nullable(),
    date: p.date(),
    kind: p.string().length(16),
    fee: p.text().nullable(),
  },
});

export const footballEntities = [FootballMatchRow, SportSquadMemberRow, SportTransferRow];
