/**
 * Builders ("object mothers") for the sports model. Each builder gives a valid row with a fresh
 * id; override what the test is about. Import them from ./sports.mother.ts.
 */
import type {
  Competition,
  CompetitionSeason,
  FootballMatch,
  MotorsportRace,
  MotorsportResult,
  Player,
  PublishedWinterStanding,
  Score,
  Season,
  SquadMember,
  Team,
  TennisMatch,
  TennisRankingEntry,
  TennisTournament,
  Transfer,
  WinterDiscipline,
  WinterRace,
  WinterRaceResult,
} from '../sports.types';
import { zonedTimeToInstant } from '../sports-time';

let counter = 0;
const next = () => ++counter;

export const aCompetition = (overrides: Partial<Competition> = {}): Competition => {
  const n = next();
  return {
    id: `test:competition:${n}`,
    sport: 'football',
    name: `League ${n}`,
    countryCode: 'CH',
    kind: 'league',
    rootTopic: 'sport',
    ...overrides,
  };
};

export const aSeason = (overrides: Partial<Season> = {}): Season => ({
  id: '2024-25',
  name: '2024-25',
  startsOn: '2024-07-01',
  endsOn: '2025-06-30',
  ...overrides,
});

export const aCompetitionSeason = (overrides: Partial<CompetitionSeason> = {}): CompetitionSeason => {
  const n = next();
  return {
    id: `test:cs:${n}`,
    competitionId: `test:competition:${n}`,
    seasonId: '2024-25',
    name: '2024-25',
    tieBreakers: [],
    pointAdjustments: [],
    ...overrides,
  };
};

export const aTeam = (overrides: Partial<Team> = {}): Team => {
  const n = next();
  return { id: `test:team:${n}`, sport: 'football', name: `Team ${n}`, shortName: null, countryCode: 'CH', venue: null, ...overrides };
};

export const aPlayer = (overrides: Partial<Player> = {}): Player => {
  const n = next();
  return {
    id: `test:player:${n}`,
    sport: 'football',
    name: `Player ${n}`,
    firstName: null,
    lastName: null,
    nationality: 'SUI',
    birthDate: null,
    hand: null,
    heightCm: null,
    teamId: null,
    position: null,
    number: null,
    ...overrides,
  };
};

const score = (s: [number, number] | null | undefined): Score | null => (s ? { home: s[0], away: s[1] } : null);

export interface MatchSketch {
  id?: string;
  competitionSeasonId: string;
  round: string;
  stage?: string | null;
  /** Day and local time in Europe/Zurich. */
  day: string;
  time?: string | null;
  home: string;
  away: string;
  ft?: [number, number] | null;
  ht?: [number, number] | null;
  et?: [number, number] | null;
  pens?: [number, number] | null;
  status?: FootballMatch['status'];
}

/** A match from a terse sketch: a full-time score makes it `played` unless a status is given. */
export const aFootballMatch = (m: MatchSketch): FootballMatch => ({
  id: m.id ?? `test:match:${next()}`,
  competitionSeasonId: m.competitionSeasonId,
  round: m.round,
  stage: m.stage ?? null,
  kickoff: m.time === null ? null : zonedTimeToInstant(m.day, m.time ?? '18:00', 'Europe/Zurich'),
  date: m.day,
  homeTeamId: m.home,
  awayTeamId: m.away,
  status: m.status ?? (m.ft ? 'played' : 'scheduled'),
  fullTime: score(m.ft),
  halfTime: score(m.ht),
  extraTime: score(m.et),
  penalties: score(m.pens),
});

export const aSquadMember = (overrides: Partial<SquadMember> & Pick<SquadMember, 'teamId' | 'playerId'>): SquadMember => ({
  seasonId: '2024-25',
  shirtNumber: null,
  position: null,
  ...overrides,
});

