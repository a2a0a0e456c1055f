import type { TennisAssociation, TennisMatch, TennisRankingEntry, TennisTournament } from '@newsdesk/core/sports/sports.types';
import { daySql, isDay, textArray, Where, type Sql } from './sports-sql';

/** Tours and events, their matches, and the weekly ranking lists. */

const TOURNAMENT = `t.id, t.association, t.season_id as "seasonId", t.name, t.surface, t.level, ${daySql('t.starts_on')} as "startsOn", t.draw_size as "drawSize"`;
const MATCH = `m.id, m.tournament_id as "tournamentId", m.round, m.winner_id as "winnerId", m.loser_id as "loserId", m.score, m.best_of as "bestOf", m.minutes`;
const RANKING = `r.association, ${daySql('r.ranking_date')} as "rankingDate", r.rank, r.player_id as "playerId", r.points, r.tournaments_played as "tournamentsPlayed"`;

/** In calendar order. */
export const tennisTournaments = (sql: Sql, filter: { association: TennisAssociation; seasonId?: string }): Promise<TennisTournament[]> => {
  const where = new Where().add('t.association = ?', filter.association);
  if (filter.seasonId !== undefined) where.add('t.season_id = ?', filter.seasonId);
  return sql<TennisTournament>(`select ${TOURNAMENT} from tennis_tournament t ${where} order by t.starts_on, t.name, t.id`, where.params);
};

/** Latest tournament first, then by id (Sackmann's match ids run with the draw). */
export const tennisMatches = async (
  sql: Sql,
  filter: { tournamentIds?: string[]; playerId?: string; limit?: number },
): Promise<TennisMatch[]> => {
  if (filter.tournamentIds?.length === 0) return [];
  const where = new Where();
  if (filter.tournamentIds !== undefined) where.add('m.tournament_id = any(?::text[])', textArray(filter.tournamentIds));
  if (filter.playerId !== undefined) where.add('(m.winner_id = ? or m.loser_id = ?)', filter.playerId, filter.playerId);
  const limit = filter.limit === undefined ? '' : 'limit ?';
  return sql<TennisMatch>(
    `select ${MATCH} from tennis_match m left join tennis_tournament t on t.id = m.tournament_id
      ${where} order by t.starts_on desc nulls last, m.tournament_id, m.id ${limit}`,
    filter.limit === undefined ? where.params : [...where.params, filter.limit],
  );
};

/** Newest first. A skip scan over the (association, date, rank) index: one probe per list, not one row per entry. */
export const tennisRankingDates = async (sql: Sql, association: TennisAssociation): Promise<string[]> => {
  const rows = await sql<{ day: string }>(
    `with recursive dates(d) as (
        (select ranking_date from tennis_ranking where association = ? order by ranking_date desc limit 1)
        union all
        select (select r.ranking_date from tennis_ranking r where r.association = ? and r.ranking_date < dates.d order by r.ranking_date desc limit 1)
          from dates where dates.d is not null
      )
      select ${daySql('d')} as day from dates where d is not null`,
    [association, association],
  );
  return rows.map((r) => r.day);
};

export const tennisRanking = async (
  sql: Sql,
  filter: { association: TennisAssociation; rankingDate: string; offset: number; limit: number },
): Promise<{ entries: TennisRankingEntry[]; total: number }> => {
  if (!isDay(filter.rankingDate)) return { entries: [], total: 0 };
  const [entries, counted] = await Promise.all([
    sql<TennisRankingEntry>(
      `select ${RANKING} from tennis_ranking r where r.association = ? and r.ranking_date = ?::date order by r.rank, r.player_id offset ? limit ?`,
      [filter.association, filter.rankingDate, filter.offset, filter.limit],
    ),
    sql<{ total: number }>(`select count(*)::int as total from tennis_ranking r where r.association = ? and r.ranking_date = ?::date`, [
      filter.association,
      filter.rankingDate,
    ]),
  ]);
  return { entries, total: counted[0]?.total ?? 0 };
};

export const tennisRankingOf = (
  sql: Sql,
  association: TennisAssociation,
  rankingDate: string,
  playerIds: string[],
): Promise<TennisRankingEntry[]> =>
  playerIds.length === 0 || !isDay(rankingDate)
    ? Promise.resolve([])
    : sql<TennisRankingEntry>(
        `select ${RANKING} from tennis_ranking r where r.association = ? and r.ranking_date = ?::date and r.player_id = any(?::text[]) order by r.rank, r.player_id`,
        [association, rankingDate, textArray(playerIds)],
      );
