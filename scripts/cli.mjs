// `npm run user:create | ingest | sports:import`: runs the command from its TypeScript sources with
// tsx in a development install, and the compiled one (app-shell/dist/server/cli) in a production
// install, where tsx is absent. Arguments, terminal and exit code pass through unchanged.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { developmentToolsInstalled, requireCompiled, requireModernNode } from './production-runtime.mjs';
import { ROOT } from './run-steps.mjs';

const COMMANDS = ['user-create', 'ingest', 'sports-import'];
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(command)) {
  console.error(`Usage: node scripts/cli.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}
requireModernNode();
const runtime = developmentToolsInstalled()
  ? ['--import', 'tsx', path.join(ROOT, 'app-shell/server/cli', `${command}.ts`)]
  : ['--enable-source-maps', requireCompiled(`${command}.js`)];
const child = spawn(process.execPath, [...runtime, ...args], { stdio: 'inherit' });
// Ctrl-C reaches the command from the terminal itself; this process waits for its exit code.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
