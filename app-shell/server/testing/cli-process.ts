import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../config';

/** A command-line program of app-shell/server/cli as a child process of the test (`npm run ingest` without npm). */
export interface CliProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export const runCli = (program: 'ingest' | 'sports-import' | 'user-create', args: string[], env: Record<string, string>): CliProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', `app-shell/server/cli/${program}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};
