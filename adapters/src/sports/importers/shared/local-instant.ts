import { zonedTimeToInstant } from '@newsdesk/core/sports/sports-time';
import { SportsImportError } from './sports-import.errors';

/**
 * A local day and time of the source as UTC instant (core's rule); an impossible day, time or
 * zone (`2024-02-30`, `25:00`) becomes a SportsImportError that says where it was.
 */
export const localInstant = (where: string, date: string, time: string | null, timeZone: string): string | null => {
  try {
    return zonedTimeToInstant(date, time, timeZone);
  } catch (error) {
    throw new SportsImportError(`${where}: ${(error as Error).message}`);
  }
};
