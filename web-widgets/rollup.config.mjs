// Library build of @newsdesk/web-widgets: minified ESM with preserved modules, one entry per widget
// folder, all CSS in dist/styles.css, and .d.ts files that do not need @newsdesk/core.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import ts from 'typescript';
import { KIT_ENTRIES, WIDGET_ENTRIES } from './scripts/package-entries.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, 'src');
const distDir = join(here, 'dist');
const coreSrcDir = resolve(here, '../core/src');
const posix = (path) => path.split(sep).join('/');

const widgets = [...KIT_ENTRIES, ...WIDGET_ENTRIES];

// Peers of the host page. @newsdesk/core is deliberately absent: consumers do not have it,
// so its browser-safe modules are bundled into dist/_core.
const peers = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next'];
// The package's own dependencies stay imports too (the consumer's bundler resolves them).
const dependencies = ['@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities', 'uplot'];
const external = (id) => [...peers, ...dependencies].some((name) => id === name || id.startsWith(`${name}/`));

/** Resolves @newsdesk/core/* through core's own package.json "exports" (no node-resolve plugin). */
const core = () => ({
  name: 'newsdesk-core',
  resolveId(source) {
    return source.startsWith('@newsdesk/core/') ? fileURLToPath(import.meta.resolve(source)) : null;
  },
});

/** Locale JSON imported by i18n/bundled-resources: JSON is a valid JS expression. */
const json = () => ({
  name: 'newsdesk-json',
  transform(code, id) {
    return id.endsWith('.json') ? { code: `export default ${code.trim()};`, map: { mappings: '' } } : null;
  },
});

/**
 * Components import their plain .css files. Here each import becomes an empty module without
 * side effects, so it vanishes from the JS, and the stylesheets are written once, theme first.
 */
const styles = () => {
  const css = new Map();
  return {
    name: 'newsdesk-styles',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      css.set(id, code);
      return { code: 'export {};', map: { mappings: '' }, moduleSideEffects: false };
    },
    generateBundle() {
      const ordered = [...css.keys()].sort((a, b) => Number(b.includes(`${sep}theme${sep}`)) - Number(a.includes(`${sep}theme${sep}`)));
      const source = ordered.map((id) => `/* ${posix(relative(srcDir, id))} */\n${css.get(id).trim()}\n`).join('\n');
      this.emitFile({ type: 'asset', fileName: 'styles.css', source });
    },
  };
};

/** Where a bundled module lands: src/x → x, core/src/x → _core/x, locales/x → _locales/x. */
const outputName = (id) => {
  if (id.startsWith(srcDir + sep)) return posix(relative(srcDir, id));
  if (id.startsWith(coreSrcDir + sep)) return `_core/${posix(relative(coreSrcDir, id))}`;
  return `_${posix(relative(here, id))}`;
};

/**
 * Declarations from tsconfig.build.json. Core's types are emitted into dist/_core and the
 * `@newsdesk/core/...` specifiers rewritten to relative paths, so the .d.ts files stand alone.
 */
const declarations = () => ({
  name: 'newsdesk-declarations',
  writeBundle() {
    const configPath = join(here, 'tsconfig.build.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!parsed) throw new Error('cannot read tsconfig.build.json');
    const tmpOut = join(here, '.declarations');
    // rootDir is widened to the repository so that core's files may take part in the emit.
    const options = { ...parsed.options, rootDir: resolve(here, '..'), outDir: tmpOut };
    // Core is reached through node_modules, and TypeScript never emits such files; naming them
    // as root files in a second program makes their declarations part of the output.
    const first = ts.createProgram({ rootNames: parsed.fileNames, options });
    const coreFiles = first
      .getSourceFiles()
      .map((file) => resolve(file.fileName))
      .filter((file) => file.startsWith(coreSrcDir + sep));
    const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...coreFiles], options, oldProgram: first });
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
    if (diagnostics.length > 0) {
      const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => here, getNewLine: () => '\n' };
      this.error(ts.formatDiagnostics(diagnostics, host));
    }
    program.emit(
      undefined,
      (fileName, text) => {
        const fromRoot = posix(relative(tmpOut, fileName));
        const target = fromRoot.startsWith('web-widgets/src/')
          ? join(distDir, fromRoot.slice('web-widgets/src/'.length))
          : fromRoot.startsWith('core/src/')
            ? join(distDir, '_core', fromRoot.slice('core/src/'.length))
            : null;
        if (target === null) return;
        const rewritten = text
          // Stylesheets are in dist/styles.css; a side-effect import of one would dangle.
          .replace(/^import ['"][^'"]+\.css['"];\n/gm, '')
          .replace(/(["'])@newsdesk\/core\/([^"']+)\1/g, (_match, quote, path) => {
            const to = posix(relative(dirname(target), join(distDir, '_core', path)));
            return `${quote}${to.startsWith('.') ? to : `./${to}`}${quote}`;
          });
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, rewritten);
      },
      undefined,
      true,
    );
  },
});

export default {
  input: Object.fromEntries(widgets.map((widget) => [`${widget}/index`, join(srcDir, widget, 'index.ts')])),
  external,
  // Only CSS imports have side effects; everything else may be tree-shaken by the host's bundler.
  treeshake: { moduleSideEffects: (id) => id.endsWith('.css') },
  plugins: [
    core(),
    json(),
    styles(),
    // Minified by esbuild, the compiler already in this build and in the standalone scripts (ADR 0017):
    // per module, so preserveModules and the host's tree-shaking keep working.
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(here, 'tsconfig.build.json'), minify: true }),
    declarations(),
  ],
  output: {
    dir: distDir,
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: (chunk) => `${outputName(chunk.facadeModuleId ?? chunk.name).replace(/\.tsx?$/, '')}.js`,
    // No source maps: they would ship every source file inside the package (sourcesContent), and
    // the host's bundler re-minifies anyway; in this repository the `source` condition debugs the
    // TypeScript itself (ADR 0017).
    sourcemap: false,
  },
};
