/**
 * Formula 1 points (FIA Sporting Regulations). Grand prix: 25, 18, 15, 12, 10, 8, 6, 4, 2, 1 for
 * the top ten (the table since 2010). Fastest lap: one point for a top-ten finisher with the
 * fastest lap, seasons 2019–2024 only. Sprint: 3-2-1 in 2021, 8-7-6-5-4-3-2-1 from 2022.
 *
 * Providers publish the points actually awarded, which include decisions no table knows (half
 * points at Spa 2021, penalties): a result's points are `awardedPoints ?? computed`.
 */
import type { MotorsportResult } from '../sports.types';

export const RACE_POINTS: readonly number[] = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const SPRINT_POINTS_2021: readonly number[] = [3, 2, 1];
const SPRINT_POINTS_FROM_2022: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 1];

const year = (seasonId: string): number => Number.parseInt(seasonId, 10);

export const sprintPointsTable = (seasonId: string): readonly number[] => {
  const y = year(seasonId);
  if (y === 2021) return SPRINT_POINTS_2021;
  return y >= 2022 ? SPRINT_POINTS_FROM_2022 : [];
};

export const fastestLapPointAwarded = (seasonId: string): boolean => {
  const y = year(seasonId);
  return y >= 2019 && y <= 2024;
};

/** Points by the regulations of the season, from the classified position and the fastest lap. */
export const computedFormula1Points = (
  result: Pick<MotorsportResult, 'session' | 'position' | 'fastestLapRank'>,
  seasonId: string,
): number => {
  if (result.position === null || result.position < 1) return 0;
  const table = result.session === 'sprint' ? sprintPointsTable(seasonId) : RACE_POINTS;
  const placed = table[result.position - 1] ?? 0;
  const fastestLap =
    result.session === 'race' && fastestLapPointAwarded(seasonId) && result.fastestLapRank === 1 && result.position <= 10 ? 1 : 0;
  return placed + fastestLap;
};

export const formula1ResultPoints = (
  result: Pick<MotorsportResult, 'session' | 'position' | 'fastestLapRank' | 'awardedPoints'>,
  seasonId: string,
): number => result.awardedPoints ?? computedFormula1Points(result, seasonId);
