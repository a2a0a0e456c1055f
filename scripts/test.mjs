// `npm test`: everything CI checks, in order, stopping at the first failure.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, steps } from './run-steps.mjs';

// Every ESM test file's module graph stays on the heap (vm modules are not released): one jest
// process over every file passed 8 GB at about 430 files. So each group of projects is a jest
// process of its own, starting from an empty heap, one after the other; 8 GB leaves room for any
// one of them to grow.
// Each group runs two workers, even on 2 cores: the test files wait on PostgreSQL, Chromium and
// child processes much of the time, so two at once halve every group's time (measured on 2
// cores: unit 342 → 148 s, adapters 515 → 258, server 630 → 350, browser 584 → 305). Every suite
// has its own database and ports, so files do not share state (jest/postgres-global-setup.ts).
const GROUPS = [
  ['unit and widget tests: core, web-widgets, app-shell client', ['core', 'web-widgets', 'app-shell-client']],
  ['integration tests on embedded PostgreSQL: adapters', ['adapters']],
  ['server tests with real processes: app-shell server', ['app-shell-server']],
  ['browser tests in Chromium', ['browser']],
];
const resultsOf = (index) => path.join(ROOT, `.newsdesk/jest-results-${index + 1}.json`);
mkdirSync(path.join(ROOT, '.newsdesk'), { recursive: true });
const jestSteps = GROUPS.map(([name, projects], index) => [
  `jest, ${name}`,
  'node',
  [
    '--experimental-vm-modules',
    '--max-old-space-size=8192',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${resultsOf(index)}`,
    '--selectProjects',
    ...projects,
    // a pattern given to `npm test -- …` may match nothing in some groups
    '--passWithNoTests',
    ...process.argv.slice(2),
  ],
]);

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
  ...jestSteps,
  ['Storybook build (a broken story fails here)', 'npm', ['run', 'build-storybook']],
]);

// One plain closing line with the counts of every jest group.
const counts = GROUPS.map((_, index) => JSON.parse(readFileSync(resultsOf(index), 'utf8')));
const total = (key) => counts.reduce((sum, summary) => sum + summary[key], 0);
console.log(`\n${total('numPassedTests')} passed, ${total('numFailedTests')} failed, ${total('numPendingTests')} skipped`);
