import type { MotorsportRace, MotorsportResult } from '@newsdesk/core/sports/sports.types';
import { daySql, instantSql, textArray, Where, type Sql } from './sports-sql';

/** Races of a series and their result sheets (race and sprint). */

interface RaceRow extends Omit<MotorsportRace, 'circuit'> {
  circuitName: string;
  circuitLocation: string | null;
  circuitCountry: string | null;
}

const RACE = `r.id, r.season_id as "seasonId", r.competition_id as "competitionId", r.round, r.name, r.circuit_name as "circuitName",
  r.circuit_location as "circuitLocation", r.circuit_country as "circuitCountry", ${instantSql('r.starts_at')} as "startsAt",
  ${daySql('r.date')} as date, ${instantSql('r.sprint_starts_at')} as "sprintStartsAt"`;
const RESULT = `x.race_id as "raceId", x.session, x.driver_id as "driverId", x.team_id as "teamId", x.number, x.grid, x.position,
  x.position_text as "positionText", x.position_order as "positionOrder", x.awarded_points as "awardedPoints", x.laps,
  x.time_text as "timeText", x.status, x.fastest_lap_rank as "fastestLapRank"`;

const toRace = ({ circuitName, circuitLocation, circuitCountry, ...race }: RaceRow): MotorsportRace => ({
  ...race,
  circuit: { name: circuitName, location: circuitLocation, country: circuitCountry },
});

/** In calendar order. */
export const motorsportRaces = async (sql: Sql, filter: { seasonId?: string; ids?: string[] }): Promise<MotorsportRace[]> => {
  if (filter.ids?.length === 0) return [];
  const where = new Where();
  if (filter.seasonId !== undefined) where.add('r.season_id = ?', filter.seasonId);
  if (filter.ids !== undefined) where.add('r.id = any(?::text[])', textArray(filter.ids));
  return (await sql<RaceRow>(`select ${RACE} from motorsport_race r ${where} order by r.date, r.round, r.id`, where.params)).map(toRace);
};

/** Per race, the race sheet before the sprint sheet, each in result order. */
export const motorsportResults = async (sql: Sql, filter: { raceIds: string[] }): Promise<MotorsportResult[]> => {
  if (filter.raceIds.length === 0) return [];
  const rows = await sql<MotorsportResult>(
    `select ${RESULT} from motorsport_result x where x.race_id = any(?::text[]) order by x.race_id, x.session, x.position_order, x.driver_id`,
    [textArray(filter.raceIds)],
  );
  // double precision may come back as text, depending on the driver's type parsers
  return rows.map((r) => ({ ...r, awardedPoints: r.awardedPoints === null ? null : Number(r.awardedPoints) }));
};

/** Newest first. */
export const motorsportSeasons = async (sql: Sql): Promise<string[]> =>
  (
    await sql<{ season_id: string }>(
      `select r.season_id from motorsport_race r group by r.season_id order by max(r.date) desc, r.season_id desc`,
    )
  ).map((r) => r.season_id);
