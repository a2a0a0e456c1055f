import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';

/** ADR 0030: a club of the sports data, linked to its league's table. */
export const BAYERN_MUNCHEN: Extract<SportsSubjectView, { type: 'team' }> = {
  type: 'team',
  name: 'Bayern München',
  teamId: 'openfootball:team:bayern-munchen',
  teamName: 'FC Bayern München',
  sport: 'football',
  league: {
    competitionId: 'openfootball:de.1',
    competitionName: 'Bundesliga',
    competitionSeasonId: 'openfootball:de.1:2025-26',
    seasonName: '2025-26',
  },
};

/** ADR 0030: a player of the sports data, linked to their page. */
export const HARRY_KANE: Extract<SportsSubjectView, { type: 'player' }> = {
  type: 'player',
  name: 'Harry Kane',
  playerId: 'openfootball:player:kane',
  playerName: 'Harry Kane',
  sport: 'football',
};
