import { expect, test } from '@jest/globals';
import { parsePostmasterPid } from './embedded-postgres-pid-file';
import { isPostgresOf } from './embedded-postgres-processes';

// as PostgreSQL 18 wrote it for `npm start` in demo mode
const READY = '8035\n/work/main/.newsdesk/pg\n1795721535\n41113\n/tmp\nlocalhost\n  2147987         4\nready   \n';

test('a running server: pid, folder, start time, port, socket dir, listen address and status', () => {
  expect(parsePostmasterPid(READY)).toEqual({
    pid: 8035,
    dataDir: '/work/main/.newsdesk/pg',
    startedAt: new Date(1795721535 * 1000),
    port: 41113,
    socketDir: '/tmp',
    listenAddress: 'localhost',
    status: 'ready',
  });
});

test('a server still starting has no status line yet', () => {
  expect(parsePostmasterPid('8035\n/pg\n1795721535\n41113\n/tmp\nlocalhost\n')?.status).toBeNull();
  expect(parsePostmasterPid(READY.replace('ready   ', 'stopping'))?.status).toBe('stopping');
});

test('a single-user backend writes its pid negated', () => {
  expect(parsePostmasterPid('-4242\n/pg\n')?.pid).toBe(4242);
});

test('a file cut short by a crash names no pid', () => {
  expect(parsePostmasterPid('')).toBeNull();
  expect(parsePostmasterPid('\n')).toBeNull();
  expect(parsePostmasterPid('abc\n/pg\n')).toBeNull();
});

test('a postmaster of this folder is the postgres binary with -D <folder>; anything else is another program', () => {
  const postgres = ['/x/native/bin/postgres', '-D', '/work/main/.newsdesk/pg', '-p', '41113', '-c', 'shared_buffers=512MB'];
  expect(isPostgresOf(postgres, '/work/main/.newsdesk/pg')).toBe(true);
  expect(isPostgresOf(postgres, '/work/main/.newsdesk/pg/')).toBe(true);
  expect(isPostgresOf(postgres, '/tmp/other/pg')).toBe(false);
  expect(isPostgresOf(['/usr/bin/sleep', '300'], '/work/main/.newsdesk/pg')).toBe(false);
  expect(isPostgresOf(['postgres: checkpointer'], '/work/main/.newsdesk/pg')).toBe(false);
});
