// Standalone builds for pages without a bundler or React of their own: each is one minified IIFE
// with React, MobX, i18next, its locale files and its CSS inside. esbuild bundles them (no rollup
// node-resolve/commonjs plugins are installed).
//   newsdesk-document-viewer.js  window.Newsdesk (document viewer, notification center)
//   newsdesk-sports-widget.js    window.NewsdeskSports (the sports embed code, ADR 0009)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const outDir = join(root, 'dist/standalone');

const BUNDLES = [
  { entry: 'src/standalone/index.ts', file: 'newsdesk-document-viewer.js' },
  { entry: 'src/standalone/sports-widget.ts', file: 'newsdesk-sports-widget.js' },
];

const buildBundle = async ({ entry, file }) => {
  const outFile = join(outDir, file);
  const common = {
    entryPoints: [join(root, entry)],
    bundle: true,
    // The `source` condition picks @newsdesk/core's TypeScript, as in the library build.
    conditions: ['source', 'browser'],
    tsconfig: join(root, 'tsconfig.build.json'),
    jsx: 'automatic',
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    logLevel: 'warning',
    write: false,
  };

  // Pass 1 only collects the stylesheets the bundle imports, in import order (theme first, because
  // WidgetProvider imports it), as one CSS text; the JS of this pass is thrown away.
  const cssPass = await build({ ...common, outdir: outDir, loader: { '.css': 'css' } });
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
  mkdirSync(outDir, { recursive: true });
  writeFileSync(outFile, js.contents);
  console.log(`standalone: ${outFile} (${Math.round(js.contents.byteLength / 1024)} KiB)`);
};

for (const bundle of BUNDLES) await buildBundle(bundle);
