/**
 * The one view a widget shows, read with the widget's fixed parameters and nothing from the
 * request: this is what makes a token unable to read anything but its own table or list.
 */
import type { SportsStatisticsUseCases } from '../sports-statistics.contract';
import { competitionSeasonNotFound, raceNotFound } from '../sports.errors';
import type { SportsWidgetKind, SportsWidgetParams } from '../sports-widgets';
import type { ChampionshipView, MatchesPage, WinterResultsView } from '../sports.views';
import type { SportsWidget } from './sports-widget.types';

/** Rows a list widget shows when the editor did not choose (a CMS sidebar, not the whole season). */
export const DEFAULT_WIDGET_LIST_LIMIT = 10;
export const DEFAULT_RANKING_LIMIT = 20;

type Reader<K extends SportsWidgetKind> = (
  statistics: SportsStatisticsUseCases,
  serviceProvider: string,
  params: SportsWidgetParams[K],
) => Promise<unknown>;

const matchList =
  (status: 'scheduled' | 'played', order: 'asc' | 'desc'): Reader<'football-fixtures' | 'football-results'> =>
  (statistics, serviceProvider, { competitionSeasonId, limit }): Promise<MatchesPage> =>
    statistics.matches({ serviceProvider, competitionSeasonId, status, order, page: 1, limit: limit ?? DEFAULT_WIDGET_LIST_LIMIT });

/**
 * Championships are listed by competition and season; the competition season's own matches
 * say which those are.
 */
const championship: Reader<'championship'> = async (statistics, serviceProvider, { competitionSeasonId }): Promise<ChampionshipView> => {
  const sample = await statistics.matches({ serviceProvider, competitionSeasonId, order: 'asc', page: 1, limit: 1 });
  const ref = sample.items[0]?.competitionSeason;
  if (!ref) throw competitionSeasonNotFound(competitionSeasonId);
  const { championships } = await statistics.championships({ serviceProvider, competitionId: ref.competitionId, seasonId: ref.seasonId });
  const found = championships.find((c) => c.competitionSeason.id === competitionSeasonId);
  if (!found) throw competitionSeasonNotFound(competitionSeasonId);
  return found;
};

/** One winter race's result list, whatever its discipline (also the SportsML export's). */
export const winterRaceResults = async (
  statistics: SportsStatisticsUseCases,
  serviceProvider: string,
  raceId: string,
): Promise<WinterResultsView> => {
  const view = await statistics.results({ serviceProvider, raceId });
  const races = view.kind === 'wintersport' ? view.races.filter((r) => r.race.id === raceId) : [];
  if (races.length === 0) throw raceNotFound(raceId);
  return { kind: 'wintersport', races };
};

const winterResults: Reader<'wintersport-results'> = (statistics, serviceProvider, { raceId }) =>
  winterRaceResults(statistics, serviceProvider, raceId);

const READERS: { [K in SportsWidgetKind]: Reader<K> } = {
  'football-standings': (statistics, serviceProvider, { competitionSeasonId }) =>
    statistics.standings({ serviceProvider, id: competitionSeasonId }),
  'football-fixtures': matchList('scheduled', 'asc'),
  'football-results': matchList('played', 'desc'),
  championship,
  'tennis-ranking': (statistics, serviceProvider, { associationName, limit }) =>
    statistics.tennisStandings({ serviceProvider, associationName, page: 1, limit: limit ?? DEFAULT_RANKING_LIMIT }),
  'motorsport-driver-standings': (statistics, serviceProvider, { seasonId }) =>
    statistics.motorsportRanking({ serviceProvider, entityType: 'driver', seasonId }),
  'motorsport-team-standings': (statistics, serviceProvider, { seasonId }) =>
    statistics.motorsportRanking({ serviceProvider, entityType: 'team', seasonId }),
  'motorsport-results': (statistics, serviceProvider, { raceId }) => statistics.motorsportResults({ serviceProvider, raceId }),
  'wintersport-standings': (statistics, serviceProvider, { seasonId, gender, disciplineId, kind }) =>
    statistics.winterStandings({ serviceProvider, seasonId, gender, disciplineId, kind }),
  'wintersport-results': winterResults,
  player: (statistics, serviceProvider, { playerId }) => statistics.player({ serviceProvider, id: playerId }),
};

export const readWidgetView = <K extends SportsWidgetKind>(
  statistics: SportsStatisticsUseCases,
  widget: Pick<SportsWidget<K>, 'kind' | 'serviceProvider' | 'params'>,
): Promise<unknown> => (READERS[widget.kind] as Reader<K>)(statistics, widget.serviceProvider, widget.params);
