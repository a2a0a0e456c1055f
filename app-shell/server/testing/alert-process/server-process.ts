import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../config';

/** `npm start` as a child process of the test: killable with SIGKILL like a real crash. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` (the banner says localhost; IPv4 avoids a ::1 detour). */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts app-shell/server/serve.ts the way serve.int.test.ts does (Node with tsx's loader, not the
 * tsx CLI, so a signal reaches the server itself) with the given environment on top of this
 * process's; PORT=0. Resolves when the "running at" banner is printed.
 */
export const spawnServer = async (env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'app-shell/server/serve.ts'], {
    cwd: REPO_ROOT,
    // load shedding out of reach unless a test sets it: a loaded CI machine's lag must not shed its searches
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NEWSDESK_SHED_LAG_MS: '60000', NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (gone(child)) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const banner = /running at http:\/\/[^:\s]+:(\d+)/.exec(output);
    if (banner) return { url: `http://127.0.0.1:${banner[1]}`, child, output: () => output, kill };
    if (gone(child) || Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
