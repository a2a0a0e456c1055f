import { zurichDay } from '@newsdesk/core/sports/sports-time';
import type { MotorsportRace, MotorsportResult, MotorsportSession, Player, Team } from '@newsdesk/core/sports/sports.types';
import { alpha2OfDemonym, codeOfDemonym } from '../shared/nationalities';
import { cell, intCell, numberCell, type CsvRow } from '../shared/read-csv';

export const F1_COMPETITION_ID = 'ergast:f1';
export const raceId = (id: string) => `ergast:race:${id}`;
export const driverId = (id: string) => `ergast:driver:${id}`;
export const constructorId = (id: string) => `ergast:constructor:${id}`;

/** Ergast's race date and time are UTC; `2024-03-02` + `15:00:00` → `2024-03-02T15:00:00.000Z`. */
export const utcInstant = (date: string | null, time: string | null): string | null => {
  if (!date || !time || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  // V8 reads 2024-02-30 as 1 March: a day that does not round-trip is no day
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date ? null : instant.toISOString();
};

export interface Circuits {
  get(id: string): CsvRow | undefined;
}

export const raceOfRow = (row: CsvRow, circuits: Circuits): MotorsportRace => {
  const circuit = circuits.get(row.circuitId ?? '');
  const startsAt = utcInstant(cell(row, 'date'), cell(row, 'time'));
  return {
    id: raceId(row.raceId!),
    seasonId: row.year!,
    competitionId: F1_COMPETITION_ID,
    round: intCell(row, 'round') ?? 0,
    name: cell(row, 'name') ?? `Round ${row.round}`,
    circuit: {
      name: (circuit && cell(circuit, 'name')) ?? `Circuit ${row.circuitId}`,
      location: circuit ? cell(circuit, 'location') : null,
      country: circuit ? cell(circuit, 'country') : null,
    },
    startsAt,
    // the sports desk's day is Zurich's (Las Vegas starts on Saturday night local time)
    date: startsAt ? zurichDay(startsAt) : row.date!,
    sprintStartsAt: utcInstant(cell(row, 'sprint_date'), cell(row, 'sprint_time')),
  };
};

/** Ergast writes rank 0 where it has no lap times (Monaco 2024): unknown, not a rank. */
const fastestLapRank = (row: CsvRow): number | null => {
  const rank = intCell(row, 'rank');
  return rank !== null && rank >= 1 ? rank : null;
};

export const resultOfRow = (row: CsvRow, session: MotorsportSession, statuses: Map<string, string>): MotorsportResult => ({
  raceId: raceId(row.raceId!),
  session,
  driverId: driverId(row.driverId!),
  teamId: constructorId(row.constructorId!),
  number: intCell(row, 'number'),
  grid: intCell(row, 'grid'),
  position: intCell(row, 'position'),
  positionText: cell(row, 'positionText') ?? '',
  positionOrder: intCell(row, 'positionOrder') ?? 0,
  // as awarded, half points (Spa 2021) included
  awardedPoints: numberCell(row, 'points'),
  laps: intCell(row, 'laps'),
  timeText: cell(row, 'time'),
  status: statuses.get(row.statusId ?? '') ?? `Status ${row.statusId}`,
  fastestLapRank: session === 'race' ? fastestLapRank(row) : null,
});

export const driverOfRow = (row: CsvRow, teamId: string | null): Player => {
  const firstName = cell(row, 'forename');
  const lastName = cell(row, 'surname');
  return {
    id: driverId(row.driverId!),
    sport: 'motorsport',
    name: [firstName, lastName].filter(Boolean).join(' ') || (cell(row, 'driverRef') ?? row.driverId!),
    firstName,
    lastName,
    nationality: codeOfDemonym(cell(row, 'nationality')),
    birthDate: cell(row, 'dob'),
    hand: null,
    heightCm: null,
    teamId,
    position: null,
    number: intCell(row, 'number'),
  };
};

export const constructorOfRow = (row: CsvRow): Team => ({
  id: constructorId(row.constructorId!),
  sport: 'motorsport',
  name: cell(row, 'name') ?? row.constructorId!,
  shortName: null,
  countryCode: alpha2OfDemonym(cell(row, 'nationality')),
  venue: null,
});
