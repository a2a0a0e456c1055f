import type { SportsmlSportType } from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsViewId, StatisticsViewParams } from './statistics-view.types';
import type { WireExport } from './statistics.gateway';

/** Which sport's SportsML a view exports, and which of its params the export takes (see SPORTSML_SPORT_TYPES). */
const BY_VIEW: Partial<Record<StatisticsViewId, SportsmlSportType>> = {
  overview: 'football',
  competitions: 'football',
  fixtures: 'football',
  results: 'football',
  championships: 'football',
  tours: 'tennis',
  rankings: 'tennis',
  races: 'motorsport',
  'driver-team-standings': 'motorsport',
  disciplines: 'wintersport',
  'winter-standings': 'wintersport',
};

const PARAMS: Record<SportsmlSportType, readonly string[]> = {
  football: ['competitionSeasonId'],
  tennis: ['associationName', 'seasonId'],
  motorsport: ['seasonId', 'raceId'],
  wintersport: ['raceId', 'seasonId', 'gender', 'disciplineId'],
};

/** What "Export to wire (SportsML)" sends from this view; null where there is nothing to export. */
export const wireExportFor = (
  view: StatisticsViewId,
  params: StatisticsViewParams,
): { sportType: SportsmlSportType; params: Record<string, string> } | null => {
  const sportType = BY_VIEW[view];
  if (!sportType) return null;
  const picked: Record<string, string> = {};
  for (const key of PARAMS[sportType]) {
    const value = params[key];
    if (value) picked[key] = value;
  }
  if (sportType === 'football' && !picked['competitionSeasonId']) return null;
  // The views' own defaults where their params do not name them yet: the ATP; men's overall standings.
  if (sportType === 'tennis') picked['associationName'] ??= 'ATP';
  if (sportType === 'wintersport' && !picked['raceId']) {
    picked['gender'] ??= 'men';
    picked['disciplineId'] ??= 'ALL';
  }
  return { sportType, params: picked };
};

/** Saves the file through a link the browser downloads; nothing is added to the host page. */
export const downloadFile = ({ fileName, blob }: WireExport): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  // Revoked a little later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
