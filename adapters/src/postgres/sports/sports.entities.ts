import { footballEntities } from './football.entities';
import { motorsportEntities } from './motorsport.entities';
import { sportEntities } from './sport.entities';
import { tennisEntities } from './tennis.entities';
import { wintersportEntities } from './wintersport.entities';

/** Every table of the sports statistics (ADR 0008), for orm.ts's allEntities. */
export const sportsEntities = [...sportEntities, ...footballEntities, ...tennisEntities, ...wintersportEntities, ...motorsportEntities];
