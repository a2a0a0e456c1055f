/**
 * What identifies a row of each import kind, so that `SportsDataStore.apply` can tell a new row
 * (inserted) from a changed one (updated) and an identical one (unchanged). Rows without an `id`
 * are identified by their natural key. Adapters may use these or their own unique constraints on
 * the same columns; the contract suite (testing/sports-data.contract.ts) checks the behaviour.
 */
import type { SportsImportBatch, SportsImportKind } from './sports.ports';

type Row<K extends SportsImportKind> = SportsImportBatch[K][number];

const KEYS: { [K in SportsImportKind]: (row: Row<K>) => string[] } = {
  competitions: (r) => [r.id],
  seasons: (r) => [r.id],
  competitionSeasons: (r) => [r.id],
  teams: (r) => [r.id],
  players: (r) => [r.id],
  footballMatches: (r) => [r.id],
  squads: (r) => [r.teamId, r.seasonId, r.playerId],
  transfers: (r) => [r.id],
  tennisTournaments: (r) => [r.id],
  tennisMatches: (r) => [r.id],
  tennisRankings: (r) => [r.association, r.rankingDate, r.playerId],
  winterDisciplines: (r) => [r.id],
  winterRaces: (r) => [r.id],
  winterResults: (r) => [r.raceId, r.athleteId],
  // a nation row has no athlete: the nation identifies it
  publishedWinterStandings: (r) => [r.seasonId, r.gender, r.disciplineId, r.kind, r.athleteId ?? r.nation],
  motorsportRaces: (r) => [r.id],
  motorsportResults: (r) => [r.raceId, r.session, r.driverId],
};

/** Write order: referenced rows before the rows that reference them. */
export const SPORTS_IMPORT_KINDS: readonly SportsImportKind[] = [
  'seasons',
  'competitions',
  'competitionSeasons',
  'teams',
  'players',
  'footballMatches',
  'squads',
  'transfers',
  'tennisTournaments',
  'tennisMatches',
  'tennisRankings',
  'winterDisciplines',
  'winterRaces',
  'winterResults',
  'publishedWinterStandings',
  'motorsportRaces',
  'motorsportResults',
];

/** The key columns of a row, e.g. `['ATP', '2024-10-28', 'atp:104925']` for a ranking entry. */
export const sportsRowKeyParts = <K extends SportsImportKind>(kind: K, row: Row<K>): string[] =>
  (KEYS[kind] as (row: Row<K>) => string[])(row);

/** One string per row identity (parts joined by a separator no id contains). */
export const sportsRowKey = <K extends SportsImportKind>(kind: K, row: Row<K>): string => sportsRowKeyParts(kind, row).join('\u241f');
