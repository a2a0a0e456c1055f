/* Motorsport views of the statistics page; shared table parts come from ../sports-kit. */
export { MotorsportRacesView } from './MotorsportRacesView';
export { MotorsportStandingsView } from './MotorsportStandingsView';
export { MotorsportGateway, type MotorsportApi } from './motorsport.gateway';
