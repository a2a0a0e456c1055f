// Standalone builds for pages without a bundler or React of their own: each is one minified IIFE
// with React, MobX, i18next and its CSS inside (scripts/standalone-bundle.mjs builds them).
//   newsdesk-document-viewer.js  window.Newsdesk (document viewer, notification center); its texts
//                                come from the server's /locales, one language (ADR 0017)
//   newsdesk-sports-widget.js    window.NewsdeskSports (the sports embed code, ADR 0009)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildStandalone, STANDALONE_BUNDLES, STANDALONE_DIR } from './standalone-bundle.mjs';

mkdirSync(STANDALONE_DIR, { recursive: true });
for (const bundle of STANDALONE_BUNDLES) {
  const contents = await buildStandalone(bundle);
  const outFile = join(STANDALONE_DIR, bundle.file);
  writeFileSync(outFile, contents);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`standalone: ${outFile} (${kib(contents.byteLength)}, ${kib(gzipSync(contents, { level: 9 }).byteLength)} gzipped)`);
}
