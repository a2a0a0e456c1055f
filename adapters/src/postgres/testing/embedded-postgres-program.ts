import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres';

/**
 * A Newsdesk-like program for the lifecycle tests (embedded-postgres.int.test.ts): run as a
 * child process, it opens the embedded PostgreSQL of a folder, prints one JSON line per event
 * (`{"log": …}`, `{"url": …}`, `{"stopped": true}`, `{"failed": …}`) and holds the server until
 * it reads `stop` — or is killed, like a crashed `npm start`.
 */
const runProgram = (dataDir: string, program: string) => {
  const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);
  startEmbeddedPostgres({ dataDir, persistent: true, program, log: (line) => say({ log: line }) }).then(
    (db) => {
      say({ url: db.url });
      process.stdin.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('stop')) return;
        db.stop().then(
          () => {
            say({ stopped: true });
            process.exit(0);
          },
          (error: unknown) => {
            say({ failed: String(error) });
            process.exit(1);
          },
        );
      });
    },
    (error: unknown) => {
      say({ failed: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
};

if (process.argv[1] === import.meta.filename) runProgram(process.argv[2]!, process.argv[3] ?? 'test program');

export interface ProgramEvent {
  log?: string;
  url?: string;
  stopped?: boolean;
  failed?: string;
}

export interface RunningProgram {
  child: ChildProcess;
  events: ProgramEvent[];
  /** Resolves with the first event that matches, or rejects after the timeout with everything said. */
  next(match: (event: ProgramEvent) => boolean, timeoutMs?: number): Promise<ProgramEvent>;
  stop(): Promise<void>;
}

/** Starts this file as a program of its own (Node with tsx's loader), holding the folder's PostgreSQL. */
export const startProgram = (dataDir: string, program: string): RunningProgram => {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, dataDir, program], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const events: ProgramEvent[] = [];
  let stderr = '';
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) events.push(JSON.parse(line) as ProgramEvent);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const next = async (match: (event: ProgramEvent) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(
          `${program}: no such event within ${timeoutMs} ms; it said ${JSON.stringify(events)}${stderr ? `\nstderr: ${stderr}` : ''}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin!.write('stop\n');
    await next((e) => e.stopped === true || e.failed !== undefined);
  };
  return { child, events, next, stop };
};
