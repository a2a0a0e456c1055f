/* Winter sport (alpine) views of the statistics page; shared table parts come from ../sports-kit. */
export { WinterDisciplinesView } from './WinterDisciplinesView';
export { WinterStandingsView } from './WinterStandingsView';
export { WintersportGateway, type WintersportApi } from './wintersport.gateway';
