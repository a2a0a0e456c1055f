import type { Config } from 'jest';

// One jest project per workspace. TypeScript is compiled by SWC to ES modules: the whole
// repository is ESM because MikroORM 7 is ESM-only (jest runs with --experimental-vm-modules).
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2023',
        // keep `with { type: 'json' }` so Node's ESM loader accepts JSON imports
        experimental: { keepImportAttributes: true },
      },
      module: { type: 'es6' },
    },
  ],
};

const common = {
  transform,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.e2e\\.test\\.ts$'],
} satisfies Config;

const nodeProject = {
  ...common,
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
} satisfies Config;

const domProject = {
  ...common,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
} satisfies Config;

const withPostgres = {
  globalSetup: '<rootDir>/jest/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/jest/postgres-global-teardown.ts',
} satisfies Config;

const config: Config = {
  testTimeout: 30_000,
  // agenda 6 leaves timers for jobs due later after stop(); the server exits explicitly after its
  // orderly shutdown, and jest must not wait for those timers either.
  forceExit: true,
  projects: [
    { ...nodeProject, displayName: 'core', roots: ['<rootDir>/core'] },
    { ...nodeProject, ...withPostgres, displayName: 'adapters', roots: ['<rootDir>/adapters'] },
    { ...domProject, displayName: 'web-widgets', roots: ['<rootDir>/web-widgets/src', '<rootDir>/web-widgets/test'] },
    { ...nodeProject, ...withPostgres, displayName: 'app-shell-server', roots: ['<rootDir>/app-shell/server'] },
    { ...domProject, displayName: 'app-shell-client', roots: ['<rootDir>/app-shell/client'] },
    {
      ...nodeProject,
      ...withPostgres,
      displayName: 'browser',
      roots: ['<rootDir>/app-shell/e2e'],
      testPathIgnorePatterns: ['/node_modules/'],
      testMatch: ['**/*.e2e.test.ts'],
    },
  ],
};

export default config;
