/**
 * Alpine World Cup season standings from the races core holds: athletes (overall = every
 * discipline, or one discipline) and nations (Nations Cup = the sum of the nation's athletes).
 * Tied totals share a rank (1, 2, 2, 4), as on the FIS tables; only scorers are listed.
 */
import type { Gender, WinterRace, WinterRaceResult } from '../sports.types';
import { raceCupPoints } from './alpine-points';

/** `ALL` = overall (every discipline). */
export const OVERALL_DISCIPLINE = 'ALL';

export interface ComputedWinterStandingRow {
  rank: number;
  /** Null in a Nations Cup. */
  athleteId: string | null;
  nation: string;
  points: number;
}

export interface WinterStandingsInput {
  races: WinterRace[];
  results: WinterRaceResult[];
  seasonId: string;
  gender: Gender;
  disciplineId: string;
  kind: 'athlete' | 'nation';
  /** Orders athletes level on points (else by id); nations go by code. */
  athleteName?: (athleteId: string) => string;
}

/** Competition ranking (1, 2, 2, 4) of rows already sorted best first. */
export const shareRanks = <T extends { points: number }>(sorted: T[]): (T & { rank: number })[] => {
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...row, rank };
  });
};

export const wintersportStandings = (input: WinterStandingsInput): { rows: ComputedWinterStandingRow[]; racesCounted: number } => {
  const races = new Set(
    input.races
      .filter(
        (r) =>
          r.seasonId === input.seasonId &&
          r.gender === input.gender &&
          (input.disciplineId === OVERALL_DISCIPLINE || r.disciplineId === input.disciplineId),
      )
      .map((r) => r.id),
  );
  const results = input.results.filter((r) => races.has(r.raceId));
  const totals = new Map<string, { athleteId: string | null; nation: string; points: number }>();
  for (const result of results) {
    const points = raceCupPoints(result);
    const key = input.kind === 'athlete' ? result.athleteId : result.nation;
    if (key === null) continue;
    const entry = totals.get(key) ?? {
      athleteId: input.kind === 'athlete' ? result.athleteId : null,
      nation: result.nation ?? '',
      points: 0,
    };
    entry.points += points;
    if (result.nation) entry.nation = result.nation;
    totals.set(key, entry);
  }
  const name = (row: { athleteId: string | null; nation: string }) =>
    row.athleteId ? (input.athleteName?.(row.athleteId) ?? row.athleteId) : row.nation;
  const sorted = [...totals.values()]
    .filter((row) => row.points > 0)
    .sort((a, b) => b.points - a.points || name(a).localeCompare(name(b), 'en'));
  return { rows: shareRanks(sorted), racesCounted: new Set(results.map((r) => r.raceId)).size };
};
