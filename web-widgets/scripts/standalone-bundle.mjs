// One standalone script built in memory with esbuild: shared by build-standalone.mjs (which writes
// it) and bundle-sizes.mjs (which also builds it without React, MobX and i18next to weigh the
// widget's own code). No rollup node-resolve/commonjs plugins are installed, esbuild resolves.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const WIDGETS_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const STANDALONE_DIR = join(WIDGETS_ROOT, 'dist/standalone');

/** The standalone scripts: entry, file name in dist/standalone and under /embed/. */
export const STANDALONE_BUNDLES = [
  { entry: 'src/standalone/index.ts', file: 'newsdesk-document-viewer.js' },
  { entry: 'src/standalone/sports-widget.ts', file: 'newsdesk-sports-widget.js' },
];

/**
 * Builds one script and returns its bytes. `external` names packages left out (only for
 * measuring: such a script would not run on its own).
 */
export const buildStandalone = async ({ entry, file }, { external = [] } = {}) => {
  const outFile = join(STANDALONE_DIR, file);
  const common = {
    entryPoints: [join(WIDGETS_ROOT, entry)],
    bundle: true,
    // The `source` condition picks @newsdesk/core's TypeScript, as in the library build.
    conditions: ['source', 'browser'],
    tsconfig: join(WIDGETS_ROOT, 'tsconfig.build.json'),
    jsx: 'automatic',
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    logLevel: 'warning',
    write: false,
    external,
  };

  // Pass 1 only collects the stylesheets the bundle imports, in import order (theme first, because
  // WidgetProvider imports it), as one CSS text; the JS of this pass is thrown away.
  const cssPass = await build({ ...common, outdir: STANDALONE_DIR, loader: { '.css': 'css' } });
  const css = cssPass.outputFiles.find((output) => output.path.endsWith('.css'))?.text;
  if (!css) throw new Error(`the standalone build of ${file} found no CSS: did the widget stop importing its stylesheets?`);

  // Pass 2: the real bundle. The CSS text is compiled in as a constant and injected into the
  // widget's shadow root at mount time, so the script is the only file a host page loads.
  const jsPass = await build({
    ...common,
    outfile: outFile,
    format: 'iife',
    platform: 'browser',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"', __NEWSDESK_STYLES__: JSON.stringify(css) },
  });
  const js = jsPass.outputFiles.find((output) => output.path.endsWith('.js'));
  if (!js) throw new Error(`the standalone build produced no ${file}`);
  return js.contents;
};
