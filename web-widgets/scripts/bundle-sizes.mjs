// Sizes of what hosts download, gzipped (level 9) and raw, computed from the built files: the
// standalone scripts whole, and each widget's own code without React, MobX and i18next (the
// peers a React host already has). Deterministic: same sources, same bytes. Used by
// test/bundle-sizes.test.ts (the budgets) and `node web-widgets/scripts/bundle-sizes.mjs` (the
// table in docs/embedding.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildStandalone, STANDALONE_BUNDLES, STANDALONE_DIR, WIDGETS_ROOT } from './standalone-bundle.mjs';
import { WIDGET_ENTRIES } from './package-entries.mjs';

/** Not counted as a widget's own code: the peers, which the page has once for all widgets. */
export const NOT_OWN_CODE = ['react', 'react-dom', 'scheduler', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next'];

/** The package entries that are widgets (provider, api and i18n are the kit every widget uses). */
export const WIDGETS = WIDGET_ENTRIES;

const DIST = join(WIDGETS_ROOT, 'dist');
const externals = NOT_OWN_CODE.flatMap((name) => [name, `${name}/*`]);

const weigh = (bytes) => ({ raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength });

/**
 * One widget as a host's bundler would ship it: dist/<widget>/index.js with everything it
 * imports (the kit, @newsdesk/core's part in dist/_core, its libraries such as date-fns or
 * marked), minified, the peers left out, and split where the widget imports lazily. Counted is
 * what loads before the widget first renders: the entry chunk and the chunks it imports
 * statically, each gzipped on its own as the browser fetches it. A library behind `import()`
 * (loaded when first used) is not counted. Every export is kept: a host may use all of them.
 */
export const widgetOwnCode = async (widget) => {
  const entry = join(DIST, widget, 'index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build:widgets\` first.`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: join(WIDGETS_ROOT, '.bundle-sizes'),
    minify: true,
    write: false,
    metafile: true,
    external: externals,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  const relative = (path) => Object.keys(outputs).find((key) => path.endsWith(key));
  const entryOutput = Object.keys(outputs).find((key) => outputs[key].entryPoint !== undefined);
  const initial = new Set();
  const visit = (key) => {
    if (!key || initial.has(key)) return;
    initial.add(key);
    for (const imported of outputs[key].imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryOutput);
  const files = result.outputFiles.filter((file) => initial.has(relative(file.path)) && file.path.endsWith('.js'));
  return files
    .map((file) => weigh(file.contents))
    .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
};

/** A standalone script: the file as served, and its own code (rebuilt without the peers). */
export const embedSizes = async (bundle) => {
  const path = join(STANDALONE_DIR, bundle.file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build:widgets\` first.`);
  return { file: bundle.file, total: weigh(readFileSync(path)), own: weigh(await buildStandalone(bundle, { external: externals })) };
};

export const allSizes = async () => ({
  embeds: await Promise.all(STANDALONE_BUNDLES.map(embedSizes)),
  widgets: await Promise.all(WIDGETS.map(async (widget) => ({ widget, ...(await widgetOwnCode(widget)) }))),
});

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const { embeds, widgets } = await allSizes();
  console.log('| Script | gzipped | raw | own code gzipped (no React, MobX, i18next) |\n| --- | --- | --- | --- |');
  for (const { file, total, own } of embeds) console.log(`| \`${file}\` | ${kb(total.gzip)} | ${kib(total.raw)} | ${kb(own.gzip)} |`);
  console.log('\n| Widget (ESM package) | own code gzipped | raw (minified) |\n| --- | --- | --- |');
  for (const { widget, gzip, raw } of widgets) console.log(`| \`${widget}\` | ${kb(gzip)} | ${kib(raw)} |`);
}
