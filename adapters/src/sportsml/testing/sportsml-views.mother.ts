/**
 * Hand-made statistics views for the SportsML builders' tests: small, but with the awkward
 * cases (extra time and penalties, an awarded match, half points, a retired driver, DNF and DNS,
 * names with markup characters). Figures are from real events where a real event is named.
 */
import type {
  CompetitionSeasonRef,
  FootballResultsView,
  FootballStandingsView,
  MatchView,
  MotorsportRankingView,
  MotorsportResultsView,
  TeamRef,
  TennisRankingView,
  TennisToursView,
  WinterResultsView,
  WinterStandingsView,
} from '@newsdesk/core/sports/sports.views';

const team = (id: string, name: string, shortName: string | null = null): TeamRef => ({ id, name, shortName });
export const LIVERPOOL = team('openfootball:team:liverpool', 'Liverpool FC', 'Liverpool');
export const ARSENAL = team('openfootball:team:arsenal', 'Arsenal FC', 'Arsenal');
export const PALACE = team('openfootball:team:crystal-palace', 'Crystal Palace FC');
const HOTSPUR = team('openfootball:team:tottenham', 'Tottenham Hotspur & <Co> "Spurs"');

export const PREMIER_LEAGUE: CompetitionSeasonRef = { id: 'openfootball:en.1:2024-25', competitionId: 'openfootball:en.1', competitionName: 'Premier League', seasonId: '2024-25', name: 'Premier League 2024/25' };

export const footballStandingsView = (): FootballStandingsView => ({
  competitionSeason: PREMIER_LEAGUE,
  groups: [
    {
      name: null,
      rows: [
        { rank: 1, team: LIVERPOOL, played: 38, won: 25, drawn: 9, lost: 4, goalsFor: 86, goalsAgainst: 41, goalDifference: 45, points: 84, pointAdjustment: 0, form: ['L', 'D', 'L', 'W', 'D'] },
        { rank: 2, team: ARSENAL, played: 38, won: 20, drawn: 14, lost: 4, goalsFor: 69, goalsAgainst: 34, goalDifference: 35, points: 74, pointAdjustment: 0, form: ['W', 'D', 'L', 'D', 'W'] },
        { rank: 17, team: HOTSPUR, played: 38, won: 11, drawn: 5, lost: 22, goalsFor: 64, goalsAgainst: 65, goalDifference: -1, points: 36, pointAdjustment: -2, form: ['L', 'L', 'L', 'L', 'L'] },
      ],
    },
  ],
  tieBreakers: ['goal_difference', 'goals_for'],
  matchesCounted: 380,
  lastMatchDate: '2025-05-25',
});

const match = (overrides: Partial<MatchView>): MatchView => ({
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

export const footballResultsView = (): FootballResultsView => ({
  kind: 'football',
  competitionSeason: PREMIER_LEAGUE,
  rounds: [
    {
      round: 'Matchday 38',
      matches: [
        match({}),
        // a winter evening kick-off: CET, +01:00
        match({ id: 'cup-final', round: 'Final', stage: 'Final', kickoff: '2025-01-18T19:45:00.000Z', date: '2025-01-18', home: ARSENAL, away: HOTSPUR, fullTime: { home: 1, away: 1 }, halfTime: null, extraTime: { home: 2, away: 2 }, penalties: { home: 3, away: 4 }, winner: 'away' }),
        match({ id: 'awarded', status: 'awarded', kickoff: null, date: '2025-02-01', fullTime: { home: 3, away: 0 }, halfTime: null, winner: 'home' }),
        match({ id: 'fixture', status: 'scheduled', kickoff: '2025-08-16T14:00:00.000Z', date: '2025-08-16', fullTime: null, halfTime: null, winner: null }),
      ],
    },
  ],
});

const sinner = { id: 'sackmann:atp:206173', name: 'Jannik Sinner', nationality: 'ITA' };
const zverev = { id: 'sackmann:atp:100644', name: 'Alexander Zverev', nationality: 'GER' };
const fritz = { id: 'sackmann:atp:126203', name: 'Taylor Fritz', nationality: 'USA' };

export const tennisToursView = (): TennisToursView => ({
  association: 'ATP',
  seasonId: '2024',
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
      winner: sinner,
      final: { id: 'sackmann:atp:2024-580-701', tournamentId: 'sackmann:atp:2024-580', tournamentName: 'Australian Open', startsOn: '2024-01-15', round: 'F', winner: sinner, loser: { id: 'sackmann:atp:106421', name: 'Daniil Medvedev', nationality: 'RUS' }, score: '3-6 3-6 6-4 6-4 6-3' },
    },
    { id: 'sackmann:atp:2024-9999', association: 'ATP', seasonId: '2024', name: 'Not played yet', surface: null, level: 'A', startsOn: '2024-12-30', drawSize: null, winner: null, final: null },
  ],
});

