// `npm run build:server`: the compiled server and CLIs a production install runs with production
// dependencies only (docs/decisions/0010-production-build.md). esbuild bundles the workspace code
// (@newsdesk/*, TypeScript) into ES modules under app-shell/dist/server; every npm package stays an
// import that Node resolves at run time from node_modules, so each must be a production dependency
// of some workspace — checked below, because `npm ci --omit=dev` installs nothing else.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './run-steps.mjs';

export const SERVER_OUT_DIR = path.join(ROOT, 'app-shell/dist/server');

// One flat folder: entry points and shared chunks side by side, so a relative import of a nested
// package (below) reads the same from every output file.
const ENTRY_POINTS = {
  serve: 'app-shell/server/serve.ts',
  'user-create': 'app-shell/server/cli/user-create.ts',
  ingest: 'app-shell/server/cli/ingest.ts',
  'sports-import': 'app-shell/server/cli/sports-import.ts',
};

const WORKSPACES = ['.', 'core', 'adapters', 'web-widgets', 'app-shell'];

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
export const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** Packages `npm ci --omit=dev` installs: every workspace's dependencies (and optional ones). */
const productionPackages = () => {
  const names = new Set();
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'optionalDependencies']) {
      for (const name of Object.keys(manifest[field] ?? {})) names.add(name);
    }
  }
  return names;
};

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/**
 * Workspace code is bundled; every other bare import (npm packages, Node built-ins) stays external.
 * Node resolves an external import from the bundle's folder, not from the workspace that wrote it,
 * and npm nests a package inside a workspace when the root holds another version of it (jsdom 31
 * for adapters under adapters/node_modules, while jest's jsdom 26 sits at the root and is absent
 * from a production install). Such imports point at the workspace's own copy by a relative path;
 * the layout is package-lock.json's, which `npm ci --omit=dev` reproduces (ADR 0010).
 */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolvingExternal || args.path.startsWith('@newsdesk/') || path.isAbsolute(args.path)) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const resolveFrom = (resolveDir) =>
        esbuild.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { resolvingExternal: true } });
      const wanted = await resolveFrom(args.resolveDir);
      if (wanted.errors.length > 0) return { errors: wanted.errors };
      const fromBundle = await resolveFrom(SERVER_OUT_DIR);
      if (fromBundle.errors.length === 0 && fromBundle.path === wanted.path) return { path: args.path, external: true };
      const relative = path.relative(SERVER_OUT_DIR, wanted.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

export const buildServer = async () => {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: SERVER_OUT_DIR,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22.17',
    // The workspaces' `source` condition points @newsdesk/* at their TypeScript, as tsx and jest do.
    conditions: ['source'],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [keepPackagesExternal],
    sourcemap: true,
    // Class and function names stay as written: logs and errors name them.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
  });

  const allowed = productionPackages();
  const missing = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || isBuiltin(imported.path)) continue;
      // A nested package's relative path names it after its last node_modules/.
      const name = packageName(imported.path.startsWith('.') ? imported.path.split('node_modules/').pop() : imported.path);
      if (!allowed.has(name)) missing.set(name, path.relative(ROOT, file));
    }
  }
  if (missing.size > 0) {
    const lines = [...missing].map(([name, file]) => `  ${name} (imported by ${file})`);
    throw new Error(
      `The compiled server imports packages that no workspace lists in "dependencies", so a production install (npm ci --omit=dev) would lack them:\n${lines.join('\n')}\nMove each to the "dependencies" of the workspace that imports it.`,
    );
  }
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + result.metafile.outputs[f].bytes, 0);
  console.log(`compiled server: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${path.relative(ROOT, SERVER_OUT_DIR)}`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
