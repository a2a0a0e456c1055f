// `npm test`: everything CI checks, in order, stopping at the first failure.
import { steps } from './run-steps.mjs';

const jestArgs = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', ...process.argv.slice(2)];

await steps([
  ['type-check (tsc, strict)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['dependency rule (dependency-cruiser)', 'depcruise', ['--config', '.dependency-cruiser.cjs', 'core', 'adapters', 'web-widgets/src', 'app-shell']],
  ['build widgets (rollup) and web client (vite)', 'npm', ['run', 'build']],
  ['unit, integration (embedded PostgreSQL), widget and browser tests (jest)', 'node', jestArgs],
  ['Storybook build (a broken story fails here)', 'npm', ['run', 'build-storybook']],
]);
