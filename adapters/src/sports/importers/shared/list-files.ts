import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SportsImportError } from './sports-import.errors';

/** Whether the target is a folder; a SportsImportError when it does not exist. */
export const isFolder = async (target: string): Promise<boolean> => {
  const info = await stat(target).catch(() => null);
  if (!info) throw new SportsImportError(`${target}: no such file or folder.`);
  return info.isDirectory();
};

/** Files below a folder (recursively) whose name matches, in sorted order (so merges are repeatable). */
export const filesBelow = async (folder: string, name: RegExp): Promise<string[]> => {
  const found: string[] = [];
  for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesBelow(full, name)));
    else if (name.test(entry.name)) found.push(full);
  }
  return found;
};
