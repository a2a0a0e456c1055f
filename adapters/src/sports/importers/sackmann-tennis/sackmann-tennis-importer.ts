import { existsSync } from 'node:fs';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type {
  Competition,
  Player,
  TennisAssociation,
  TennisMatch,
  TennisRankingEntry,
  TennisTournament,
} from '@newsdesk/core/sports/sports.types';
import { batchOf } from '../shared/import-batch';
import { filesBelow, isFolder } from '../shared/list-files';
import { readCsv } from '../shared/read-csv';
import { seasonRecord } from '../shared/season-records';
import { SportsImportError } from '../shared/sports-import.errors';
import type { SportsImporter, SportsImportOptions } from '../shared/sports-importer';
import { siblingPlayersFiles, tennisFileOf, type TennisFile } from './tennis-files';
import { matchOfRow, playerOfMatchRow, playerOfRow, rankingOfRow, tournamentOfRow } from './tennis-rows';

const TOURS: Record<TennisAssociation, string> = { ATP: 'ATP Tour', WTA: 'WTA Tour' };

const tourOf = (association: TennisAssociation): Competition => ({
  id: `sackmann:${association.toLowerCase()}`,
  sport: 'tennis',
  name: TOURS[association],
  countryCode: null,
  kind: 'tour',
  rootTopic: 'sport',
});

/** Collects what the files of one import give; players are resolved at the end. */
class TennisCollector {
  readonly tournaments = new Map<string, TennisTournament>();
  readonly matches = new Map<string, TennisMatch>();
  readonly rankings = new Map<string, TennisRankingEntry>();
  /** Players named by rankings or matches, with the match row's version as fallback. */
  readonly named = new Map<string, Player | null>();
  readonly associations = new Set<TennisAssociation>();
  skipped = 0;
  duplicates = 0;
  rows = 0;

  constructor(private readonly options: SportsImportOptions) {}

  tick(): void {
    this.rows += 1;
    if (this.rows % 5_000 === 0) this.options.onRowsRead?.(this.rows);
  }

  async rankingsFile({ file, association }: TennisFile): Promise<void> {
    this.associations.add(association);
    for await (const row of readCsv(file)) {
      this.tick();
      const entry = rankingOfRow(association, row);
      if (!entry) {
        this.skipped += 1;
        continue;
      }
      const key = `${association}|${entry.rankingDate}|${entry.playerId}`;
      const earlier = this.rankings.get(key);
      // The upstream lists carry a few players twice in one week; the better place is the real one.
      if (earlier) this.duplicates += 1;
      if (!earlier || entry.rank < earlier.rank) this.rankings.set(key, entry);
      if (!this.named.has(entry.playerId)) this.named.set(entry.playerId, null);
    }
  }

  async matchesFile({ file, association }: TennisFile): Promise<void> {
    this.associations.add(association);
    for await (const row of readCsv(file)) {
      this.tick();
      const tournament = tournamentOfRow(association, row);
      const match = matchOfRow(association, row);
      if (!tournament || !match) {
        this.skipped += 1;
        continue;
      }
      this.tournaments.set(tournament.id, tournament);
      this.matches.set(match.id, match);
      for (const side of ['winner', 'loser'] as const) {
        const player = playerOfMatchRow(association, row, side);
        if (!this.named.get(player.id)) this.named.set(player.id, player);
      }
    }
  }

  /** Every player of a players file (`all`), or only those the rankings and matches name. */
  async playersFile({ file, association }: TennisFile, all: boolean, into: Map<string, Player>): Promise<void> {
    for await (const row of readCsv(file)) {
      this.tick();
      if (!row.player_id) continue;
      const player = playerOfRow(association, row);
      if (all || this.named.has(player.id)) into.set(player.id, player);
    }
  }
}

const listFiles = async (target: string): Promise<TennisFile[]> => {
  if (await isFolder(target)) {
    const files = (await filesBelow(target, /\.csv(\.gz)?$/i)).map(tennisFileOf).filter((f): f is TennisFile => f !== null);
    if (files.length === 0)
      throw new SportsImportError(
        `${target}: no Sackmann tennis files (atp_players.csv, atp_rankings_*.csv, atp_matches_*.csv, also .gz, or the wta_ ones) below this folder.`,
      );
    return files;
  }
  const file = tennisFileOf(target);
  if (!file)
    throw new SportsImportError(
      `${target}: not a Sackmann tennis file (expected atp_/wta_ players, rankings_* or matches_* .csv or .csv.gz).`,
    );
  return [file];
};

/**
 * Jeff Sackmann's tennis CSVs. A players file on its own brings every player in it; with
 * rankings or matches, only the players they name, taken from the players file in the same
 * import or beside the file (match rows are the fallback: they carry name, hand, height and
 * country but no birthday).
 */
export const readSackmannTennis = async (target: string, options: SportsImportOptions): Promise<SportsImportBatch> => {
  const files = await listFiles(target);
  const collect = new TennisCollector(options);
  for (const file of files.filter((f) => f.kind === 'rankings')) await collect.rankingsFile(file);
  for (const file of files.filter((f) => f.kind === 'matches')) await collect.matchesFile(file);

  const onlyPlayers = files.every((f) => f.kind === 'players');
  const playersFiles = new Map(files.filter((f) => f.kind === 'players').map((f) => [f.association, f]));
  for (const file of files.filter((f) => f.kind !== 'players')) {
    if (playersFiles.has(file.association)) continue;
    const sibling = siblingPlayersFiles(file).find((candidate) => existsSync(candidate));
    if (sibling) playersFiles.set(file.association, { file: sibling, association: file.association, kind: 'players' });
  }
  const players = new Map<string, Player>();
  for (const file of playersFiles.values()) {
    collect.associations.add(file.association);
    await collect.playersFile(file, onlyPlayers, players);
  }
  for (const [id, fallback] of collect.named) if (!players.has(id) && fallback) players.set(id, fallback);
  const unnamed = [...collect.named.keys()].filter((id) => !players.has(id));
  for (const id of unnamed)
    players.set(id, {
      id,
      sport: 'tennis',
      name: `#${id.split(':').pop()}`,
      firstName: null,
      lastName: null,
      nationality: null,
      birthDate: null,
      hand: null,
      heightCm: null,
      teamId: null,
      position: null,
      number: null,
    });

  options.onRowsRead?.(collect.rows);
  if (collect.duplicates)
    options.onNote?.(`${collect.duplicates} ranking rows named a player already on the same list; the better place was kept.`);
  if (collect.skipped) options.onNote?.(`${collect.skipped} rows without the needed ids or dates were skipped.`);
  if (unnamed.length) options.onNote?.(`${unnamed.length} players are named only by their id (no players file beside the rankings).`);

  const seasons = new Set([...collect.tournaments.values()].map((t) => t.seasonId));
  for (const entry of collect.rankings.values()) seasons.add(entry.rankingDate.slice(0, 4));
  return batchOf({
    competitions: [...collect.associations].sort().map(tourOf),
    seasons: [...seasons].sort().map(seasonRecord),
    players: [...players.values()],
    tennisTournaments: [...collect.tournaments.values()],
    tennisMatches: [...collect.matches.values()],
    tennisRankings: [...collect.rankings.values()],
  });
};

export const sackmannTennisImporter: SportsImporter = {
  format: 'sackmann-tennis',
  description:
    "Jeff Sackmann's tennis CSVs: a folder (tennis/atp, tennis/wta) or one atp_/wta_ players, rankings_* or matches_* file (.csv or .csv.gz)",
  read: readSackmannTennis,
};
