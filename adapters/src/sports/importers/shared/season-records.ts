import type { Season } from '@newsdesk/core/sports/sports.types';
import { SportsImportError } from './sports-import.errors';

/**
 * One Season record per id for every sport, so that importers of different formats write the
 * same row: `2024-25` runs 1 July – 30 June (football, winter sport), `2024` is the calendar year
 * (tennis, Formula 1).
 */
export const seasonRecord = (id: string): Season => {
  const split = /^(\d{4})-(\d{2})$/.exec(id);
  if (split) {
    const start = Number(split[1]);
    if ((start + 1) % 100 !== Number(split[2]))
      throw new SportsImportError(`“${id}” is not a season: the second year must follow the first (2024-25).`);
    return { id, name: id, startsOn: `${start}-07-01`, endsOn: `${start + 1}-06-30` };
  }
  if (/^\d{4}$/.test(id)) return { id, name: id, startsOn: `${id}-01-01`, endsOn: `${id}-12-31` };
  throw new SportsImportError(`“${id}” is not a season (expected 2024-25 or 2024).`);
};

/** The split season a calendar day falls in (1 July starts the next one). */
export const splitSeasonOf = (day: string): string => {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};
