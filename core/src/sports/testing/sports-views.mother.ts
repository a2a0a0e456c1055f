/**
 * Statistics views as the read side answers them, for whatever renders or exports them (the
 * SportsML builders in adapters, the embeddable widget in web-widgets): both may import core, not
 * each other. Real figures of real events: Premier League 2024/25, the ATP list of 2024-12-30,
 * the Abu Dhabi Grand Prix 2024, the Wengen downhill 2025 and the alpine World Cup 2024/25.
 * Ids are the providers' own (openfootball, sackmann, ergast, fis).
 */
import type {
  CompetitionSeasonRef,
  FootballStandingRow,
  FootballStandingsView,
  MatchView,
  MotorsportRankingView,
  MotorsportResultRow,
  MotorsportResultsView,
  PlayerRef,
  TeamRef,
  TennisRankingRow,
  TennisRankingView,
  WinterResultsView,
  WinterStandingsView,
} from '../sports.views';

export const aTeamRef = (id: string, name: string, shortName: string | null = null): TeamRef => ({ id, name, shortName });
export const aPlayerRef = (id: string, name: string, nationality: string | null): PlayerRef => ({ id, name, nationality });

// Football
export const PREMIER_LEAGUE: CompetitionSeasonRef = {
  id: 'openfootball:en.1:2024-25',
  competitionId: 'openfootball:en.1',
  competitionName: 'Premier League',
  seasonId: '2024-25',
  name: 'Premier League 2024/25',
};
export const LIVERPOOL = aTeamRef('openfootball:team:liverpool', 'Liverpool FC', 'Liverpool');
export const ARSENAL = aTeamRef('openfootball:team:arsenal', 'Arsenal FC', 'Arsenal');
export const PALACE = aTeamRef('openfootball:team:crystal-palace', 'Crystal Palace FC', 'Crystal Palace');

/** A table row from the record; played, goal difference and points (3 a win, 1 a draw, plus any adjustment) follow from it. */
export const aStandingRow = (
  rank: number,
  team: TeamRef,
  [won, drawn, lost, goalsFor, goalsAgainst]: [number, number, number, number, number],
  overrides: Partial<Pick<FootballStandingRow, 'form' | 'pointAdjustment'>> = {},
): FootballStandingRow => {
  const pointAdjustment = overrides.pointAdjustment ?? 0;
  return {
    rank,
    team,
    played: won + drawn + lost,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    goalDifference: goalsFor - goalsAgainst,
    points: won * 3 + drawn + pointAdjustment,
    pointAdjustment,
    form: overrides.form ?? [],
  };
};

/** The final Premier League table of 2024/25 (one group, all 380 matches counted) with the given rows. */
export const premierLeague2025Table = (rows: FootballStandingRow[]): FootballStandingsView => ({
  competitionSeason: PREMIER_LEAGUE,
  groups: [{ name: null, rows }],
  tieBreakers: ['goal_difference', 'goals_for'],
  matchesCounted: 380,
  lastMatchDate: '2025-05-25',
});

/** Liverpool 1:1 Crystal Palace, the last Premier League matchday of 2024/25; override what the test is about. */
export const aMatchView = (overrides: Partial<MatchView> = {}): MatchView => ({
  id: 'openfootball:en.1:2024-25:m380',
  competitionSeason: PREMIER_LEAGUE,
  round: 'Matchday 38',
  stage: null,
  kickoff: '2025-05-25T15:00:00.000Z',
  date: '2025-05-25',
  home: LIVERPOOL,
  away: PALACE,
  status: 'played',
  fullTime: { home: 1, away: 1 },
  halfTime: { home: 0, away: 1 },
  extraTime: null,
  penalties: null,
  winner: 'draw',
  ...overrides,
});

// Tennis
export const SINNER = aPlayerRef('sackmann:atp:206173', 'Jannik Sinner', 'ITA');
export const ZVEREV = aPlayerRef('sackmann:atp:100644', 'Alexander Zverev', 'GER');
export const ALCARAZ = aPlayerRef('sackmann:atp:207989', 'Carlos Alcaraz', 'ESP');
export const FRITZ = aPlayerRef('sackmann:atp:126203', 'Taylor Fritz', 'USA');
export const MEDVEDEV = aPlayerRef('sackmann:atp:106421', 'Daniil Medvedev', 'RUS');

/** The ATP list of 2024-12-30 with the given rows (points as published; movement 0 unless given). */
export const atpRanking20241230 = (rows: Omit<TennisRankingRow, 'tournamentsPlayed'>[], limit: number): TennisRankingView => ({
  association: 'ATP',
  rankingDate: '2024-12-30',
  previousRankingDate: '2024-12-23',
  rankingDates: ['2024-12-30', '2024-12-23'],
  rows: rows.map((row) => ({ ...row, tournamentsPlayed: null })),
  page: 1,
  limit,
  total: 2162,
});

