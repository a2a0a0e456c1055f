import type { Gender, PublishedWinterStanding, WinterDiscipline, WinterRace, WinterRaceResult } from '@newsdesk/core/sports/sports.types';
import { daySql, instantSql, textArray, Where, type Sql } from './sports-sql';

/** Alpine disciplines, races, their result sheets and the tables FIS published. */

const RACE = `r.id, r.season_id as "seasonId", r.discipline_id as "disciplineId", r.gender, r.name, r.venue, r.country_code as "countryCode",
  ${instantSql('r.starts_at')} as "startsAt", ${daySql('r.date')} as date`;
const RESULT = `x.race_id as "raceId", x.athlete_id as "athleteId", x.status, x.rank, x.bib, x.nation, x.time_ms as "timeMs",
  x.run_times_ms as "runTimesMs", x.published_cup_points as "publishedCupPoints"`;

export const winterDisciplines = (sql: Sql): Promise<WinterDiscipline[]> =>
  sql<WinterDiscipline>(`select d.id, d.name from winter_discipline d order by d.id`);

/** In calendar order. */
export const winterRaces = async (
  sql: Sql,
  filter: { seasonId?: string; disciplineId?: string; gender?: Gender; ids?: string[] },
): Promise<WinterRace[]> => {
  if (filter.ids?.length === 0) return [];
  const where = new Where();
  if (filter.seasonId !== undefined) where.add('r.season_id = ?', filter.seasonId);
  if (filter.disciplineId !== undefined) where.add('r.discipline_id = ?', filter.disciplineId);
  if (filter.gender !== undefined) where.add('r.gender = ?', filter.gender);
  if (filter.ids !== undefined) where.add('r.id = any(?::text[])', textArray(filter.ids));
  return sql<WinterRace>(`select ${RACE} from winter_race r ${where} order by r.date, r.starts_at nulls last, r.id`, where.params);
};

/** Per race in the order of the sheet: finishers by rank (ties by bib), then the rest by bib. */
export const winterRaceResults = async (sql: Sql, raceIds: string[]): Promise<WinterRaceResult[]> => {
  if (raceIds.length === 0) return [];
  const rows = await sql<WinterRaceResult>(
    `select ${RESULT} from winter_result x where x.race_id = any(?::text[]) order by x.race_id, x.rank nulls last, x.bib nulls last, x.athlete_id`,
    [textArray(raceIds)],
  );
  return rows.map((r) => ({
    ...r,
    runTimesMs: typeof r.runTimesMs === 'string' ? (JSON.parse(r.runTimesMs) as (number | null)[]) : r.runTimesMs,
  }));
};

export const publishedWinterStandings = (
  sql: Sql,
  filter: { seasonId: string; gender: Gender; disciplineId: string; kind: 'athlete' | 'nation' },
): Promise<PublishedWinterStanding[]> =>
  sql<PublishedWinterStanding>(
    `select s.season_id as "seasonId", s.gender, s.discipline_id as "disciplineId", s.kind, s.athlete_id as "athleteId", s.nation, s.rank, s.points
       from winter_published_standing s where s.season_id = ? and s.gender = ? and s.discipline_id = ? and s.kind = ?
       order by s.rank, s.subject`,
    [filter.seasonId, filter.gender, filter.disciplineId, filter.kind],
  );
