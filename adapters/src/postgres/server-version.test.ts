import { expect, test } from '@jest/globals';
import { postgresVersionProblem } from './server-version';

test('PostgreSQL 14 to 18 are supported; 13 is refused with a sentence that says what to do', () => {
  expect(postgresVersionProblem(140_013, '14.13')).toBeNull();
  expect(postgresVersionProblem(150_020, '15.20 (Debian 15.20-0+deb12u1)')).toBeNull();
  expect(postgresVersionProblem(180_001, '18.1')).toBeNull();
  expect(postgresVersionProblem(130_016, '13.16')).toBe(
    'Newsdesk needs PostgreSQL 14 or newer, but the database server is PostgreSQL 13.16. Upgrade the server (pg_upgrade, or a dump and restore), or point DATABASE_URL at a newer one.',
  );
  expect(postgresVersionProblem(90_624, '9.6.24')).toMatch(/needs PostgreSQL 14 or newer, but the database server is PostgreSQL 9\.6\.24/);
});
