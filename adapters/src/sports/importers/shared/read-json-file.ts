import { readFile } from 'node:fs/promises';
import { SportsImportError } from './sports-import.errors';

/** A JSON file's value, or a SportsImportError that says which file and why. */
export const readJsonFile = async (file: string): Promise<unknown> => {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new SportsImportError(`${file}: cannot read it (${error.code ?? error.message}).`);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SportsImportError(`${file} is not JSON: ${(error as Error).message}`);
  }
};
