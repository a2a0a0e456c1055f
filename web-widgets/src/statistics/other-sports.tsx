import type { ComponentType } from 'react';
import { MotorsportRacesView, MotorsportStandingsView } from './motorsport';
import type { StatisticsViewId, StatisticsViewProps } from './statistics-view.types';
import { TennisRankingsView, TennisToursView } from './tennis';
import { WinterDisciplinesView, WinterStandingsView } from './wintersport';

/** The views of tennis, motorsport and winter sport (./tennis, ./motorsport, ./wintersport): each takes StatisticsViewProps. */
export const OTHER_SPORT_VIEWS: Partial<Record<StatisticsViewId, ComponentType<StatisticsViewProps>>> = {
  tours: TennisToursView,
  rankings: TennisRankingsView,
  races: MotorsportRacesView,
  'driver-team-standings': MotorsportStandingsView,
  disciplines: WinterDisciplinesView,
  'winter-standings': WinterStandingsView,
};
