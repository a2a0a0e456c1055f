/**
 * Tennis standings are the published weekly ranking lists; core adds the movement since the
 * previous list: places gained (+3) or lost (−2), null for a player who was not on it.
 */
import type { TennisRankingEntry } from '../sports.types';

/** playerId → movement; every player null when there is no previous list. */
export const rankingMovements = (current: TennisRankingEntry[], previous: TennisRankingEntry[] | null): Map<string, number | null> => {
  const before = new Map((previous ?? []).map((e) => [e.playerId, e.rank]));
  return new Map(current.map((e) => [e.playerId, previous === null || !before.has(e.playerId) ? null : before.get(e.playerId)! - e.rank]));
};

/** `+3`, `-2`, `0`; null for a newcomer. */
export const formatRankingMovement = (movement: number | null): string | null =>
  movement === null ? null : movement > 0 ? `+${movement}` : String(movement);

/** The list before `date` among the association's dates (newest first), if any. */
export const previousRankingDate = (datesNewestFirst: string[], date: string): string | null =>
  datesNewestFirst.find((d) => d < date) ?? null;

/** The list to show: the requested week if the association has it, else the newest; null when none fits. */
export const rankingDateToShow = (datesNewestFirst: string[], requested?: string): string | null =>
  requested === undefined ? (datesNewestFirst[0] ?? null) : datesNewestFirst.includes(requested) ? requested : null;

/** The seasons of a tour's tournaments, newest first, each once (`2024` before `2023`). */
export const tennisSeasonsNewestFirst = (tournaments: readonly { seasonId: string }[]): string[] =>
  [...new Set(tournaments.map((t) => t.seasonId))].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
