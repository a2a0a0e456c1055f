/*
 * Tennis views of the statistics page. ./kit holds what the tennis, motorsport and winter sport
 * views share (tables, switches, status lines, export button, remote data); it lives here because
 * these three folders are one helper's, the rest of ./statistics another's.
 */
export { TennisToursView } from './TennisToursView';
export { TennisRankingsView } from './TennisRankingsView';
export { TennisGateway, type TennisApi } from './tennis.gateway';