// Motorsport
export const NORRIS = aPlayerRef('ergast:driver:846', 'Lando Norris', 'British');
export const VERSTAPPEN = aPlayerRef('ergast:driver:830', 'Max Verstappen', 'Dutch');
export const HAMILTON = aPlayerRef('ergast:driver:1', 'Lewis Hamilton', 'British');
export const LECLERC = aPlayerRef('ergast:driver:844', 'Charles Leclerc', 'Monegasque');
export const SAINZ = aPlayerRef('ergast:driver:832', 'Carlos Sainz', 'Spanish');
export const BOTTAS = aPlayerRef('ergast:driver:822', 'Valtteri Bottas', 'Finnish');
export const MCLAREN = aTeamRef('ergast:constructor:1', 'McLaren');
export const FERRARI = aTeamRef('ergast:constructor:6', 'Ferrari');
export const RED_BULL = aTeamRef('ergast:constructor:9', 'Red Bull');
export const MERCEDES = aTeamRef('ergast:constructor:131', 'Mercedes');
export const SAUBER = aTeamRef('ergast:constructor:15', 'Sauber');

/** Abu Dhabi 2024: Norris wins, Bottas retires on lap 1; the classified drivers between them are the caller's. */
export const abuDhabi2024Results = (between: MotorsportResultRow[]): MotorsportResultsView => ({
  race: {
    id: 'ergast:race:1144',
    seasonId: '2024',
    round: 24,
    name: 'Abu Dhabi Grand Prix',
    circuit: { name: 'Yas Marina Circuit', location: 'Abu Dhabi', country: 'UAE' },
    startsAt: '2024-12-08T13:00:00.000Z',
    date: '2024-12-08',
    sprintStartsAt: null,
    winner: NORRIS,
    hasResults: true,
  },
  raceResults: [
    {
      positionText: '1',
      position: 1,
      driver: NORRIS,
      team: MCLAREN,
      number: 4,
      grid: 1,
      laps: 58,
      timeText: '1:26:33.291',
      status: 'Finished',
      points: 25,
      fastestLap: false,
    },
    ...between,
    {
      positionText: 'R',
      position: null,
      driver: BOTTAS,
      team: SAUBER,
      number: 77,
      grid: 20,
      laps: 0,
      timeText: null,
      status: 'Collision',
      points: 0,
      fastestLap: false,
    },
  ],
  sprintResults: [],
});

type Tally = [points: number, wins: number, podiums: number];

/** The drivers' championship after a round, ranked in the order given. */
export const aDriverRanking = (seasonId: string, afterRound: number, rows: [PlayerRef, TeamRef, ...Tally][]): MotorsportRankingView => ({
  seasonId,
  entityType: 'driver',
  afterRound,
  rows: rows.map(([driver, team, points, wins, podiums], i) => ({ rank: i + 1, driver, team, points, wins, podiums })),
});

/** The constructors' championship after a round, ranked in the order given. */
export const aTeamRanking = (seasonId: string, afterRound: number, rows: [TeamRef, ...Tally][]): MotorsportRankingView => ({
  seasonId,
  entityType: 'team',
  afterRound,
  rows: rows.map(([team, points, wins, podiums], i) => ({ rank: i + 1, driver: null, team, points, wins, podiums })),
});

// Wintersport
export const ODERMATT = aPlayerRef('fis:512182', 'Marco Odermatt', 'SUI');
export const VON_ALLMEN = aPlayerRef('fis:512408', 'Franjo von Allmen', 'SUI');
export const KRIECHMAYR = aPlayerRef('fis:54444', 'Vincent Kriechmayr', 'AUT');
export const KRISTOFFERSEN = aPlayerRef('fis:422304', 'Henrik Kristoffersen', 'NOR');
export const MEILLARD = aPlayerRef('fis:512269', 'Loïc Meillard', 'SUI');

/** The men's downhill in Wengen, 18 January 2025: a winner, a gap to the hundredth and a DNF. */
export const wengenDownhill2025 = (): WinterResultsView => ({
  kind: 'wintersport',
  races: [
    {
      race: {
        id: 'fis:122808',
        seasonId: '2024-25',
        disciplineId: 'DH',
        disciplineName: 'Downhill',
        gender: 'men',
        name: 'Wengen',
        venue: 'Wengen (SUI)',
        countryCode: 'CH',
        startsAt: '2025-01-18T11:30:00.000Z',
        date: '2025-01-18',
      },
      results: [
        {
          rank: 1,
          athlete: ODERMATT,
          nation: 'SUI',
          bib: 7,
          status: 'finished',
          timeMs: 145_970,
          behindMs: null,
          runTimesMs: [],
          cupPoints: 100,
        },
        {
          rank: 2,
          athlete: VON_ALLMEN,
          nation: 'SUI',
          bib: 13,
          status: 'finished',
          timeMs: 146_100,
          behindMs: 130,
          runTimesMs: [],
          cupPoints: 80,
        },
        {
          rank: null,
          athlete: KRIECHMAYR,
          nation: 'AUT',
          bib: 9,
          status: 'dnf',
          timeMs: null,
          behindMs: null,
          runTimesMs: [],
          cupPoints: 0,
        },
      ],
    },
  ],
});

/** The men's overall World Cup 2024/25 as published by FIS, top three. */
export const worldCupOverall2025 = (): WinterStandingsView => ({
  seasonId: '2024-25',
  gender: 'men',
  disciplineId: 'ALL',
  kind: 'athlete',
  basis: 'published',
  racesCounted: 0,
  rows: [
    { rank: 1, athlete: ODERMATT, nation: 'SUI', points: 1721 },
    { rank: 2, athlete: KRISTOFFERSEN, nation: 'NOR', points: 1064 },
    { rank: 3, athlete: MEILLARD, nation: 'SUI', points: 1013 },
  ],
});
