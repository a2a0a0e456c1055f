/**
 * Country codes the open formats spell differently: FIFA/IOC three-letter codes (football's
 * `(ENG)`, FIS `SUI`, tennis `SUI`) and Ergast demonyms (`Dutch`). The model keeps players'
 * nationality as a three-letter code and teams' and competitions' country as ISO 3166-1 alpha-2.
 */
const COUNTRIES: readonly (readonly [alpha3: string, alpha2: string, demonym: string])[] = [
  ['ARG', 'AR', 'Argentinian'],
  ['AUS', 'AU', 'Australian'],
  ['AUT', 'AT', 'Austrian'],
  ['BEL', 'BE', 'Belgian'],
  ['BRA', 'BR', 'Brazilian'],
  ['BUL', 'BG', 'Bulgarian'],
  ['CAN', 'CA', 'Canadian'],
  ['CHN', 'CN', 'Chinese'],
  ['CRO', 'HR', 'Croatian'],
  ['CZE', 'CZ', 'Czech'],
  ['DEN', 'DK', 'Danish'],
  ['ENG', 'GB', 'English'],
  ['ESP', 'ES', 'Spanish'],
  ['FIN', 'FI', 'Finnish'],
  ['FRA', 'FR', 'French'],
  ['GBR', 'GB', 'British'],
  ['GER', 'DE', 'German'],
  ['GRE', 'GR', 'Greek'],
  ['ITA', 'IT', 'Italian'],
  ['JPN', 'JP', 'Japanese'],
  ['MCO', 'MC', 'Monegasque'],
  ['MEX', 'MX', 'Mexican'],
  ['NED', 'NL', 'Dutch'],
  ['NOR', 'NO', 'Norwegian'],
  ['NZL', 'NZ', 'New Zealander'],
  ['POL', 'PL', 'Polish'],
  ['POR', 'PT', 'Portuguese'],
  ['RUS', 'RU', 'Russian'],
  ['SCO', 'GB', 'Scottish'],
  ['SLO', 'SI', 'Slovenian'],
  ['SRB', 'RS', 'Serbian'],
  ['SUI', 'CH', 'Swiss'],
  ['SVK', 'SK', 'Slovak'],
  ['SWE', 'SE', 'Swedish'],
  ['THA', 'TH', 'Thai'],
  ['TUR', 'TR', 'Turkish'],
  ['UKR', 'UA', 'Ukrainian'],
  ['USA', 'US', 'American'],
];

const byAlpha3 = new Map(COUNTRIES.map(([alpha3, alpha2]) => [alpha3, alpha2]));
const byDemonym = new Map(COUNTRIES.map(([alpha3, alpha2, demonym]) => [demonym.toLowerCase(), { alpha3, alpha2 }]));
// Monaco's IOC code is MON; the UEFA files write MCO. Both mean Monaco.
byAlpha3.set('MON', 'MC');

/** `ENG` → `GB`, `SUI` → `CH`; null when the code is unknown. */
export const alpha2OfCode = (code: string | null | undefined): string | null =>
  code ? (byAlpha3.get(code.trim().toUpperCase()) ?? null) : null;

/** Ergast's `Dutch` → `NED`; an unknown demonym is kept as written (better than nothing). */
export const codeOfDemonym = (demonym: string | null): string | null => {
  const clean = demonym?.trim();
  if (!clean) return null;
  return byDemonym.get(clean.toLowerCase())?.alpha3 ?? clean;
};

/** Ergast's `Austrian` → `AT`; null when unknown. */
export const alpha2OfDemonym = (demonym: string | null): string | null => {
  const clean = demonym?.trim();
  return clean ? (byDemonym.get(clean.toLowerCase())?.alpha2 ?? null) : null;
};
