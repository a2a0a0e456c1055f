import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { REPO_ROOT } from './config';

/**
 * `npm start` without DATABASE_URL: the embedded PostgreSQL starts under the data dir, the demo
 * logins are printed, and SIGTERM / SIGINT stop everything cleanly (exit 0, PostgreSQL shut down).
 */
test.each(['SIGTERM', 'SIGINT'] as const)(
  'demo mode starts and stops cleanly on %s',
  async (signal) => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-serve-'));
    await chmod(parent, 0o755);
    const dataDir = path.join(parent, 'data');
    // Node itself with tsx's loader, not the tsx CLI: the CLI relays signals to a child and kills it
    // if that child has not acknowledged within ~30 ms, which a busy machine misses.
    const child = spawn(process.execPath, ['--import', 'tsx', 'app-shell/server/serve.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'warn',
        NEWSDESK_DATA_DIR: dataDir,
        DATABASE_URL: '',
        NEWSDESK_DEMO_PASSWORD: 'demo-password-for-tests',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!/running at (http:\/\/\S+)/.test(output)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const url = /running at (http:\/\/\S+)/.exec(output)![1]!;
      expect(output).toContain('admin@newsdesk.local');
      expect(output).toContain('demo-password-for-tests');
      const login = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'editor@newsdesk.local', password: 'demo-password-for-tests' }),
      });
      expect(login.status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

      child.kill(signal);
      const code = await exited;
      expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(parent, { recursive: true, force: true });
    }
  },
  90_000,
);
