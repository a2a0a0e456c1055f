import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { MIN_PASSWORD_LENGTH } from '@newsdesk/core/identity/create-user';

/** Asks one question and returns the line typed, or undefined when the input ended (Ctrl-D). */
export type Ask = (question: string) => Promise<string | undefined>;

export const NEW_PASSWORD_TRIES = 3;

/**
 * The new user's password, typed twice so a typo cannot lock the account out; a short one or two
 * that differ are named in one sentence and asked for again, up to three times. Undefined when no
 * password came of it: the caller exits with status 2 and creates nothing.
 */
export const askNewPassword = async (ask: Ask, say: (sentence: string) => void): Promise<string | undefined> => {
  for (let attempt = 1; attempt <= NEW_PASSWORD_TRIES; attempt += 1) {
    const password = await ask(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
    if (password === undefined) return undefined;
    if (password.length < MIN_PASSWORD_LENGTH) {
      say(`That password has ${password.length} characters; it needs at least ${MIN_PASSWORD_LENGTH}.`);
      continue;
    }
    const again = await ask('The same password again: ');
    if (again === undefined) return undefined;
    if (again === password) return password;
    say('The two passwords differ.');
  }
  return undefined;
};

/**
 * Questions on the terminal whose answers are not shown: readline reads the keys in raw mode (no
 * echo from the terminal) and writes its own echo to a stream that discards it. The interface is
 * opened before the first prompt is shown and kept for every question, so no key is ever typed
 * while the terminal still echoes. Ctrl-C ends the command (status 130) as in any shell.
 */
export const hiddenTerminalQuestions = (): { ask: Ask; close(): void } => {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: discard, terminal: true });
  rl.on('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  const lines = rl[Symbol.asyncIterator]();
  return {
    ask: async (question) => {
      process.stdout.write(question);
      const next = await lines.next();
      process.stdout.write('\n');
      return next.done ? undefined : (next.value as string);
    },
    close: () => rl.close(),
  };
};
