import type { FootballMatchQuery } from '@newsdesk/core/sports/sports.ports';
import type { FootballMatch, Score, SquadMember, Transfer } from '@newsdesk/core/sports/sports.types';
import { daySql, instantSql, Where, type Sql } from './sports-sql';

/** Fixtures and results, squads and transfers. */

const MATCH = `m.id, m.competition_season_id, m.round, m.stage, ${instantSql('m.kickoff')} as kickoff, ${daySql('m.date')} as date,
  m.home_team_id, m.away_team_id, m.status, m.full_time_home, m.full_time_away, m.half_time_home, m.half_time_away,
  m.extra_time_home, m.extra_time_away, m.penalties_home, m.penalties_away`;

interface MatchRow {
  id: string;
  competition_season_id: string;
  round: string;
  stage: string | null;
  kickoff: string | null;
  date: string;
  home_team_id: string;
  away_team_id: string;
  status: FootballMatch['status'];
  full_time_home: number | null;
  full_time_away: number | null;
  half_time_home: number | null;
  half_time_away: number | null;
  extra_time_home: number | null;
  extra_time_away: number | null;
  penalties_home: number | null;
  penalties_away: number | null;
}

const score = (home: number | null, away: number | null): Score | null => (home === null || away === null ? null : { home, away });

const toMatch = (r: MatchRow & { total?: number }): FootballMatch => ({
  id: r.id,
  competitionSeasonId: r.competition_season_id,
  round: r.round,
  stage: r.stage,
  kickoff: r.kickoff,
  date: r.date,
  homeTeamId: r.home_team_id,
  awayTeamId: r.away_team_id,
  status: r.status,
  fullTime: score(r.full_time_home, r.full_time_away),
  halfTime: score(r.half_time_home, r.half_time_away),
  extraTime: score(r.extra_time_home, r.extra_time_away),
  penalties: score(r.penalties_home, r.penalties_away),
});

/**
 * By kick-off, then id; a match without a kick-off goes after the others of its day (the end of
 * that day in Europe/Zurich). `desc` is exactly the reverse.
 */
const order = (direction: 'asc' | 'desc') =>
  `order by coalesce(m.kickoff, (m.date + 1)::timestamp at time zone 'Europe/Zurich' - interval '1 millisecond') ${direction}, m.id ${direction}`;

export const footballMatches = async (sql: Sql, query: FootballMatchQuery): Promise<{ items: FootballMatch[]; total: number }> => {
  const where = new Where();
  if (query.competitionSeasonId !== undefined) where.add('m.competition_season_id = ?', query.competitionSeasonId);
  if (query.competitionId !== undefined)
    where.add(
      'm.competition_season_id in (select cs.id from sport_competition_season cs where cs.competition_id = ?)',
      query.competitionId,
    );
  if (query.seasonId !== undefined)
    where.add('m.competition_season_id in (select cs.id from sport_competition_season cs where cs.season_id = ?)', query.seasonId);
  if (query.teamId !== undefined) where.add('(m.home_team_id = ? or m.away_team_id = ?)', query.teamId, query.teamId);
  if (query.status !== undefined) where.add('m.status = ?', query.status);
  const rows = await sql<MatchRow & { total: number }>(
    `select ${MATCH}, count(*) over ()::int as total from football_match m ${where} ${order(query.order)} offset ? limit ?`,
    [...where.params, query.offset, query.limit],
  );
  if (rows.length > 0) return { items: rows.map(toMatch), total: rows[0]!.total };
  // an empty page (past the end, or limit 0) has no row to carry the count
  const [counted] = await sql<{ total: number }>(`select count(*)::int as total from football_match m ${where}`, where.params);
  return { items: [], total: counted?.total ?? 0 };
};

export const allFootballMatches = async (sql: Sql, competitionSeasonId: string): Promise<FootballMatch[]> =>
  (
    await sql<MatchRow>(`select ${MATCH} from football_match m where m.competition_season_id = ? ${order('asc')}`, [competitionSeasonId])
  ).map(toMatch);

/** A team's squad by shirt number (none last), then name; all seasons unless one is named. */
export const squad = (sql: Sql, teamId: string, seasonId?: string): Promise<SquadMember[]> => {
  const where = new Where().add('s.team_id = ?', teamId);
  if (seasonId !== undefined) where.add('s.season_id = ?', seasonId);
  return sql<SquadMember>(
    `select s.team_id as "teamId", s.season_id as "seasonId", s.player_id as "playerId", s.shirt_number as "shirtNumber", s.position
       from sport_squad_member s left join sport_player p on p.id = s.player_id
       ${where} order by s.season_id desc, s.shirt_number nulls last, p.name, s.player_id`,
    where.params,
  );
};

/** Newest first. */
export const transfers = (sql: Sql, filter: { teamId?: string; playerId?: string }): Promise<Transfer[]> => {
  const where = new Where();
  if (filter.teamId !== undefined) where.add('(t.from_team_id = ? or t.to_team_id = ?)', filter.teamId, filter.teamId);
  if (filter.playerId !== undefined) where.add('t.player_id = ?', filter.playerId);
  return sql<Transfer>(
    `select t.id, t.player_id as "playerId", t.from_team_id as "fromTeamId", t.to_team_id as "toTeamId", ${daySql('t.date')} as date, t.kind, t.fee
       from sport_transfer t ${where} order by t.date desc, t.id`,
    where.params,
  );
};
