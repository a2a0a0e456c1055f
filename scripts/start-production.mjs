// `npm run start:production`: the compiled server (app-shell/dist/server, `npm run build`) with the
// production dependencies only — no tsx, vite or esbuild at run time. It runs in this process, so
// SIGTERM from systemd reaches the server's own orderly shutdown directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireCompiled, requireModernNode } from './production-runtime.mjs';
import { ROOT } from './run-steps.mjs';

requireModernNode();
const serve = requireCompiled('serve.js');
for (const [built, what] of [
  ['app-shell/client/dist/index.html', 'web client'],
  ['web-widgets/dist/standalone/newsdesk-document-viewer.js', 'embed scripts'],
]) {
  // The API still works without them (the server answers 503 there); say so at once, not per request.
  if (!existsSync(path.join(ROOT, built)))
    console.error(
      `Warning: the ${what} is not built (${built} is missing): run \`npm run build\` where the development dependencies are installed.`,
    );
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serve).href);