export const aTransfer = (overrides: Partial<Transfer> & Pick<Transfer, 'playerId'>): Transfer => ({
  id: `test:transfer:${next()}`,
  fromTeamId: null,
  toTeamId: null,
  date: '2024-07-01',
  kind: 'permanent',
  fee: null,
  ...overrides,
});

export const aTennisTournament = (overrides: Partial<TennisTournament> = {}): TennisTournament => {
  const n = next();
  return {
    id: `test:tourney:${n}`,
    association: 'ATP',
    seasonId: '2024',
    name: `Open ${n}`,
    surface: 'Hard',
    level: 'A',
    startsOn: '2024-05-20',
    drawSize: 32,
    ...overrides,
  };
};

export const aTennisMatch = (
  overrides: Partial<TennisMatch> & Pick<TennisMatch, 'tournamentId' | 'winnerId' | 'loserId'>,
): TennisMatch => ({
  id: `test:tennis-match:${next()}`,
  round: 'R32',
  score: '6-4 6-4',
  bestOf: 3,
  minutes: 90,
  ...overrides,
});

export const aTennisRankingEntry = (
  overrides: Partial<TennisRankingEntry> & Pick<TennisRankingEntry, 'playerId' | 'rank'>,
): TennisRankingEntry => ({
  association: 'ATP',
  rankingDate: '2024-10-28',
  points: 1000,
  tournamentsPlayed: null,
  ...overrides,
});

export const aWinterDiscipline = (overrides: Partial<WinterDiscipline> = {}): WinterDiscipline => ({
  id: 'DH',
  name: 'Downhill',
  ...overrides,
});

export const aWinterRace = (overrides: Partial<WinterRace> = {}): WinterRace => {
  const n = next();
  return {
    id: `test:winter-race:${n}`,
    seasonId: '2024-25',
    disciplineId: 'DH',
    gender: 'men',
    name: `Race ${n}`,
    venue: 'Wengen',
    countryCode: 'SUI',
    startsAt: null,
    date: '2025-01-18',
    ...overrides,
  };
};

/** A result: a rank makes it `finished` unless a status is given. */
export const aWinterRaceResult = (
  overrides: Partial<WinterRaceResult> & Pick<WinterRaceResult, 'raceId' | 'athleteId'>,
): WinterRaceResult => ({
  status: overrides.rank == null ? 'dnf' : 'finished',
  rank: null,
  bib: null,
  nation: null,
  timeMs: null,
  runTimesMs: [],
  publishedCupPoints: null,
  ...overrides,
});

export const aPublishedWinterStanding = (
  overrides: Partial<PublishedWinterStanding> & Pick<PublishedWinterStanding, 'rank' | 'points' | 'nation'>,
): PublishedWinterStanding => ({
  seasonId: '2024-25',
  gender: 'men',
  disciplineId: 'ALL',
  kind: 'athlete',
  athleteId: null,
  ...overrides,
});

export const aMotorsportRace = (overrides: Partial<MotorsportRace> = {}): MotorsportRace => {
  const n = next();
  return {
    id: `test:f1-race:${n}`,
    seasonId: '2024',
    competitionId: 'test:f1',
    round: 1,
    name: `Grand Prix ${n}`,
    circuit: { name: 'Circuit', location: null, country: null },
    startsAt: null,
    date: '2024-03-02',
    sprintStartsAt: null,
    ...overrides,
  };
};

/** A classified result at `position` (positionOrder too), unless overridden. */
export const aMotorsportResult = (
  overrides: Partial<MotorsportResult> & Pick<MotorsportResult, 'raceId' | 'driverId' | 'teamId' | 'positionOrder'>,
): MotorsportResult => ({
  session: 'race',
  number: null,
  grid: null,
  position: overrides.positionOrder,
  positionText: String(overrides.positionOrder),
  awardedPoints: null,
  laps: null,
  timeText: null,
  status: 'Finished',
  fastestLapRank: null,
  ...overrides,
});