export const tennisRankingView = (): TennisRankingView => ({
  association: 'ATP',
  rankingDate: '2024-12-30',
  previousRankingDate: '2024-12-23',
  rows: [
    { rank: 1, player: sinner, points: 11830, tournamentsPlayed: null, movement: 0 },
    { rank: 2, player: zverev, points: 8135, tournamentsPlayed: null, movement: 0 },
    { rank: 4, player: fritz, points: 5100, tournamentsPlayed: null, movement: null },
  ],
  page: 1,
  limit: 100,
  total: 2162,
});

const verstappen = { id: 'ergast:driver:830', name: 'Max Verstappen', nationality: 'Dutch' };
const hamilton = { id: 'ergast:driver:1', name: 'Lewis Hamilton', nationality: 'British' };
const redBull = team('ergast:constructor:9', 'Red Bull');
const mercedes = team('ergast:constructor:131', 'Mercedes');

export const motorsportResultsView = (): MotorsportResultsView => ({
  race: {
    id: 'ergast:race:1144',
    seasonId: '2024',
    round: 24,
    name: 'Abu Dhabi Grand Prix',
    circuit: { name: 'Yas Marina Circuit', location: 'Abu Dhabi', country: 'UAE' },
    startsAt: '2024-12-08T13:00:00.000Z',
    date: '2024-12-08',
    sprintStartsAt: null,
    winner: { id: 'ergast:driver:846', name: 'Lando Norris', nationality: 'British' },
    hasResults: true,
  },
  raceResults: [
    { positionText: '1', position: 1, driver: { id: 'ergast:driver:846', name: 'Lando Norris', nationality: 'British' }, team: team('ergast:constructor:1', 'McLaren'), number: 4, grid: 1, laps: 58, timeText: '1:26:33.291', status: 'Finished', points: 25, fastestLap: false },
    { positionText: '4', position: 4, driver: hamilton, team: mercedes, number: 44, grid: 16, laps: 58, timeText: '+16.582', status: 'Finished', points: 12, fastestLap: false },
    { positionText: 'R', position: null, driver: { id: 'ergast:driver:822', name: 'Valtteri Bottas', nationality: 'Finnish' }, team: team('ergast:constructor:15', 'Sauber'), number: 77, grid: 20, laps: 0, timeText: null, status: 'Collision', points: 0, fastestLap: false },
  ],
  sprintResults: [],
});

/** 2021 after the Belgian GP (half points were awarded there). */
export const motorsportDriverRankingView = (): MotorsportRankingView => ({
  seasonId: '2021',
  entityType: 'driver',
  afterRound: 12,
  rows: [
    { rank: 1, driver: hamilton, team: mercedes, points: 202.5, wins: 4, podiums: 9 },
    { rank: 2, driver: verstappen, team: redBull, points: 199.5, wins: 6, podiums: 8 },
  ],
});

export const motorsportTeamRankingView = (): MotorsportRankingView => ({
  seasonId: '2021',
  entityType: 'team',
  afterRound: 12,
  rows: [
    { rank: 1, driver: null, team: mercedes, points: 345.5, wins: 5, podiums: 12 },
    { rank: 2, driver: null, team: redBull, points: 333.5, wins: 7, podiums: 10 },
  ],
});

const odermatt = { id: 'fis:512182', name: 'Marco Odermatt', nationality: 'SUI' };
export const winterResultsView = (): WinterResultsView => ({
  kind: 'wintersport',
  races: [
    {
      race: { id: 'fis:122808', seasonId: '2024-25', disciplineId: 'DH', disciplineName: 'Downhill', gender: 'men', name: 'Wengen downhill', venue: 'Wengen', countryCode: 'CH', startsAt: '2025-01-18T11:30:00.000Z', date: '2025-01-18', },
      results: [
        { rank: 1, athlete: odermatt, nation: 'SUI', bib: 7, status: 'finished', timeMs: 145970, behindMs: null, runTimesMs: [], cupPoints: 100 },
        { rank: 2, athlete: { id: 'fis:51234', name: 'Franjo von Allmen', nationality: 'SUI' }, nation: 'SUI', bib: 13, status: 'finished', timeMs: 146100, behindMs: 130, runTimesMs: [], cupPoints: 80 },
        { rank: null, athlete: { id: 'fis:99999', name: 'Someone Unlucky', nationality: 'AUT' }, nation: 'AUT', bib: 21, status: 'dnf', timeMs: null, behindMs: null, runTimesMs: [], cupPoints: 0 },
      ],
    },
  ],
});

export const winterStandingsView = (): WinterStandingsView => ({
  seasonId: '2024-25',
  gender: 'men',
  disciplineId: 'ALL',
  kind: 'athlete',
  basis: 'published',
  racesCounted: 0,
  rows: [
    { rank: 1, athlete: odermatt, nation: 'SUI', points: 1721 },
    { rank: 2, athlete: { id: 'fis:422304', name: 'Henrik Kristoffersen', nationality: 'NOR' }, nation: 'NOR', points: 1064 },
  ],
});
