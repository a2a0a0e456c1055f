import path from 'node:path';
import type { TennisAssociation } from '@newsdesk/core/sports/sports.types';

export type TennisFileKind = 'players' | 'rankings' | 'matches';

export interface TennisFile {
  file: string;
  association: TennisAssociation;
  kind: TennisFileKind;
}

// atp_players.csv, wta_rankings_current.csv.gz, atp_rankings_10s.csv, atp_matches_2024.csv, atp_matches_qual_chall_2024.csv
const NAME = /^(atp|wta)_(players|rankings_[a-z0-9]+|matches_[a-z0-9_]+)\.csv(\.gz)?$/i;

/** What a file of Jeff Sackmann's repositories holds, from its name; null for any other file. */
export const tennisFileOf = (file: string): TennisFile | null => {
  const match = NAME.exec(path.basename(file));
  if (!match) return null;
  const kind = match[2]!.toLowerCase();
  return {
    file,
    association: match[1]!.toUpperCase() as TennisAssociation,
    kind: kind === 'players' ? 'players' : kind.startsWith('rankings') ? 'rankings' : 'matches',
  };
};

/** The players file beside a rankings or matches file (`atp_players.csv` or `.csv.gz`), by name. */
export const siblingPlayersFiles = (file: TennisFile): string[] => {
  const base = path.join(path.dirname(file.file), `${file.association.toLowerCase()}_players.csv`);
  return [base, `${base}.gz`];
};
