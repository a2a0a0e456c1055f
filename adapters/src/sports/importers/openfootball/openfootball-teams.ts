import { alpha2OfCode } from '../shared/nationalities';
import { slugify } from '../shared/slug';

/**
 * football.json spells a club differently from file to file: the Champions League adds the
 * country (`Arsenal FC (ENG)`), the 2019-20 CL and the 2022-23 Ligue 1 use short names. One club
 * must have one id, so names are normalised: country suffix off, known variants to the name the
 * current league files use, and the id built without the FC/CF/AFC that some variants drop.
 */
const CANONICAL_NAMES: Record<string, string> = {
  'AS Monaco': 'AS Monaco FC',
  Atalanta: 'Atalanta BC',
  'Atlético Madrid': 'Club Atlético de Madrid',
  'Bayer Leverkusen': 'Bayer 04 Leverkusen',
  'Bayern München': 'FC Bayern München',
  'Crvena Zvezda': 'FK Crvena Zvezda',
  'Dinamo Zagreb': 'GNK Dinamo Zagreb',
  Inter: 'FC Internazionale Milano',
  Juventus: 'Juventus FC',
  'Manchester City': 'Manchester City FC',
  'Olympique Marseille': 'Olympique de Marseille',
  'Paris Saint-Germain': 'Paris Saint-Germain FC',
  'RB Salzburg': 'FC Red Bull Salzburg',
  'RC Lens': 'Racing Club de Lens',
  'RC Strasbourg': 'RC Strasbourg Alsace',
  'Real Madrid': 'Real Madrid CF',
  'SL Benfica': 'Sport Lisboa e Benfica',
  'Shakhtar Donetsk': 'FK Shakhtar Donetsk',
  'Stade Rennais': 'Stade Rennais FC 1901',
  'Tottenham Hotspur': 'Tottenham Hotspur FC',
};

/** Monaco plays in Ligue 1 but is not in France. */
const COUNTRY_OF_CLUB: Record<string, string> = { 'as-monaco': 'MC' };

const COUNTRY_SUFFIX = /\s+\(([A-Z]{3})\)$/;
const CLUB_WORDS = new Set(['fc', 'cf', 'afc']);

export interface OpenfootballTeamName {
  /** The slug in `openfootball:team:<slug>`. */
  slug: string;
  name: string;
  /** Without the club-form words (FC, CF, AFC), null when that is the name. */
  shortName: string | null;
  /** From the CL suffix (`ENG` → GB); null in league files. */
  countryCode: string | null;
}

const withoutClubWords = (name: string): string => {
  const words = name.split(/\s+/);
  while (words.length > 1 && CLUB_WORDS.has(words[0]!.toLowerCase())) words.shift();
  while (words.length > 1 && CLUB_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
  return words.join(' ');
};

export const normaliseTeamName = (raw: string): OpenfootballTeamName => {
  const trimmed = raw.trim();
  const suffix = COUNTRY_SUFFIX.exec(trimmed);
  const bare = trimmed.replace(COUNTRY_SUFFIX, '');
  const name = CANONICAL_NAMES[bare] ?? bare;
  const short = withoutClubWords(name);
  const slug = slugify(short);
  return { slug, name, shortName: short === name ? null : short, countryCode: COUNTRY_OF_CLUB[slug] ?? alpha2OfCode(suffix?.[1]) };
};

export const teamIdOf = (slug: string): string => `openfootball:team:${slug}`;

/** The country of a club: its own where known, else the league's. */
export const clubCountry = (team: OpenfootballTeamName, leagueCountry: string | null): string | null =>
  COUNTRY_OF_CLUB[team.slug] ?? team.countryCode ?? leagueCountry;
