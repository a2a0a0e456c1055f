// Standalone build of the document viewer for pages without a bundler or React of their own:
// one minified IIFE with React, MobX, i18next, the locale files and the CSS inside, exposing
// window.Newsdesk. esbuild bundles it (no rollup node-resolve/commonjs plugins are installed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const entry = join(root, 'src/standalone/index.ts');
const outDir = join(root, 'dist/standalone');
const outFile = join(outDir, 'newsdesk-document-viewer.js');

const common = {
  entryPoints: [entry],
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

// Pass 1 only collects the stylesheets the viewer imports, in import order (theme first, because
// WidgetProvider imports it), as one CSS text; the JS of this pass is thrown away.
const cssPass = await build({ ...common, outdir: outDir, loader: { '.css': 'css' } });
const css = cssPass.outputFiles.find((file) => file.path.endsWith('.css'))?.text;
if (!css) throw new Error('the standalone build found no CSS: did the viewer stop importing its stylesheets?');

// Pass 2: the real bundle. The CSS text is compiled in as a constant and injected into the
// viewer's shadow root at mount time, so the script is the only file a host page loads.
const jsPass = await build({
  ...common,
  outfile: outFile,
  format: 'iife',
  platform: 'browser',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"', __NEWSDESK_STYLES__: JSON.stringify(css) },
});
const js = jsPass.outputFiles.find((file) => file.path.endsWith('.js'));
if (!js) throw new Error('the standalone build produced no script');
mkdirSync(outDir, { recursive: true });
writeFileSync(outFile, js.contents);
console.log(`standalone: ${outFile} (${Math.round(js.contents.byteLength / 1024)} KiB)`);
