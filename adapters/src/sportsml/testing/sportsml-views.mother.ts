/**
 * Hand-made statistics views for the SportsML builders' tests: small, but with the awkward
 * cases (extra time and penalties, an awarded match, half points, a retired driver, DNF and DNS,
 * names with markup characters). The real events come from core's view mother, shared with the
 * embeddable widget's fixtures.
 */
import type {
  FootballResultsView,
  FootballStandingsView,
  MotorsportRankingView,
  MotorsportResultsView,
  TennisRankingView,
  TennisToursView,
  WinterResultsView,
  WinterStandingsView,
} from '@newsdesk/core/sports/sports.views';
import {
  abuDhabi2024Results,
  aDriverRanking,
  aMatchView,
  aStandingRow,
  atpRanking20241230,
  aTeamRanking,
  aTeamRef,
  ARSENAL,
  FRITZ,
  HAMILTON,
  LIVERPOOL,
  MEDVEDEV,
  MERCEDES,
  PREMIER_LEAGUE,
  premierLeague2025Table,
  RED_BULL,
  SINNER,
  VERSTAPPEN,
  wengenDownhill2025,
  worldCupOverall2025,
  ZVEREV,
} from '@newsdesk/core/sports/testing/sports-views.mother';

export { PREMIER_LEAGUE };
const HOTSPUR = aTeamRef('openfootball:team:tottenham', 'Tottenham Hotspur & <Co> "Spurs"');

export const footballStandingsView = (): FootballStandingsView =>
  premierLeague2025Table([
    aStandingRow(1, LIVERPOOL, [25, 9, 4, 86, 41], { form: ['L', 'D', 'L', 'W', 'D'] }),
    aStandingRow(2, ARSENAL, [20, 14, 4, 69, 34], { form: ['W', 'D', 'L', 'D', 'W'] }),
    aStandingRow(17, HOTSPUR, [11, 5, 22, 64, 65], { form: ['L', 'L', 'L', 'L', 'L'], pointAdjustment: -2 }),
  ]);

export const footballResultsView = (): FootballResultsView => ({
  kind: 'football',
  competitionSeason: PREMIER_LEAGUE,
  rounds: [
    {
      round: 'Matchday 38',
      matches: [
        aMatchView(),
        // a winter evening kick-off: CET, +01:00
        aMatchView({
          id: 'cup-final',
          round: 'Final',
          stage: 'Final',
          kickoff: '2025-01-18T19:45:00.000Z',
          date: '2025-01-18',
          home: ARSENAL,
          away: HOTSPUR,
          fullTime: { home: 1, away: 1 },
          halfTime: null,
          extraTime: { home: 2, away: 2 },
          penalties: { home: 3, away: 4 },
          winner: 'away',
        }),
        aMatchView({
          id: 'awarded',
          status: 'awarded',
          kickoff: null,
          date: '2025-02-01',
          fullTime: { home: 3, away: 0 },
          halfTime: null,
          winner: 'home',
        }),
        aMatchView({
          id: 'fixture',
          status: 'scheduled',
          kickoff: '2025-08-16T14:00:00.000Z',
          date: '2025-08-16',
          fullTime: null,
          halfTime: null,
          winner: null,
        }),
      ],
    },
  ],
});

export const tennisToursView = (): TennisToursView => ({
  association: 'ATP',
  seasonId: '2024',
  seasonIds: ['2024'],
  tournaments: [
    {
      id: 'sackmann:atp:2024-580',
      association: 'ATP',
      seasonId: '2024',
      name: 'Australian Open',
      surface: 'Hard',
      level: 'G',
      startsOn: '2024-01-15',
      drawSize: 128,
      winner: SINNER,
      final: {
        id: 'sackmann:atp:2024-580-701',
        tournamentId: 'sackmann:atp:2024-580',
        tournamentName: 'Australian Open',
        startsOn: '2024-01-15',
        round: 'F',
        winner: SINNER,
        loser: MEDVEDEV,
        score: '3-6 3-6 6-4 6-4 6-3',
      },
    },
    {
      id: 'sackmann:atp:2024-9999',
      association: 'ATP',
      seasonId: '2024',
      name: 'Not played yet',
      surface: null,
      level: 'A',
      startsOn: '2024-12-30',
      drawSize: null,
      winner: null,
      final: null,
    },
  ],
});

// a gap in the ranks (no 3) and a player without a previous place
export const tennisRankingView = (): TennisRankingView =>
  atpRanking20241230(
    [
      { rank: 1, player: SINNER, points: 11830, movement: 0 },
      { rank: 2, player: ZVEREV, points: 8135, movement: 0 },
      { rank: 4, player: FRITZ, points: 5100, movement: null },
    ],
    100,
  );

export const motorsportResultsView = (): MotorsportResultsView =>
  abuDhabi2024Results([
    {
      positionText: '4',
      position: 4,
      driver: HAMILTON,
      team: MERCEDES,
      number: 44,
      grid: 16,
      laps: 58,
      timeText: '+16.582',
      status: 'Finished',
      points: 12,
      fastestLap: false,
    },
  ]);

/** 2021 after the Belgian GP (half points were awarded there). */
export const motorsportDriverRankingView = (): MotorsportRankingView =>
  aDriverRanking('2021', 12, [
    [HAMILTON, MERCEDES, 202.5, 4, 9],
    [VERSTAPPEN, RED_BULL, 199.5, 6, 8],
  ]);

export const motorsportTeamRankingView = (): MotorsportRankingView =>
  aTeamRanking('2021', 12, [
    [MERCEDES, 345.5, 5, 12],
    [RED_BULL, 333.5, 7, 10],
  ]);

export const winterResultsView = (): WinterResultsView => wengenDownhill2025();

export const winterStandingsView = (): WinterStandingsView => worldCupOverall2025();
