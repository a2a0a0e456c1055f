import { ergastF1Importer } from './ergast-f1/ergast-f1-importer';
import { fisAlpineCsvImporter } from './fis-alpine/fis-alpine-importer';
import { newsdeskSportsJsonImporter } from './newsdesk-json/newsdesk-sports-json-importer';
import { openfootballImporter } from './openfootball/openfootball-importer';
import { sackmannTennisImporter } from './sackmann-tennis/sackmann-tennis-importer';
import { SportsImportError } from './shared/sports-import.errors';
import type { SportsImporter } from './shared/sports-importer';

/** Every format `npm run sports:import -- --format <name>` knows. */
export const SPORTS_IMPORTERS: readonly SportsImporter[] = [
  openfootballImporter,
  sackmannTennisImporter,
  ergastF1Importer,
  fisAlpineCsvImporter,
  newsdeskSportsJsonImporter,
];

export const importerFor = (format: string): SportsImporter => {
  const importer = SPORTS_IMPORTERS.find((i) => i.format === format);
  if (!importer)
    throw new SportsImportError(`Unknown format “${format}”. Known formats: ${SPORTS_IMPORTERS.map((i) => i.format).join(', ')}.`);
  return importer;
};
