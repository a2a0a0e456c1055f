import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { ScryptPasswordHasher } from '@newsdesk/adapters/crypto/scrypt-password-hasher';
import { createTestDatabase, type TestDatabase } from '@newsdesk/adapters/postgres/testing/test-database';
import { REPO_ROOT } from '../config';

/**
 * `npm run user:create` as a person at a terminal meets it: util-linux script(1) gives the real
 * command (scripts/cli.mjs → the CLI) a pseudo-terminal, and the test types only after each prompt
 * shows, as a person would. What the terminal shows is checked for the typed passwords.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const commandEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
  delete env.NEWSDESK_NEW_USER_PASSWORD;
  return env;
};

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

const atTerminal = (args: string[]) => {
  const command = [process.execPath, 'scripts/cli.mjs', 'user-create', ...args].map(quote).join(' ');
  // -e: script's exit code is the command's; -f: output is flushed as it comes
  const child = spawn('script', ['-qefc', command, '/dev/null'], { cwd: REPO_ROOT, env: commandEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let seen = 0;
  return {
    screen: () => screen,
    exited,
    /** Waits until `text` shows after what was already waited for. */
    async waitFor(text: string) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const at = screen.indexOf(text, seen);
        if (at >= 0) {
          seen = at + text.length;
          return;
        }
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`"${text}" never showed; the terminal shows:\n${screen}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    type: (keys: string) => child.stdin.write(keys),
    end: () => child.stdin.end(),
  };
};

const storedHash = async (email: string): Promise<string | undefined> => {
  const rows = await db.orm.em.fork().execute<{ password_hash: string }[]>('select password_hash from app_user where email = ?', [email]);
  return rows[0]?.password_hash;
};

test('the password is typed twice and never shown; two that differ are named and asked for again', async () => {
  const terminal = atTerminal(['--email', 'tess.terminal@newsroom.example', '--given-name', 'Tess']);
  await terminal.waitFor('Password (at least 12 characters): ');
  terminal.type('first attempt pw\r');
  await terminal.waitFor('The same password again: ');
  terminal.type('first attempt px\r');
  await terminal.waitFor('The two passwords differ.');
  await terminal.waitFor('Password (at least 12 characters): ');
  terminal.type('harbour desk secret\r');
  await terminal.waitFor('The same password again: ');
  terminal.type('harbour desk secret\r');
  expect(await terminal.exited).toBe(0);
  terminal.end();
  expect(terminal.screen()).toContain('Created staff user tess.terminal@newsroom.example');
  for (const typed of ['first attempt', 'harbour desk']) expect(terminal.screen()).not.toContain(typed);
  const hash = await storedHash('tess.terminal@newsroom.example');
  expect(await new ScryptPasswordHasher().verify('harbour desk secret', hash!)).toBe(true);
}, 90_000);

test('after three failed tries the command exits with 2 and creates nobody', async () => {
  const terminal = atTerminal(['--email', 'never.created@newsroom.example']);
  for (const sentence of [
    'That password has 5 characters; it needs at least 12.',
    'That password has 5 characters; it needs at least 12.',
  ]) {
    await terminal.waitFor('Password (at least 12 characters): ');
    terminal.type('short\r');
    await terminal.waitFor(sentence);
  }
  await terminal.waitFor('Password (at least 12 characters): ');
  terminal.type('long enough one\r');
  await terminal.waitFor('The same password again: ');
  terminal.type('long enough two\r');
  expect(await terminal.exited).toBe(2);
  terminal.end();
  expect(terminal.screen()).toContain('The two passwords differ.');
  expect(terminal.screen()).toContain('No password was set, so no user was created.');
  expect(await storedHash('never.created@newsroom.example')).toBeUndefined();
}, 90_000);

test('Ctrl-C at the prompt ends the command (130) without a user', async () => {
  const terminal = atTerminal(['--email', 'changed.mind@newsroom.example']);
  await terminal.waitFor('Password (at least 12 characters): ');
  terminal.type('half typ\x03');
  expect(await terminal.exited).toBe(130);
  terminal.end();
  expect(terminal.screen()).not.toContain('half typ');
  expect(await storedHash('changed.mind@newsroom.example')).toBeUndefined();
}, 90_000);

test('without a terminal and without NEWSDESK_NEW_USER_PASSWORD it says what to set and exits with 2', async () => {
  const child = spawn(process.execPath, ['scripts/cli.mjs', 'user-create', '--email', 'piped@newsroom.example'], {
    cwd: REPO_ROOT,
    env: commandEnv(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end('a piped password\na piped password\n');
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect({ code, output }).toEqual({
    code: 2,
    output: expect.stringContaining('No terminal to ask for the password: set NEWSDESK_NEW_USER_PASSWORD.'),
  });
  expect(await storedHash('piped@newsroom.example')).toBeUndefined();
}, 90_000);
