import type { CompetitionsView } from '@newsdesk/core/sports/sports.views';
import type { Sport } from '@newsdesk/core/sports/sports.types';
import type { ApiClient } from '../../api/api-client';
import { queryString } from './query-string';

/**
 * The seasons a provider holds for a sport, newest first, read from the competitions route
 * (there is no season list of its own). `narrowTo` keeps the competitions whose id or name
 * mention it (ATP vs WTA) when any do. A failure gives an empty list: the season picker then
 * offers only the season the view shows, and the view itself still works.
 */
export const fetchSeasonIds = async (api: ApiClient, serviceProvider: string, sport: Sport, narrowTo?: string): Promise<string[]> => {
  let answer: CompetitionsView;
  try {
    answer = await api.get<CompetitionsView>(`/api/sports/statistics/competitions${queryString({ serviceProvider, sport })}`);
  } catch {
    return [];
  }
  const ofSport = answer.competitions.filter((c) => c.sport === sport);
  const needle = narrowTo?.toLowerCase();
  const narrowed = needle ? ofSport.filter((c) => `${c.id} ${c.name}`.toLowerCase().includes(needle)) : [];
  const chosen = narrowed.length > 0 ? narrowed : ofSport;
  return newestFirst(chosen.flatMap((c) => c.seasons.map((s) => s.seasonId)));
};

/** `2024-25` and `2024` both sort by their first year; unique. */
export const newestFirst = (seasonIds: Iterable<string>): string[] =>
  [...new Set(seasonIds)].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));

/** The picker's options: the known seasons plus the one on screen, in case the list failed or lags. */
export const seasonOptions = (known: string[], shown: string | null | undefined): string[] =>
  newestFirst(shown ? [...known, shown] : known);
