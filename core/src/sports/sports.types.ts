/**
 * The sports desk's model (spec §7, ADR 0008). Everything a provider (the PostgreSQL adapter fed by importers
 * today, a commercial API later) hands to core. Standings are never taken from a provider for
 * football, Formula 1 or alpine races: core computes them from results (see ./standings/).
 *
 * Ids are strings chosen by the provider and stable across imports (e.g. `openfootball:en.1`,
 * `openfootball:en.1:2024-25`, `ergast:driver:830`), so importing a file twice changes nothing.
 * Instants are ISO 8601 UTC strings (`2025-05-25T15:00:00.000Z`); calendar days are `YYYY-MM-DD`.
 * Everything shown to a user is in Europe/Zurich (CET/CEST, spec §1) — see ./sports-time.ts.
 */

export type IsoInstant = string;
export type IsoDate = string;

export const SPORTS = ['football', 'tennis', 'motorsport', 'wintersport'] as const;
export type Sport = (typeof SPORTS)[number];

/** A league, a cup, a tour or a series. `kind: 'cup'` competitions are the championships (knockout stages). */
export interface Competition {
  id: string;
  sport: Sport;
  name: string;
  /** ISO 3166-1 alpha-2 where the competition belongs to one country (GB for the Premier League), else null. */
  countryCode: string | null;
  kind: 'league' | 'cup' | 'tour' | 'series';
  /** The newsroom topic the competition files under (spec §7 `rootTopic`), e.g. `sport`. */
  rootTopic: string | null;
}

/** A season as the sport names it: `2024-25` (football, winter sport), `2024` (tennis, Formula 1). */
export interface Season {
  id: string;
  name: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
}

/** Football's tie-breakers after points, in the order the competition applies them. */
export type FootballTieBreaker =
  | 'goal_difference'
  | 'goals_for'
  | 'head_to_head_points'
  | 'head_to_head_goal_difference'
  | 'head_to_head_goals_for'
  | 'wins'
  | 'away_goals_for';

/** Points taken away (negative) or given by a governing body, e.g. Everton −8 in 2023-24. */
export interface PointAdjustment {
  teamId: string;
  points: number;
  reason: string | null;
}

/** One competition in one season: what fixtures, results, tables and championships hang on. */
export interface CompetitionSeason {
  id: string;
  competitionId: string;
  seasonId: string;
  name: string;
  /** Football: the order of tie-breakers after points; empty = goal difference, goals for. */
  tieBreakers: FootballTieBreaker[];
  pointAdjustments: PointAdjustment[];
}

export interface Team {
  id: string;
  sport: Sport;
  name: string;
  shortName: string | null;
  countryCode: string | null;
  /** Football: home ground; motorsport: the constructor's base. */
  venue: string | null;
}

/** A footballer, a tennis player, a driver or an athlete. */
export interface Player {
  id: string;
  sport: Sport;
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** Three-letter code as the source gives it (IOC / FIFA / FIS: SUI, GER, GBR). */
  nationality: string | null;
  birthDate: IsoDate | null;
  /** Tennis: 'R' | 'L' | 'U'. */
  hand: string | null;
  heightCm: number | null;
  /** The player's current team or constructor, if known. */
  teamId: string | null;
  position: string | null;
  /** Racing number (Formula 1) or shirt number. */
  number: number | null;
}

export interface Score {
  home: number;
  away: number;
}

export type MatchStatus = 'scheduled' | 'played' | 'postponed' | 'awarded' | 'cancelled';

/** A football fixture (no score yet) or result. */
export interface FootballMatch {
  id: string;
  competitionSeasonId: string;
  /** As the source names it: `Matchday 12`, `Round of 16`, `Final`. */
  round: string;
  /** Cup stage (`League phase`, `Group A`, `Quarter-finals`); null in a league. */
  stage: string | null;
  /** Kick-off; null when the source gives only a day. */
  kickoff: IsoInstant | null;
  /** The day of the match in Europe/Zurich. */
  date: IsoDate;
  homeTeamId: string;
  awayTeamId: string;
  status: MatchStatus;
  /** After 90 minutes (or as awarded); null while not played. */
  fullTime: Score | null;
  halfTime: Score | null;
  /** After extra time, cumulative. */
  extraTime: Score | null;
  penalties: Score | null;
}

export interface SquadMember {
  teamId: string;
  seasonId: string;
  playerId: string;
  shirtNumber: number | null;
  position: string | null;
}

export type TransferKind = 'permanent' | 'loan' | 'loan_return' | 'free';

