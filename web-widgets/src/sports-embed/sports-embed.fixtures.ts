/**
 * Public widget answers for stories and tests, one per kind, with real figures (Premier League
 * 2024-25 final table, ATP list of 2024-12-30, Abu Dhabi 2024, Wengen downhill 2025).
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
  TeamRef,
  TennisRankingView,
  WinterResultsView,
  WinterStandingsView,
} from '@newsdesk/core/sports/sports.views';

const team = (id: string, name: string, shortName: string | null = null): TeamRef => ({ id, name, shortName });
const PL: CompetitionSeasonRef = { id: 'openfootball:en.1:2024-25', competitionId: 'openfootball:en.1', competitionName: 'Premier League', seasonId: '2024-25', name: 'Premier League 2024/25' };
const CL: CompetitionSeasonRef = { id: 'openfootball:uefa.cl:2024-25', competitionId: 'openfootball:uefa.cl', competitionName: 'UEFA Champions League', seasonId: '2024-25', name: 'Champions League 2024/25' };

const row = (rank: number, t: TeamRef, [won, drawn, lost, goalsFor, goalsAgainst]: number[], form: ('W' | 'D' | 'L')[] = []) => ({
  rank,
  team: t,
  played: won! + drawn! + lost!,
  won: won!,
  drawn: drawn!,
  lost: lost!,
  goalsFor: goalsFor!,
  goalsAgainst: goalsAgainst!,
  goalDifference: goalsFor! - goalsAgainst!,
  points: won! * 3 + drawn!,
  pointAdjustment: 0,
  form,
});

export const premierLeagueTable = (): FootballStandingsView => ({
  competitionSeason: PL,
  groups: [
    {
      name: null,
      rows: [
        row(1, team('pl:liverpool', 'Liverpool FC', 'Liverpool'), [25, 9, 4, 86, 41]),
        row(2, team('pl:arsenal', 'Arsenal FC', 'Arsenal'), [20, 14, 4, 69, 34]),
        row(3, team('pl:man-city', 'Manchester City FC', 'Man City'), [21, 8, 9, 72, 44]),
        row(4, team('pl:chelsea', 'Chelsea FC', 'Chelsea'), [20, 9, 9, 64, 43]),
        row(5, team('pl:newcastle', 'Newcastle United FC', 'Newcastle'), [20, 6, 12, 68, 47]),
      ],
    },
  ],
  tieBreakers: ['goal_difference', 'goals_for'],
  matchesCounted: 380,
  lastMatchDate: '2025-05-25',
});

const match = (overrides: Partial<MatchView>): MatchView => ({
  id: 'pl:m1',
  competitionSeason: PL,
  round: 'Matchday 38',
  stage: null,
  kickoff: '2025-05-25T15:00:00.000Z',
  date: '2025-05-25',
  home: team('pl:liverpool', 'Liverpool FC', 'Liverpool'),
  away: team('pl:palace', 'Crystal Palace FC', 'Crystal Palace'),
  status: 'played',
  fullTime: { home: 1, away: 1 },
  halfTime: { home: 0, away: 1 },
  extraTime: null,
  penalties: null,
  winner: 'draw',
  ...overrides,
});

const page = (items: MatchView[]): MatchesPage => ({ items, page: 1, limit: 10, total: items.length, timeZone: 'Europe/Zurich' });

export const lastResults = (): MatchesPage =>
  page([
    match({}),
    match({ id: 'pl:m2', home: team('pl:arsenal', 'Arsenal FC', 'Arsenal'), away: team('pl:southampton', 'Southampton FC', 'Southampton'), fullTime: { home: 2, away: 1 }, winner: 'home' }),
    match({ id: 'pl:m3', kickoff: '2025-05-18T13:00:00.000Z', date: '2025-05-18', home: team('pl:chelsea', 'Chelsea FC', 'Chelsea'), away: team('pl:man-utd', 'Manchester United FC', 'Man United'), fullTime: { home: 1, away: 0 }, winner: 'home' }),
  ]);

export const nextFixtures = (): MatchesPage =>
  page([
    match({ id: 'pl:f1', round: 'Matchday 1', kickoff: '2025-08-15T19:00:00.000Z', date: '2025-08-15', away: team('pl:bournemouth', 'AFC Bournemouth', 'Bournemouth'), status: 'scheduled', fullTime: null, halfTime: null, winner: null }),
    match({ id: 'pl:f2', round: 'Matchday 1', kickoff: null, date: '2025-08-16', home: team('pl:villa', 'Aston Villa FC', 'Aston Villa'), away: team('pl:newcastle', 'Newcastle United FC', 'Newcastle'), status: 'scheduled', fullTime: null, halfTime: null, winner: null }),
  ]);

export const championsLeagueKnockout = (): ChampionshipView => ({
  competitionSeason: CL,
  sport: 'football',
  winner: team('cl:psg', 'Paris Saint-Germain', 'PSG'),
  stages: [
    {
      name: 'Final',
      rounds: [
        {
          round: 'Final',
          matches: [
            match({ id: 'cl:final', competitionSeason: CL, round: 'Final', stage: 'Final', kickoff: '2025-05-31T19:00:00.000Z', date: '2025-05-31', home: team('cl:psg', 'Paris Saint-Germain', 'PSG'), away: team('cl:inter', 'FC Internazionale Milano', 'Inter'), fullTime: { home: 5, away: 0 }, winner: 'home' }),
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
            match({ id: 'cl:sf2', competitionSeason: CL, round: 'Semi-finals', stage: 'Semi-finals', kickoff: '2025-05-06T19:00:00.000Z', date: '2025-05-06', home: team('cl:inter', 'FC Internazionale Milano', 'Inter'), away: team('cl:barca', 'FC Barcelona', 'Barcelona'), fullTime: { home: 3, away: 3 }, extraTime: { home: 4, away: 3 }, winner: 'home' }),
          ],
        },
      ],
    },
  ],
});

const player = (id: string, name: string, nationality: string) => ({ id, name, nationality });
export const atpRanking = (): TennisRankingView => ({
  association: 'ATP',
  rankingDate: '2024-12-30',
  previousRankingDate: '2024-12-23',
  rows: [
    { rank: 1, player: player('atp:206173', 'Jannik Sinner', 'ITA'), points: 11830, tournamentsPlayed: null, movement: 0 },
    { rank: 2, player: player('atp:100644', 'Alexander Zverev', 'GER'), points: 8135, tournamentsPlayed: null, movement: 0 },
    { rank: 3, player: player('atp:207989', 'Carlos Alcaraz', 'ESP'), points: 7010, tournamentsPlayed: null, movement: 0 },
    { rank: 4, player: player('atp:126203', 'Taylor Fritz', 'USA'), points: 5100, tournamentsPlayed: null, movement: 1 },
    { rank: 5, player: player('atp:106421', 'Daniil Medvedev', 'RUS'), points: 5031, tournamentsPlayed: null, movement: -1 },
  ],
  page: 1,
  limit: 20,
  total: 2162,
});

const mclaren = team('f1:mclaren', 'McLaren');
const ferrari = team('f1:ferrari', 'Ferrari');
const redBull = team('f1:red-bull', 'Red Bull');
export const driverStandings = (): MotorsportRankingView => ({
  seasonId: '2024',
  entityType: 'driver',
  afterRound: 24,
  rows: [
    { rank: 1, driver: player('f1:830', 'Max Verstappen', 'Dutch'), team: redBull, points: 437, wins: 9, podiums: 14 },
    { rank: 2, driver: player('f1:846', 'Lando Norris', 'British'), team: mclaren, points: 374, wins: 4, podiums: 13 },
    { rank: 3, driver: player('f1:844', 'Charles Leclerc', 'Monegasque'), team: ferrari, points: 356, wins: 3, podiums: 13 },
  ],
});

export const teamStandings = (): MotorsportRankingView => ({
  seasonId: '2024',
  entityType: 'team',
  afterRound: 24,
  rows: [
    { rank: 1, driver: null, team: mclaren, points: 666, wins: 6, podiums: 21 },
    { rank: 2, driver: null, team: ferrari, points: 652, wins: 5, podiums: 22 },
    { rank: 3, driver: null, team: redBull, points: 589, wins: 9, podiums: 17 },
  ],
});

export const abuDhabiResults = (): MotorsportResultsView => ({
  race: {
    id: 'f1:race:1144',
    seasonId: '2024',
    round: 24,
    name: 'Abu Dhabi Grand Prix',
    circuit: { name: 'Yas Marina Circuit', location: 'Abu Dhabi', country: 'UAE' },
    startsAt: '2024-12-08T13:00:00.000Z',
    date: '2024-12-08',
    sprintStartsAt: null,
    winner: player('f1:846', 'Lando Norris', 'British'),
    hasResults: true,
  },
  raceResults: [
    { positionText: '1', position: 1, driver: player('f1:846', 'Lando Norris', 'British'), team: mclaren, number: 4, grid: 1, laps: 58, timeText: '1:26:33.291', status: 'Finished', points: 25, fastestLap: false },
    { positionText: '2', position: 2, driver: player('f1:832', 'Carlos Sainz', 'Spanish'), team: ferrari, number: 55, grid: 3, laps: 58, timeText: '+5.832', status: 'Finished', points: 18, fastestLap: false },
    { positionText: '3', position: 3, driver: player('f1:844', 'Charles Leclerc', 'Monegasque'), team: ferrari, number: 16, grid: 19, laps: 58, timeText: '+31.928', status: 'Finished', points: 15, fastestLap: false },
    { positionText: 'R', position: null, driver: player('f1:822', 'Valtteri Bottas', 'Finnish'), team: team('f1:sauber', 'Sauber'), number: 77, grid: 20, laps: 0, timeText: null, status: 'Collision', points: 0, fastestLap: false },
  ],
  sprintResults: [],
});

export const worldCupOverall = (): WinterStandingsView => ({
  seasonId: '2024-25',
  gender: 'men',
  disciplineId: 'ALL',
  kind: 'athlete',
  basis: 'published',
  racesCounted: 0,
  rows: [
    { rank: 1, athlete: player('fis:512182', 'Marco Odermatt', 'SUI'), nation: 'SUI', points: 1721 },
    { rank: 2, athlete: player('fis:422304', 'Henrik Kristoffersen', 'NOR'), nation: 'NOR', points: 1064 },
    { rank: 3, athlete: player('fis:512269', 'Loïc Meillard', 'SUI'), nation: 'SUI', points: 1013 },
  ],
});

export const wengenDownhill = (): WinterResultsView => ({
  kind: 'wintersport',
  races: [
    {
      race: { id: 'fis:122808', seasonId: '2024-25', disciplineId: 'DH', disciplineName: 'Downhill', gender: 'men', name: 'Wengen', venue: 'Wengen (SUI)', countryCode: 'CH', startsAt: '2025-01-18T11:30:00.000Z', date: '2025-01-18' },
      results: [
        { rank: 1, athlete: player('fis:512182', 'Marco Odermatt', 'SUI'), nation: 'SUI', bib: 7, status: 'finished', timeMs: 145_970, behindMs: null, runTimesMs: [], cupPoints: 100 },
        { rank: 2, athlete: player('fis:512408', 'Franjo von Allmen', 'SUI'), nation: 'SUI', bib: 13, status: 'finished', timeMs: 146_100, behindMs: 130, runTimesMs: [], cupPoints: 80 },
        { rank: null, athlete: player('fis:54444', 'Vincent Kriechmayr', 'AUT'), nation: 'AUT', bib: 9, status: 'dnf', timeMs: null, behindMs: null, runTimesMs: [], cupPoints: 0 },
      ],
    },
  ],
});

const DATA: Record<SportsWidgetKind, { title: string; data: () => unknown }> = {
  'football-standings': { title: 'Premier League 2024/25', data: premierLeagueTable },
  'football-fixtures': { title: 'Premier League: next matches', data: nextFixtures },
  'football-results': { title: 'Premier League: latest results', data: lastResults },
  championship: { title: 'Champions League 2024/25', data: championsLeagueKnockout },
  'tennis-ranking': { title: 'ATP ranking', data: atpRanking },
  'motorsport-driver-standings': { title: 'Formula 1 2024: drivers', data: driverStandings },
  'motorsport-team-standings': { title: 'Formula 1 2024: constructors', data: teamStandings },
  'motorsport-results': { title: 'Abu Dhabi Grand Prix 2024', data: abuDhabiResults },
  'wintersport-standings': { title: 'Alpine World Cup 2024/25', data: worldCupOverall },
  'wintersport-results': { title: 'Wengen downhill 2025', data: wengenDownhill },
};

export const aPublicWidget = (kind: SportsWidgetKind, overrides: Partial<PublicSportsWidget> = {}): PublicSportsWidget => ({
  kind,
  locale: 'en' satisfies SportsWidgetLocale,
  title: DATA[kind].title,
  data: DATA[kind].data(),
  generatedAt: '2025-05-26T08:30:00.000Z',
  ...overrides,
});
