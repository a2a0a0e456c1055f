// What the production start and the CLI launcher check before running anything: a Node new enough
// for MikroORM 7, and (without the development tools) the compiled server. Each failure is one
// sentence saying what to do, never a stack trace (docs/decisions/0010-production-build.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run-steps.mjs';

export const COMPILED_SERVER_DIR = path.join(ROOT, 'app-shell/dist/server');
export const MINIMUM_NODE = '22.17.0';

/** True when `version` (e.g. `20.20.2`) is at least `minimum`. */
export const nodeAtLeast = (version, minimum = MINIMUM_NODE) => {
  const [a, b] = [version, minimum].map((v) => v.replace(/^v/, '').split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

export const exitWith = (sentence) => {
  console.error(sentence);
  process.exit(1);
};

export const requireModernNode = () => {
  if (nodeAtLeast(process.versions.node)) return;
  exitWith(
    `Newsdesk needs Node ${MINIMUM_NODE} or newer (MikroORM 7), but this is Node ${process.versions.node} (${process.execPath}). ` +
      'Run it through npm (`npm run start:production`), which uses the Node 24 that `npm ci --omit=dev` installs on Linux x64 (node_modules/.bin/node), or install Node 24 yourself.',
  );
};

/** tsx and vite come with the development dependencies only (`npm install`, not `--omit=dev`). */
export const developmentToolsInstalled = () =>
  ['tsx', 'vite'].every((name) => existsSync(path.join(ROOT, 'node_modules', name, 'package.json')));

/** The compiled file (e.g. `serve.js`, `cli/ingest.js`), or a sentence saying how to get it. */
export const requireCompiled = (file) => {
  const full = path.join(COMPILED_SERVER_DIR, file);
  if (existsSync(full)) return full;
  const missing = path.relative(ROOT, full);
  return exitWith(
    developmentToolsInstalled()
      ? `The compiled server is not built (${missing} is missing): run \`npm run build\` first.`
      : `The compiled server is not built (${missing} is missing), and this install has only the production dependencies, which cannot build it. ` +
          'Build it where the development dependencies are installed (`npm ci && npm run build`) and bring app-shell/dist, app-shell/client/dist and web-widgets/dist here ' +
          '(`npm run assemble:production -- <folder>` gathers a whole install), or run `npm install` for development; docs/operations.md, "Run in production", has the steps.',
  );
};
