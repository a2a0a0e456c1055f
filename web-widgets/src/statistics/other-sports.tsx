import { type ComponentType, lazy } from 'react';
import type { StatisticsViewId, StatisticsViewProps } from './statistics-view.types';

type View = ComponentType<StatisticsViewProps>;

/** A sport's views arrive when one of them is first opened: most readers only look at football (ADR 0016). */
const viewOf = <M,>(load: () => Promise<M>, pick: (module: M) => View) => lazy(async () => ({ default: pick(await load()) }));

const tennis = () => import('./tennis');
const motorsport = () => import('./motorsport');
const wintersport = () => import('./wintersport');

/** The views of tennis, motorsport and winter sport (./tennis, ./motorsport, ./wintersport): each takes StatisticsViewProps. */
export const OTHER_SPORT_VIEWS: Partial<Record<StatisticsViewId, View>> = {
  tours: viewOf(tennis, (m) => m.TennisToursView),
  rankings: viewOf(tennis, (m) => m.TennisRankingsView),
  races: viewOf(motorsport, (m) => m.MotorsportRacesView),
  'driver-team-standings': viewOf(motorsport, (m) => m.MotorsportStandingsView),
  disciplines: viewOf(wintersport, (m) => m.WinterDisciplinesView),
  'winter-standings': viewOf(wintersport, (m) => m.WinterStandingsView),
};
