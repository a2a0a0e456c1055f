import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const isNewsdeskRoot = (folder: string): boolean => {
  const manifest = path.join(folder, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    const { workspaces } = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
    return Array.isArray(workspaces) && workspaces.includes('app-shell');
  } catch {
    return false;
  }
};

/**
 * The folder of the root package.json (the checkout, or a production install of it), found by
 * walking up from `from`. The code runs from its sources (app-shell/server, tsx and jest) and from
 * the compiled bundle (app-shell/dist/server and its chunks/), at different depths, so a fixed
 * `../..` cannot serve both (docs/decisions/0010-production-build.md).
 */
export const findInstallRoot = (from: string): string => {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    if (isNewsdeskRoot(folder)) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No Newsdesk package.json (with the app-shell workspace) above ${from}.`);
  }
};
