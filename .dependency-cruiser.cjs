/**
 * The dependency rule of ARCHITECTURE.md, checked in `npm test`:
 * core is framework- and I/O-free; inversify only in the server composition root;
 * @reach/router only in the client shell; widgets never reach into adapters.
 */
const TEST_FILE = '(\\.test\\.tsx?$|\\.contract\\.ts$|/testing/)';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment:
        'core holds the model and rules: no framework, no library but pure arithmetic: date-fns, date-fns-tz (CET/CEST for sports) and diff (site-monitor changes), ADR 0008, no Node I/O',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST_FILE },
      to: { pathNot: ['^core/', 'node_modules/(date-fns|date-fns-tz|diff)/'] },
    },
    {
      name: 'core-tests-use-only-test-tools',
      severity: 'error',
      from: { path: '^core/.*' + TEST_FILE },
      to: { pathNot: ['^core/', 'node_modules/(@jest/globals|fast-check|date-fns|date-fns-tz|diff)/'] },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'inversify-only-in-server-root',
      comment: 'core and adapters bind as plain classes; only app-shell/server knows the container',
      severity: 'error',
      from: { pathNot: '^app-shell/server/' },
      to: { path: '(^|node_modules/)(inversify|reflect-metadata|@inversifyjs)(/|$)' },
    },
    {
      name: 'reach-router-only-in-client-shell',
      comment: 'widgets take linkComponent / onNavigate props instead',
      severity: 'error',
      from: { pathNot: '^app-shell/client/' },
      to: { path: '(^|node_modules/)@reach/router(/|$)' },
    },
    {
      name: 'widgets-never-import-adapters',
      severity: 'error',
      from: { path: '^web-widgets/' },
      to: { path: ['^adapters/', '^app-shell/'] },
    },
    {
      name: 'adapters-never-import-shell-or-widgets',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^app-shell/', '^web-widgets/'] },
    },
    {
      name: 'client-never-imports-server-side',
      severity: 'error',
      from: { path: '^app-shell/client/' },
      to: { path: ['^adapters/', '^app-shell/server/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(web-widgets/dist|app-shell/client/dist|app-shell/dist|\\.newsdesk)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
