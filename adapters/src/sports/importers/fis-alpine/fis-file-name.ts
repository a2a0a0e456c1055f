import path from 'node:path';
import type { Gender } from '@newsdesk/core/sports/sports.types';
import { SportsImportError } from '../shared/sports-import.errors';

/** The alpine disciplines and their FIS abbreviations (the discipline ids of the model). */
export const ALPINE_DISCIPLINES = [
  { id: 'DH', name: 'Downhill', words: ['downhill'] },
  { id: 'SG', name: 'Super-G', words: ['super_g', 'super-g', 'superg', 'super_giant_slalom'] },
  { id: 'GS', name: 'Giant slalom', words: ['giant_slalom'] },
  { id: 'SL', name: 'Slalom', words: ['slalom'] },
  { id: 'AC', name: 'Alpine combined', words: ['alpine_combined', 'team_combined', 'combined'] },
  { id: 'PAR', name: 'Parallel', words: ['parallel'] },
] as const;

export type FisFile =
  | { kind: 'race'; file: string; seasonId: string; raceId: string; venue: string; gender: Gender; disciplineId: string }
  | { kind: 'standings'; file: string; seasonId: string; gender: Gender }
  | { kind: 'nations'; file: string; seasonId: string };

const GENDERS: Record<string, Gender> = { men: 'men', women: 'women', ladies: 'women', mixed: 'mixed' };

/** `2025` (the year a World Cup winter ends) → `2024-25`. */
const seasonEndingIn = (year: string) => `${Number(year) - 1}-${year.slice(2)}`;

const titleCase = (words: string) => words.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());

/**
 * The FIS-derived CSVs say what they hold in their names:
 * `fis_alpine_wc_2025_wengen_men_downhill_122808.csv` (a race: season ending 2025, venue, gender,
 * discipline, FIS race id), `fis_alpine_wc_2024_25_men_overall_standings_top91.csv`,
 * `fis_alpine_wc_2024_25_nations_cup.csv`.
 */
export const fisFileOf = (file: string): FisFile => {
  const name = path
    .basename(file)
    .replace(/\.csv$/i, '')
    .toLowerCase();
  const standings = /^fis_alpine_wc_(\d{4})_(\d{2})_(men|women|ladies)_.*standings/.exec(name);
  if (standings) return { kind: 'standings', file, seasonId: `${standings[1]}-${standings[2]}`, gender: GENDERS[standings[3]!]! };
  const nations = /^fis_alpine_wc_(\d{4})_(\d{2})_nations_cup/.exec(name);
  if (nations) return { kind: 'nations', file, seasonId: `${nations[1]}-${nations[2]}` };
  const race = /^fis_alpine_wc_(\d{4})_([a-z0-9_-]+?)_(men|women|ladies|mixed)_([a-z_-]+)_(\d+)$/.exec(name);
  if (race) {
    const discipline = ALPINE_DISCIPLINES.find((d) => (d.words as readonly string[]).includes(race[4]!));
    if (!discipline)
      throw new SportsImportError(
        `${file}: unknown discipline “${race[4]}” (known: ${ALPINE_DISCIPLINES.map((d) => d.words[0]).join(', ')}).`,
      );
    return {
      kind: 'race',
      file,
      seasonId: seasonEndingIn(race[1]!),
      raceId: race[5]!,
      venue: titleCase(race[2]!.replace(/_/g, ' ')),
      gender: GENDERS[race[3]!]!,
      disciplineId: discipline.id,
    };
  }
  throw new SportsImportError(
    `${file}: cannot tell what this file holds from its name (expected fis_alpine_wc_<year>_<venue>_<men|women>_<discipline>_<race id>.csv, fis_alpine_wc_<yyyy>_<yy>_<men|women>_…standings….csv or fis_alpine_wc_<yyyy>_<yy>_nations_cup.csv).`,
  );
};
