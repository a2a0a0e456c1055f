/**
 * The use cases behind every statistics route (spec §7), as one interface: the HTTP routes call
 * it, `SportsStatistics` (./sports-statistics.ts) implements it over the providers. Queries are
 * already validated by the route's zod schema; `serviceProvider` picks the provider (unknown →
 * sports.unknown_provider). Pages are 1-based.
 */
import type { Gender, MatchStatus, Sport, TennisAssociation } from './sports.types';
import type {
  ChampionshipsView,
  CompetitionSeasonsView,
  CompetitionsView,
  FootballStandingsView,
  MatchesPage,
  MotorsportRacesView,
  MotorsportRankingView,
  MotorsportResultsView,
  PlayerProfileView,
  ResultsView,
  SportsLookupView,
  SportsSearchView,
  TeamProfileView,
  TennisRankingView,
  TennisToursView,
  WinterDisciplinesView,
  WinterStandingsView,
} from './sports.views';

export interface ProviderQuery {
  serviceProvider: string;
  rootTopic?: string;
}

/** Which football matches a page of fixtures or results lists, and in which order. */
export interface MatchesQuery {
  competitionId?: string;
  competitionSeasonId?: string;
  seasonId?: string;
  teamId?: string;
  status?: MatchStatus;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

export interface SportsStatisticsUseCases {
  competitions(q: ProviderQuery & { sport?: Sport; countryCode?: string; seasonId?: string }): Promise<CompetitionsView>;
  /** id = competition id. */
  competitionSeasons(q: ProviderQuery & { id: string }): Promise<CompetitionSeasonsView>;
  matches(q: ProviderQuery & MatchesQuery): Promise<MatchesPage>;
  /** id = competition id (latest season unless seasonId) or a competition season id. */
  standings(q: ProviderQuery & { id: string; seasonId?: string }): Promise<FootballStandingsView>;
  /** Football: competitionSeasonId. Winter sport: disciplineId (+ seasonId, gender, raceId). */
  results(
    q: ProviderQuery & { competitionSeasonId?: string; disciplineId?: string; seasonId?: string; gender?: Gender; raceId?: string },
  ): Promise<ResultsView>;
  team(q: ProviderQuery & { id: string }): Promise<TeamProfileView>;
  player(q: ProviderQuery & { id: string }): Promise<PlayerProfileView>;
  tennisTours(q: ProviderQuery & { associationName: TennisAssociation; seasonId?: string }): Promise<TennisToursView>;
  /** Latest ranking list unless rankingDate. */
  tennisStandings(
    q: ProviderQuery & { associationName: TennisAssociation; rankingDate?: string; page: number; limit: number },
  ): Promise<TennisRankingView>;
  championships(q: ProviderQuery & { seasonId?: string; competitionId?: string }): Promise<ChampionshipsView>;
  winterDisciplines(q: ProviderQuery): Promise<WinterDisciplinesView>;
  /** Latest season unless seasonId; disciplineId `ALL` = overall. */
  winterStandings(
    q: ProviderQuery & { seasonId?: string; gender: Gender; disciplineId: string; kind: 'athlete' | 'nation' },
  ): Promise<WinterStandingsView>;
  /** Latest season unless seasonId. */
  motorsportRaces(q: ProviderQuery & { seasonId?: string }): Promise<MotorsportRacesView>;
  motorsportResults(q: ProviderQuery & { raceId: string }): Promise<MotorsportResultsView>;
  /** Latest season unless seasonId; after the last race with results unless afterRound. */
  motorsportRanking(
    q: ProviderQuery & { entityType: 'driver' | 'team'; seasonId?: string; afterRound?: number },
  ): Promise<MotorsportRankingView>;
  search(q: ProviderQuery & { query: string; limit: number }): Promise<SportsSearchView>;
  /** The entity names of a document that are one team or player each (ADR 0030). */
  lookup(q: ProviderQuery & { names: string[] }): Promise<SportsLookupView>;
}
