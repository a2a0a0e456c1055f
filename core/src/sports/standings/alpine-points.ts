/**
 * FIS Alpine Ski World Cup points for ranks 1–30 of a race (FIS World Cup rules, art. 3.1).
 * Athletes tied on a rank share it and each gets that rank's points; the next rank is skipped.
 * Not finished, not started, disqualified or not qualified for the second run: 0.
 */
import type { WinterRaceResult } from '../sports.types';

export const WORLD_CUP_POINTS: readonly number[] = [
  100, 80, 60, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];

/** Points for a rank; 0 outside the top 30 or without a rank. */
export const worldCupPoints = (rank: number | null): number =>
  rank !== null && Number.isInteger(rank) && rank >= 1 ? (WORLD_CUP_POINTS[rank - 1] ?? 0) : 0;

/** A result's points: as the provider published them, else by the table (0 unless finished). */
export const raceCupPoints = (result: Pick<WinterRaceResult, 'status' | 'rank' | 'publishedCupPoints'>): number =>
  result.publishedCupPoints ?? (result.status === 'finished' ? worldCupPoints(result.rank) : 0);
