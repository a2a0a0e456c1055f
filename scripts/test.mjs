// `npm test`: everything CI checks, in order, stopping at the first failure.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, steps } from './run-steps.mjs';

const results = path.join(ROOT, '.newsdesk/jest-results.json');
mkdirSync(path.dirname(results), { recursive: true });
// Jest runs the files in band on 2 cores, and every ESM test file's module graph stays on the heap
// (vm modules are not released): ~250 files passed node's default 4 GB heap. 8 GB leaves room.
const jestArgs = [
  '--experimental-vm-modules',
  '--max-old-space-size=8192',
  'node_modules/jest/bin/jest.js',
  '--ci',
  '--json',
  `--outputFile=${results}`,
  ...process.argv.slice(2),
];

await steps([
  ['lockfile complete for npm ci', 'node', ['scripts/lockfile-platform-stubs.mjs', '--check']],
  ['type-check (tsc, strict)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['format and lint (biome check, ADR 0005)', 'biome', ['check', '.']],
  [
    'dependency rule (dependency-cruiser)',
    'depcruise',
    ['--config', '.dependency-cruiser.cjs', 'core', 'adapters', 'web-widgets/src', 'app-shell'],
  ],
  ['build widgets (rollup), embed scripts, web client (vite) and server (esbuild)', 'npm', ['run', 'build']],
  ['unit, integration (embedded PostgreSQL), widget and browser tests (jest)', 'node', jestArgs],
  ['Storybook build (a broken story fails here)', 'npm', ['run', 'build-storybook']],
]);

// One plain closing line with the counts of every jest project.
const summary = JSON.parse(readFileSync(results, 'utf8'));
console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped`);
