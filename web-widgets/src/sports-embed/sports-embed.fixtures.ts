/**
 * Public widget answers for stories and tests, one per kind, with real figures (Premier League
 * 2024-25 final table, ATP list of 2024-12-30, Abu Dhabi 2024, Wengen downhill 2025); the players,
 * clubs and events shared with the SportsML tests come from core's view mother.
 */
import type { PublicSportsWidget, SportsWidgetKind, SportsWidgetLocale } from '@newsdesk/core/sports/sports-widgets';
import type {
  ChampionshipView,
  CompetitionSeasonRef,
  FootballStandingsView,
  MatchView,
  MatchesPage,
  MotorsportRankingView,
  MotorsportResultsView,
  PlayerProfileView,
  TennisRankingView,
} from '@newsdesk/core/sports/sports.views';
import {
  abuDhabi2024Results,
  aDriverRanking,
  ALCARAZ,
  aMatchView,
  ARSENAL,
  aStandingRow,
  atpRanking20241230,
  aTeamRanking,
  aTeamRef,
  FERRARI,
  FRITZ,
  LECLERC,
  LIVERPOOL,
  MCLAREN,
  MEDVEDEV,
  NORRIS,
  premierLeague2025Table,
  RED_BULL,
  SAINZ,
  SINNER,
  VERSTAPPEN,
  wengenDownhill2025,
  worldCupOverall2025,
  ZVEREV,
} from '@newsdesk/core/sports/testing/sports-views.mother';

const CL: CompetitionSeasonRef = {
  id: 'openfootball:uefa.cl:2024-25',
  competitionId: 'openfootball:uefa.cl',
  competitionName: 'UEFA Champions League',
  seasonId: '2024-25',
  name: 'Champions League 2024/25',
};
const club = (slug: string, name: string, shortName: string) => aTeamRef(`openfootball:team:${slug}`, name, shortName);
const CHELSEA = club('chelsea', 'Chelsea FC', 'Chelsea');
const NEWCASTLE = club('newcastle', 'Newcastle United FC', 'Newcastle');
const INTER = club('inter', 'FC Internazionale Milano', 'Inter');
const PSG = club('psg', 'Paris Saint-Germain', 'PSG');

export const premierLeagueTable = (): FootballStandingsView =>
  premierLeague2025Table([
    aStandingRow(1, LIVERPOOL, [25, 9, 4, 86, 41]),
    aStandingRow(2, ARSENAL, [20, 14, 4, 69, 34]),
    aStandingRow(3, club('man-city', 'Manchester City FC', 'Man City'), [21, 8, 9, 72, 44]),
    aStandingRow(4, CHELSEA, [20, 9, 9, 64, 43]),
    aStandingRow(5, NEWCASTLE, [20, 6, 12, 68, 47]),
  ]);

const page = (items: MatchView[]): MatchesPage => ({ items, page: 1, limit: 10, total: items.length, timeZone: 'Europe/Zurich' });

export const lastResults = (): MatchesPage =>
  page([
    aMatchView(),
    aMatchView({
      id: 'pl:m2',
      home: ARSENAL,
      away: club('southampton', 'Southampton FC', 'Southampton'),
      fullTime: { home: 2, away: 1 },
      winner: 'home',
    }),
    aMatchView({
      id: 'pl:m3',
      kickoff: '2025-05-18T13:00:00.000Z',
      date: '2025-05-18',
      home: CHELSEA,
      away: club('man-utd', 'Manchester United FC', 'Man United'),
      fullTime: { home: 1, away: 0 },
      winner: 'home',
    }),
  ]);

export const nextFixtures = (): MatchesPage =>
  page([
    aMatchView({
      id: 'pl:f1',
      round: 'Matchday 1',
      kickoff: '2025-08-15T19:00:00.000Z',
      date: '2025-08-15',
      away: club('bournemouth', 'AFC Bournemouth', 'Bournemouth'),
      status: 'scheduled',
      fullTime: null,
      halfTime: null,
      winner: null,
    }),
    aMatchView({
      id: 'pl:f2',
      round: 'Matchday 1',
      kickoff: null,
      date: '2025-08-16',
      home: club('villa', 'Aston Villa FC', 'Aston Villa'),
      away: NEWCASTLE,
      status: 'scheduled',
      fullTime: null,
      halfTime: null,
      winner: null,
    }),
  ]);

