import { defineEntity, p } from '@mikro-orm/postgresql';

export const TennisTournamentRow = defineEntity({
  name: 'TennisTournamentRow',
  tableName: 'tennis_tournament',
  indexes: [{ properties: ['association', 'seasonId', 'startsOn'] }],
  properties: {
    id: p.text().primary(),
    association: p.string().length(8),
    seasonId: p.text(),
    name: p.text(),
    surface: p.text().nullable(),
    level: p.text(),
    startsOn: p.date(),
    drawSize: p.integer().nullable(),
  },
});

export const TennisMatchRow = defineEntity({
  name: 'TennisMatchRow',
  tableName: 'tennis_match',
  indexes: [{ properties: ['tournamentId'] }, { properties: ['winnerId'] }, { properties: ['loserId'] }],
  properties: {
    id: p.text().primary(),
    tournamentId: p.text(),
    round: p.text(),
    winnerId: p.text(),
    loserId: p.text(),
    score: p.text(),
    bestOf: p.integer().nullable(),
    minutes: p.integer().nullable(),
  },
});

/**
 * One line of a weekly ranking list; the list has no ids, so association + date + player is the
 * key (a player is listed once per list). The second index pages a list in rank order.
 */
export const TennisRankingRow = defineEntity({
  name: 'TennisRankingRow',
  tableName: 'tennis_ranking',
  indexes: [{ name: 'tennis_ranking_association_date_rank_index', properties: ['association', 'rankingDate', 'rank'] }],
  properties: {
    association: p.string().length(8).primary(),
    rankingDate: p.date().primary(),
    playerId: p.text().primary(),
    rank: p.integer(),
    points: p.integer(),
    tournamentsPlayed: p.integer().nullable(),
  },
});

export const tennisEntities = [TennisTournamentRow, TennisMatchRow, TennisRankingRow];
