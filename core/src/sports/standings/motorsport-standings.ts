/**
 * Driver and team (constructor) standings after a given round, from race and sprint results.
 * Ties on points are broken by countback as in the FIA regulations: more grand prix wins, then
 * more second places, and so on down the classification (sprint places do not count). Entries
 * still level share a rank, ordered by name. Wins and podiums count grand prix results only.
 */
import type { MotorsportRace, MotorsportResult } from '../sports.types';
import { formula1ResultPoints } from './formula1-points';

export interface ComputedMotorsportRow {
  rank: number;
  /** Null in the team standings. */
  driverId: string | null;
  /** The constructor; in the driver standings, the one of the driver's latest result. */
  teamId: string | null;
  points: number;
  wins: number;
  podiums: number;
}

export interface MotorsportStandingsInput {
  races: MotorsportRace[];
  results: MotorsportResult[];
  entityType: 'driver' | 'team';
  /** Counts rounds up to this one; default the last round with results. */
  afterRound?: number;
  name: (id: string) => string;
}

interface Entry {
  driverId: string | null;
  teamId: string | null;
  points: number;
  /** finishes[p - 1] = grand prix finishes in position p */
  finishes: number[];
  latestRound: number;
}

/** The last round with results (0 when none). */
export const lastRoundWithResults = (races: MotorsportRace[], results: MotorsportResult[]): number => {
  const withResults = new Set(results.map((r) => r.raceId));
  return races.filter((r) => withResults.has(r.id)).reduce((last, r) => Math.max(last, r.round), 0);
};

const countback = (a: Entry, b: Entry): number => {
  const length = Math.max(a.finishes.length, b.finishes.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (b.finishes[i] ?? 0) - (a.finishes[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

export const motorsportStandings = (input: MotorsportStandingsInput): { afterRound: number; rows: ComputedMotorsportRow[] } => {
  const afterRound = input.afterRound ?? lastRoundWithResults(input.races, input.results);
  const raceById = new Map(input.races.filter((r) => r.round <= afterRound).map((r) => [r.id, r]));
  const entries = new Map<string, Entry>();
  for (const result of input.results) {
    const race = raceById.get(result.raceId);
    if (!race) continue;
    const key = input.entityType === 'driver' ? result.driverId : result.teamId;
    const entry = entries.get(key) ?? {
      driverId: input.entityType === 'driver' ? result.driverId : null,
      teamId: result.teamId,
      points: 0,
      finishes: [],
      latestRound: 0,
    };
    entry.points += formula1ResultPoints(result, race.seasonId);
    if (result.session === 'race' && result.position !== null && result.position >= 1) {
      entry.finishes[result.position - 1] = (entry.finishes[result.position - 1] ?? 0) + 1;
    }
    if (race.round >= entry.latestRound) {
      entry.latestRound = race.round;
      entry.teamId = result.teamId;
    }
    entries.set(key, entry);
  }
  const name = (e: Entry) => input.name((e.driverId ?? e.teamId)!);
  const sorted = [...entries.values()].sort((a, b) => b.points - a.points || countback(a, b) || name(a).localeCompare(name(b), 'en'));
  let rank = 0;
  const rows = sorted.map((e, i) => {
    const previous = sorted[i - 1];
    if (!previous || previous.points !== e.points || countback(previous, e) !== 0) rank = i + 1;
    const podiums = (e.finishes[0] ?? 0) + (e.finishes[1] ?? 0) + (e.finishes[2] ?? 0);
    return { rank, driverId: e.driverId, teamId: e.teamId, points: e.points, wins: e.finishes[0] ?? 0, podiums };
  });
  return { afterRound, rows };
};