export const championsLeagueKnockout = (): ChampionshipView => ({
  competitionSeason: CL,
  sport: 'football',
  winner: PSG,
  stages: [
    {
      name: 'Final',
      rounds: [
        {
          round: 'Final',
          matches: [
            aMatchView({
              id: 'cl:final',
              competitionSeason: CL,
              round: 'Final',
              stage: 'Final',
              kickoff: '2025-05-31T19:00:00.000Z',
              date: '2025-05-31',
              home: PSG,
              away: INTER,
              fullTime: { home: 5, away: 0 },
              winner: 'home',
            }),
          ],
        },
      ],
    },
    {
      name: 'Semi-finals',
      rounds: [
        {
          round: 'Semi-finals',
          matches: [
            aMatchView({
              id: 'cl:sf2',
              competitionSeason: CL,
              round: 'Semi-finals',
              stage: 'Semi-finals',
              kickoff: '2025-05-06T19:00:00.000Z',
              date: '2025-05-06',
              home: INTER,
              away: club('barca', 'FC Barcelona', 'Barcelona'),
              fullTime: { home: 3, away: 3 },
              extraTime: { home: 4, away: 3 },
              winner: 'home',
            }),
          ],
        },
      ],
    },
  ],
});

export const atpRanking = (): TennisRankingView =>
  atpRanking20241230(
    [
      { rank: 1, player: SINNER, points: 11830, movement: 0 },
      { rank: 2, player: ZVEREV, points: 8135, movement: 0 },
      { rank: 3, player: ALCARAZ, points: 7010, movement: 0 },
      { rank: 4, player: FRITZ, points: 5100, movement: 1 },
      { rank: 5, player: MEDVEDEV, points: 5031, movement: -1 },
    ],
    20,
  );

/** Jannik Sinner's card: the ATP list of 2024-12-30 (no. 1, 11,830 points); no club, no racing standings. */
export const sinnerCard = (): PlayerProfileView => ({
  player: {
    id: SINNER.id,
    sport: 'tennis',
    name: SINNER.name,
    firstName: 'Jannik',
    lastName: 'Sinner',
    nationality: 'ITA',
    birthDate: '2001-08-16',
    hand: 'R',
    heightCm: 191,
    teamId: null,
    position: null,
    number: null,
  },
  team: null,
  transfers: [],
  tennis: { association: 'ATP', ranking: { rank: 1, points: 11830, rankingDate: '2024-12-30' }, recentMatches: [] },
  motorsport: null,
  wintersport: null,
});

export const driverStandings = (): MotorsportRankingView =>
  aDriverRanking('2024', 24, [
    [VERSTAPPEN, RED_BULL, 437, 9, 14],
    [NORRIS, MCLAREN, 374, 4, 13],
    [LECLERC, FERRARI, 356, 3, 13],
  ]);

export const teamStandings = (): MotorsportRankingView =>
  aTeamRanking('2024', 24, [
    [MCLAREN, 666, 6, 21],
    [FERRARI, 652, 5, 22],
    [RED_BULL, 589, 9, 17],
  ]);

export const abuDhabiResults = (): MotorsportResultsView =>
  abuDhabi2024Results([
    {
      positionText: '2',
      position: 2,
      driver: SAINZ,
      team: FERRARI,
      number: 55,
      grid: 3,
      laps: 58,
      timeText: '+5.832',
      status: 'Finished',
      points: 18,
      fastestLap: false,
    },
    {
      positionText: '3',
      position: 3,
      driver: LECLERC,
      team: FERRARI,
      number: 16,
      grid: 19,
      laps: 58,
      timeText: '+31.928',
      status: 'Finished',
      points: 15,
      fastestLap: false,
    },
  ]);

const DATA: Record<SportsWidgetKind, { title: string; data: () => unknown }> = {
  'football-standings': { title: 'Premier League 2024/25', data: premierLeagueTable },
  'football-fixtures': { title: 'Premier League: next matches', data: nextFixtures },
  'football-results': { title: 'Premier League: latest results', data: lastResults },
  championship: { title: 'Champions League 2024/25', data: championsLeagueKnockout },
  'tennis-ranking': { title: 'ATP ranking', data: atpRanking },
  'motorsport-driver-standings': { title: 'Formula 1 2024: drivers', data: driverStandings },
  'motorsport-team-standings': { title: 'Formula 1 2024: constructors', data: teamStandings },
  'motorsport-results': { title: 'Abu Dhabi Grand Prix 2024', data: abuDhabiResults },
  'wintersport-standings': { title: 'Alpine World Cup 2024/25', data: worldCupOverall2025 },
  'wintersport-results': { title: 'Wengen downhill 2025', data: wengenDownhill2025 },
  player: { title: 'Jannik Sinner', data: sinnerCard },
};

export const aPublicWidget = (kind: SportsWidgetKind, overrides: Partial<PublicSportsWidget> = {}): PublicSportsWidget => ({
  kind,
  locale: 'en' satisfies SportsWidgetLocale,
  title: DATA[kind].title,
  data: DATA[kind].data(),
  generatedAt: '2025-05-26T08:30:00.000Z',
  ...overrides,
});
