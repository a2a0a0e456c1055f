import type { TennisAssociation } from '@newsdesk/core/sports/sports.types';
import { DEMO_ID_PREFIX } from '@newsdesk/core/sports/demo-season';
import type { BulkWrite } from './sports-bulk-write';

/**
 * Deletes the demo season's rows of these tennis tours (core/src/sports/demo-season.ts says why),
 * in the import's transaction. The sports tables have no foreign keys, so the order only keeps
 * the statements readable: lists, matches, tournaments, then the tour and its invented players.
 */
export const retireDemoTours = async (write: BulkWrite, tours: readonly TennisAssociation[]): Promise<void> => {
  for (const association of tours) {
    const tour = `${DEMO_ID_PREFIX}${association.toLowerCase()}`;
    const demoOfTour = `${tour}:%`;
    await write(`delete from tennis_ranking where association = $1 and player_id like $2`, [association, demoOfTour]);
    await write(`delete from tennis_match where tournament_id like $1`, [demoOfTour]);
    await write(`delete from tennis_tournament where association = $1 and id like $2`, [association, demoOfTour]);
    await write(`delete from sport_player where id like $1`, [demoOfTour]);
    await write(`delete from sport_competition where id = $1`, [tour]);
  }
};
