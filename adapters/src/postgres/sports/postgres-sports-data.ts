import type { MikroORM } from '@mikro-orm/postgresql';
import {
  LOCAL_SPORTS_PROVIDER,
  type FootballMatchQuery,
  type SportsDataProvider,
  type SportsDataStore,
  type SportsImportBatch,
  type SportsImportSummary,
} from '@newsdesk/core/sports/sports.ports';
import type { Gender, Sport, TennisAssociation } from '@newsdesk/core/sports/sports.types';
import * as football from './football-readers';
import * as motorsport from './motorsport-readers';
import * as shared from './sport-readers';
import { applySportsBatch } from './sports-data-writer';
import { teamsAndPlayersNamed } from './sports-names';
import { searchTeamsAndPlayers } from './sports-search';
import { sqlOf, type Sql } from './sports-sql';
import * as tennis from './tennis-readers';
import * as wintersport from './wintersport-readers';

/**
 * The provider `newsdesk` (ADR 0008): what the importers wrote, read back for core. Both ports in
 * one class because they share the tables; the queries live in one file per sport. Reads run
 * outside any transaction on a fresh fork, like the other Postgres adapters.
 */
export class PostgresSportsData implements SportsDataProvider, SportsDataStore {
  readonly serviceProvider = LOCAL_SPORTS_PROVIDER;

  constructor(private readonly orm: MikroORM) {}

  private get sql(): Sql {
    return sqlOf(this.orm.em.fork());
  }

  apply(batch: SportsImportBatch, options: { onProgress?: (done: number, total: number) => void } = {}): Promise<SportsImportSummary> {
    return applySportsBatch(this.orm, batch, options.onProgress);
  }

  competitions(filter: { sport?: Sport; countryCode?: string; seasonId?: string; rootTopic?: string }) {
    return shared.competitions(this.sql, filter);
  }
  competition(id: string) {
    return shared.competition(this.sql, id);
  }
  seasons(ids: string[]) {
    return shared.seasons(this.sql, ids);
  }
  competitionSeasons(filter: { competitionId?: string; ids?: string[] }) {
    return shared.competitionSeasons(this.sql, filter);
  }
  teams(ids: string[]) {
    return shared.teams(this.sql, ids);
  }
  players(ids: string[]) {
    return shared.players(this.sql, ids);
  }
  searchTeamsAndPlayers(query: string, limit: number) {
    return searchTeamsAndPlayers(this.sql, query, limit);
  }
  teamsAndPlayersNamed(names: string[], perName: number) {
    return teamsAndPlayersNamed(this.sql, names, perName);
  }

  footballMatches(query: FootballMatchQuery) {
    return football.footballMatches(this.sql, query);
  }
  allFootballMatches(competitionSeasonId: string) {
    return football.allFootballMatches(this.sql, competitionSeasonId);
  }
  competitionSeasonsOfTeam(teamId: string) {
    return shared.competitionSeasonsOfTeam(this.sql, teamId);
  }
  squad(teamId: string, seasonId?: string) {
    return football.squad(this.sql, teamId, seasonId);
  }
  transfers(filter: { teamId?: string; playerId?: string }) {
    return football.transfers(this.sql, filter);
  }

  tennisTournaments(filter: { association: TennisAssociation; seasonId?: string }) {
    return tennis.tennisTournaments(this.sql, filter);
  }
  tennisMatches(filter: { tournamentIds?: string[]; playerId?: string; limit?: number }) {
    return tennis.tennisMatches(this.sql, filter);
  }
  tennisRankingDates(association: TennisAssociation) {
    return tennis.tennisRankingDates(this.sql, association);
  }
  tennisRanking(filter: { association: TennisAssociation; rankingDate: string; offset: number; limit: number }) {
    return tennis.tennisRanking(this.sql, filter);
  }
  tennisRankingOf(association: TennisAssociation, rankingDate: string, playerIds: string[]) {
    return tennis.tennisRankingOf(this.sql, association, rankingDate, playerIds);
  }

  winterDisciplines() {
    return wintersport.winterDisciplines(this.sql);
  }
  winterRaces(filter: { seasonId?: string; disciplineId?: string; gender?: Gender; ids?: string[] }) {
    return wintersport.winterRaces(this.sql, filter);
  }
  winterRaceResults(raceIds: string[]) {
    return wintersport.winterRaceResults(this.sql, raceIds);
  }
  publishedWinterStandings(filter: { seasonId: string; gender: Gender; disciplineId: string; kind: 'athlete' | 'nation' }) {
    return wintersport.publishedWinterStandings(this.sql, filter);
  }

  motorsportRaces(filter: { seasonId?: string; ids?: string[] }) {
    return motorsport.motorsportRaces(this.sql, filter);
  }
  motorsportResults(filter: { raceIds: string[] }) {
    return motorsport.motorsportResults(this.sql, filter);
  }
  motorsportSeasons() {
    return motorsport.motorsportSeasons(this.sql);
  }
}
