import type { Competition, CompetitionSeason, Player, Season, Sport, Team } from '@newsdesk/core/sports/sports.types';
import { daySql, textArray, Where, type Sql } from './sports-sql';

/** Competitions, seasons, teams and players: the rows every sport shares. */

const COMPETITION = `c.id, c.sport, c.name, c.country_code as "countryCode", c.kind, c.root_topic as "rootTopic"`;
const SEASON = `s.id, s.name, ${daySql('s.starts_on')} as "startsOn", ${daySql('s.ends_on')} as "endsOn"`;
const COMPETITION_SEASON = `cs.id, cs.competition_id as "competitionId", cs.season_id as "seasonId", cs.name, cs.tie_breakers as "tieBreakers", cs.point_adjustments as "pointAdjustments"`;
export const TEAM = `t.id, t.sport, t.name, t.short_name as "shortName", t.country_code as "countryCode", t.venue`;
export const PLAYER = `p.id, p.sport, p.name, p.first_name as "firstName", p.last_name as "lastName", p.nationality, ${daySql('p.birth_date')} as "birthDate",
  p.hand, p.height_cm as "heightCm", p.team_id as "teamId", p.position, p.number`;

/** Newest season first; a competition season whose season was never imported goes last. */
export const NEWEST_SEASON_FIRST = `order by (select s.starts_on from sport_season s where s.id = cs.season_id) desc nulls last, cs.id`;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const toCompetitionSeason = (row: CompetitionSeason): CompetitionSeason => ({
  ...row,
  tieBreakers: json(row.tieBreakers),
  pointAdjustments: json(row.pointAdjustments),
});

export const competitions = (
  sql: Sql,
  filter: { sport?: Sport; countryCode?: string; seasonId?: string; rootTopic?: string },
): Promise<Competition[]> => {
  const where = new Where();
  if (filter.sport !== undefined) where.add('c.sport = ?', filter.sport);
  if (filter.countryCode !== undefined) where.add('c.country_code = ?', filter.countryCode);
  if (filter.rootTopic !== undefined) where.add('c.root_topic = ?', filter.rootTopic);
  // a series has no competition season: its races name the season
  if (filter.seasonId !== undefined)
    where.add(
      `(exists (select 1 from sport_competition_season cs where cs.competition_id = c.id and cs.season_id = ?)
        or exists (select 1 from motorsport_race r where r.competition_id = c.id and r.season_id = ?))`,
      filter.seasonId,
      filter.seasonId,
    );
  return sql<Competition>(`select ${COMPETITION} from sport_competition c ${where} order by c.name, c.id`, where.params);
};

export const competition = async (sql: Sql, id: string): Promise<Competition | null> =>
  (await sql<Competition>(`select ${COMPETITION} from sport_competition c where c.id = ?`, [id]))[0] ?? null;

export const seasons = (sql: Sql, ids: string[]): Promise<Season[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : sql<Season>(`select ${SEASON} from sport_season s where s.id = any(?::text[]) order by s.starts_on desc, s.id`, [textArray(ids)]);

export const competitionSeasons = async (sql: Sql, filter: { competitionId?: string; ids?: string[] }): Promise<CompetitionSeason[]> => {
  if (filter.ids?.length === 0) return [];
  const where = new Where();
  if (filter.competitionId !== undefined) where.add('cs.competition_id = ?', filter.competitionId);
  if (filter.ids !== undefined) where.add('cs.id = any(?::text[])', textArray(filter.ids));
  const rows = await sql<CompetitionSeason>(
    `select ${COMPETITION_SEASON} from sport_competition_season cs ${where} ${NEWEST_SEASON_FIRST}`,
    where.params,
  );
  return rows.map(toCompetitionSeason);
};

/** Competition seasons a team played a match in, newest first. */
export const competitionSeasonsOfTeam = async (sql: Sql, teamId: string): Promise<CompetitionSeason[]> => {
  const rows = await sql<CompetitionSeason>(
    `select ${COMPETITION_SEASON} from sport_competition_season cs
      where cs.id in (select m.competition_season_id from football_match m where m.home_team_id = ? union select m.competition_season_id from football_match m where m.away_team_id = ?)
      ${NEWEST_SEASON_FIRST}`,
    [teamId, teamId],
  );
  return rows.map(toCompetitionSeason);
};

export const teams = (sql: Sql, ids: string[]): Promise<Team[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : sql<Team>(`select ${TEAM} from sport_team t where t.id = any(?::text[]) order by t.name, t.id`, [textArray(ids)]);

export const players = (sql: Sql, ids: string[]): Promise<Player[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : sql<Player>(`select ${PLAYER} from sport_player p where p.id = any(?::text[]) order by p.name, p.id`, [textArray(ids)]);