export interface Transfer {
  id: string;
  playerId: string;
  fromTeamId: string | null;
  toTeamId: string | null;
  date: IsoDate;
  kind: TransferKind;
  /** As published (`€ 100m`, `undisclosed`); null when unknown. */
  fee: string | null;
}

export const TENNIS_ASSOCIATIONS = ['ATP', 'WTA'] as const;
export type TennisAssociation = (typeof TENNIS_ASSOCIATIONS)[number];

/** A tournament of a tennis tour (spec §2 "tours and events"). */
export interface TennisTournament {
  id: string;
  association: TennisAssociation;
  seasonId: string;
  name: string;
  surface: string | null;
  /** Sackmann's tourney_level: G (Grand Slam), M (Masters 1000), A, F (finals), D (Davis Cup) … */
  level: string;
  startsOn: IsoDate;
  drawSize: number | null;
}

export interface TennisMatch {
  id: string;
  tournamentId: string;
  round: string;
  winnerId: string;
  loserId: string;
  /** As published: `6-3 6-7(5) 7-6(4)`, `W/O`, `RET`. */
  score: string;
  bestOf: number | null;
  minutes: number | null;
}

/** One line of a weekly ranking list (tennis standings are these, spec: "tennis from ranking files"). */
export interface TennisRankingEntry {
  association: TennisAssociation;
  rankingDate: IsoDate;
  rank: number;
  playerId: string;
  points: number;
  tournamentsPlayed: number | null;
}

/** Alpine disciplines: DH downhill, SG super-G, GS giant slalom, SL slalom, AC alpine combined, PAR parallel. */
export interface WinterDiscipline {
  id: string;
  name: string;
}

export type Gender = 'men' | 'women' | 'mixed';

export interface WinterRace {
  id: string;
  seasonId: string;
  disciplineId: string;
  gender: Gender;
  name: string;
  venue: string;
  countryCode: string | null;
  startsAt: IsoInstant | null;
  date: IsoDate;
}

export type WinterResultStatus = 'finished' | 'dnf' | 'dns' | 'dsq' | 'dnq';

export interface WinterRaceResult {
  raceId: string;
  athleteId: string;
  status: WinterResultStatus;
  /** Null unless finished; ties share a rank. */
  rank: number | null;
  bib: number | null;
  nation: string | null;
  /** Total time in ms; null unless finished. */
  timeMs: number | null;
  /** Per run (giant slalom, slalom): ms, null for a run not finished. */
  runTimesMs: (number | null)[];
  /** World Cup points as the provider published them, null when it gave none (core computes them). */
  publishedCupPoints: number | null;
}

/**
 * A season table as the governing body published it (FIS overall, discipline or Nations Cup).
 * Used where core does not hold every race of the season; see standings/wintersport-standings.ts.
 */
export interface PublishedWinterStanding {
  seasonId: string;
  gender: Gender;
  /** `ALL` for the overall standings, else a discipline id. */
  disciplineId: string;
  kind: 'athlete' | 'nation';
  /** The athlete (kind athlete) or null (kind nation). */
  athleteId: string | null;
  nation: string;
  rank: number;
  points: number;
}

export interface Circuit {
  name: string;
  location: string | null;
  country: string | null;
}

export interface MotorsportRace {
  id: string;
  /** `2024`. */
  seasonId: string;
  competitionId: string;
  round: number;
  name: string;
  circuit: Circuit;
  startsAt: IsoInstant | null;
  date: IsoDate;
  /** Start of the sprint, where the weekend has one. */
  sprintStartsAt: IsoInstant | null;
}

export type MotorsportSession = 'race' | 'sprint';

export interface MotorsportResult {
  raceId: string;
  session: MotorsportSession;
  driverId: string;
  /** The constructor. */
  teamId: string;
  number: number | null;
  grid: number | null;
  /** Classified position; null when not classified. */
  position: number | null;
  /** `1` … or R (retired), D (disqualified), W (withdrawn), N (not classified), E (excluded), F (failed to qualify). */
  positionText: string;
  /** Order of the result sheet, 1 … n, also for drivers not classified. */
  positionOrder: number;
  /** Points as awarded; null when the provider gives none (core computes them from the position). */
  awardedPoints: number | null;
  laps: number | null;
  /** Winner's race time or the gap (`+5.123`, `+1 Lap`). */
  timeText: string | null;
  /** `Finished`, `+1 Lap`, `Engine`, … */
  status: string;
  /** 1 = fastest lap of the race. */
  fastestLapRank: number | null;
}
