import path from 'node:path';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { mergeBatches } from '../shared/import-batch';
import { filesBelow, isFolder } from '../shared/list-files';
import { readJsonFile } from '../shared/read-json-file';
import { SportsImportError } from '../shared/sports-import.errors';
import type { SportsImporter } from '../shared/sports-importer';
import { parseOrExplain } from '../shared/zod-issues';
import { OPENFOOTBALL_COMPETITIONS } from './openfootball-competitions';
import { parseOpenfootballSeason } from './openfootball-season';
import { openfootballFileSchema } from './openfootball.schema';

const SEASON_FOLDER = /^(\d{4})-(\d{2})$/;
const SEASON_IN_NAME = /(\d{4})\/(\d{2})\b/;

/**
 * openfootball lays files out as `<season>/<code>.json` (`2024-25/en.1.json`): the code says the
 * competition, the folder the season; the file's own name (`… 2024/25`) backs the folder up.
 */
const seasonOf = (file: string, name: string): string => {
  const folder = path.basename(path.dirname(file));
  if (SEASON_FOLDER.test(folder)) return folder;
  const inName = SEASON_IN_NAME.exec(name);
  if (inName) return `${inName[1]}-${inName[2]}`;
  throw new SportsImportError(`${file}: cannot tell the season (put the file in a folder named like 2024-25).`);
};

export const readOpenfootballFile = async (file: string): Promise<SportsImportBatch> => {
  const code = path.basename(file).replace(/\.json$/i, '');
  const competition = OPENFOOTBALL_COMPETITIONS[code];
  if (!competition)
    throw new SportsImportError(
      `${file}: unknown competition code “${code}” (known: ${Object.keys(OPENFOOTBALL_COMPETITIONS).join(', ')}).`,
    );
  const content = parseOrExplain(openfootballFileSchema, await readJsonFile(file), file);
  return parseOpenfootballSeason(content, competition, seasonOf(file, content.name), file);
};

export const openfootballImporter: SportsImporter = {
  format: 'openfootball',
  description: 'football.json league/cup file (<season>/<code>.json: en.1 de.1 fr.1 it.1 es.1 uefa.cl) or a folder of them',
  async read(target) {
    if (!(await isFolder(target))) return readOpenfootballFile(target);
    const codes = new Set(Object.keys(OPENFOOTBALL_COMPETITIONS));
    const files = (await filesBelow(target, /\.json$/i)).filter((file) => codes.has(path.basename(file).replace(/\.json$/i, '')));
    if (files.length === 0)
      throw new SportsImportError(
        `${target}: no football.json files (${[...codes].map((c) => `${c}.json`).join(', ')}) below this folder.`,
      );
    const batches: SportsImportBatch[] = [];
    for (const file of files) batches.push(await readOpenfootballFile(file));
    return mergeBatches(batches);
  },
};
