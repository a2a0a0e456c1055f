// `npm start`: builds the web client when its sources are newer than the build, then serves
// API, app and live socket on one port (embedded PostgreSQL with demo data unless DATABASE_URL is set).
// In a production install (no tsx or vite) it starts the compiled server, as `npm run start:production`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { developmentToolsInstalled } from './production-runtime.mjs';
import { ROOT, run } from './run-steps.mjs';

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};

const startFromSources = async () => {
  const built = path.join(ROOT, 'app-shell/client/dist/index.html');
  const sources = ['app-shell/client', 'web-widgets/src', 'core/src'].map((d) => newest(path.join(ROOT, d)));
  if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
    console.log('Building the web client…');
    const code = await run('npm', ['run', 'build:client']);
    if (code !== 0) process.exit(code);
  }

  // The standalone widget scripts other newsroom tools embed (served under /embed/).
  const embedScript = path.join(ROOT, 'web-widgets/dist/standalone/newsdesk-document-viewer.js');
  const widgetSources = ['web-widgets/src', 'core/src'].map((d) => newest(path.join(ROOT, d)));
  if (!existsSync(embedScript) || Math.max(...widgetSources) > statSync(embedScript).mtimeMs) {
    console.log('Building the embeddable widget scripts…');
    const code = await run('node', ['web-widgets/scripts/build-standalone.mjs']);
    if (code !== 0) process.exit(code);
  }

  // Node with tsx's loader rather than the tsx CLI, so Ctrl-C / SIGTERM reach the server directly.
  const server = spawn(process.execPath, ['--import', 'tsx', 'app-shell/server/serve.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
};

if (developmentToolsInstalled()) await startFromSources();
else await import('./start-production.mjs');
