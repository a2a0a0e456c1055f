/**
 * The provider port (ADR 0008): every statistics call names its `serviceProvider`, and
 * SportsProviders hands it to the provider of that name. The PostgreSQL adapter fed by the
 * importers is the provider `newsdesk`; a commercial API becomes another SportsDataProvider
 * without touching core or the widgets. Providers give facts (fixtures, results, ranking lists);
 * core computes football, Formula 1 and alpine standings from them.
 */
import type {
  Competition,
  CompetitionSeason,
  FootballMatch,
  MatchStatus,
  MotorsportRace,
  MotorsportResult,
  Player,
  PublishedWinterStanding,
  Season,
  SquadMember,
  Sport,
  Team,
  TennisAssociation,
  TennisMatch,
  TennisRankingEntry,
  TennisTournament,
  Transfer,
  Gender,
  WinterDiscipline,
  WinterRace,
  WinterRaceResult,
} from './sports.types';

/** The provider the importers feed (PostgreSQL). */
export const LOCAL_SPORTS_PROVIDER = 'newsdesk';

export interface FootballMatchQuery {
  competitionSeasonId?: string;
  competitionId?: string;
  seasonId?: string;
  teamId?: string;
  status?: MatchStatus;
  /** By kickoff (then date, then id). */
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface SportsDataProvider {
  readonly serviceProvider: string;

  competitions(filter: { sport?: Sport; countryCode?: string; seasonId?: string; rootTopic?: string }): Promise<Competition[]>;
  competition(id: string): Promise<Competition | null>;
  seasons(ids: string[]): Promise<Season[]>;
  /** Newest season first. */
  competitionSeasons(filter: { competitionId?: string; ids?: string[] }): Promise<CompetitionSeason[]>;

  teams(ids: string[]): Promise<Team[]>;
  players(ids: string[]): Promise<Player[]>;
  /** Teams and players whose name contains the query (accent- and case-insensitive), best matches first. */
  searchTeamsAndPlayers(query: string, limit: number): Promise<{ teams: Team[]; players: Player[] }>;
  /**
   * The teams and players a document's entity names may be (ADR 0030): those whose name contains
   * one of the names, accent- and case-insensitively, at most `perName` of each per name. Core's
   * matchSportsSubjects then keeps only whole-name matches.
   */
  teamsAndPlayersNamed(names: string[], perName: number): Promise<{ teams: Team[]; players: Player[] }>;

  footballMatches(query: FootballMatchQuery): Promise<{ items: FootballMatch[]; total: number }>;
  /** Every match of a competition season (for tables and championships). */
  allFootballMatches(competitionSeasonId: string): Promise<FootballMatch[]>;
  /** Competition seasons a team played in, newest first. */
  competitionSeasonsOfTeam(teamId: string): Promise<CompetitionSeason[]>;
  squad(teamId: string, seasonId?: string): Promise<SquadMember[]>;
  transfers(filter: { teamId?: string; playerId?: string }): Promise<Transfer[]>;

  tennisTournaments(filter: { association: TennisAssociation; seasonId?: string }): Promise<TennisTournament[]>;
  tennisMatches(filter: { tournamentIds?: string[]; playerId?: string; limit?: number }): Promise<TennisMatch[]>;
  /** The ranking dates available for an association, newest first. */
  tennisRankingDates(association: TennisAssociation): Promise<string[]>;
  tennisRanking(filter: {
    association: TennisAssociation;
    rankingDate: string;
    offset: number;
    limit: number;
  }): Promise<{ entries: TennisRankingEntry[]; total: number }>;
  tennisRankingOf(association: TennisAssociation, rankingDate: string, playerIds: string[]): Promise<TennisRankingEntry[]>;

  winterDisciplines(): Promise<WinterDiscipline[]>;
  winterRaces(filter: { seasonId?: string; disciplineId?: string; gender?: Gender; ids?: string[] }): Promise<WinterRace[]>;
  winterRaceResults(raceIds: string[]): Promise<WinterRaceResult[]>;
  publishedWinterStandings(filter: {
    seasonId: string;
    gender: Gender;
    disciplineId: string;
    kind: 'athlete' | 'nation';
  }): Promise<PublishedWinterStanding[]>;

  motorsportRaces(filter: { seasonId?: string; ids?: string[] }): Promise<MotorsportRace[]>;
  motorsportResults(filter: { raceIds: string[] }): Promise<MotorsportResult[]>;
  /** Seasons with motorsport races, newest first. */
  motorsportSeasons(): Promise<string[]>;
}

/** Everything one import brings; ids are stable so that importing the same file twice changes nothing. */
export interface SportsImportBatch {
  competitions: Competition[];
  seasons: Season[];
  competitionSeasons: CompetitionSeason[];
  teams: Team[];
  players: Player[];
  footballMatches: FootballMatch[];
  squads: SquadMember[];
  transfers: Transfer[];
  tennisTournaments: TennisTournament[];
  tennisMatches: TennisMatch[];
  tennisRankings: TennisRankingEntry[];
  winterDisciplines: WinterDiscipline[];
  winterRaces: WinterRace[];
  winterResults: WinterRaceResult[];
  publishedWinterStandings: PublishedWinterStanding[];
  motorsportRaces: MotorsportRace[];
  motorsportResults: MotorsportResult[];
}

export type SportsImportKind = keyof SportsImportBatch;

export const emptySportsImportBatch = (): SportsImportBatch => ({
  competitions: [],
  seasons: [],
  competitionSeasons: [],
  teams: [],
  players: [],
  footballMatches: [],
  squads: [],
  transfers: [],
  tennisTournaments: [],
  tennisMatches: [],
  tennisRankings: [],
  winterDisciplines: [],
  winterRaces: [],
  winterResults: [],
  publishedWinterStandings: [],
  motorsportRaces: [],
  motorsportResults: [],
});

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export type SportsImportSummary = Record<SportsImportKind, ImportCounts>;

/** The write side the importers use (the PostgreSQL adapter implements both ports). */
export const SportsDataStore = Symbol.for('SportsDataStore');
export interface SportsDataStore {
  /**
   * Inserts new rows, updates changed ones, leaves identical ones alone — in one transaction.
   * `onProgress(done, total)` is called as rows are written (for the CLI's progress bar).
   */
  apply(batch: SportsImportBatch, options?: { onProgress?: (done: number, total: number) => void }): Promise<SportsImportSummary>;
}

export const SportsProviderList = Symbol.for('SportsProviderList');
