import type { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import type { Role } from '@newsdesk/core/identity/user-view';
import { loadConfig } from '../../config';
import { buildContainer } from '../../container';
import { sessionCookieOf, TEST_PASSWORD } from '../test-server';

/** The one user of the tests that run `npm start` as child processes. */
export const OWNER = 'owner@newsdesk.test';

/** The owner, as `npm run user:create` makes one (cheap hashing: the hash carries its own cost). */
export const createOwner = async (databaseUrl: string, orm: MikroORM, roles: Role[] = ['staff']): Promise<void> => {
  const config = { ...loadConfig({ DATABASE_URL: databaseUrl }), passwordHashCost: { N: 2 ** 10, r: 8, p: 1 } };
  await buildContainer(config, orm, pino({ level: 'silent' }))
    .get(CreateUser)
    .execute({ email: OWNER, password: TEST_PASSWORD, givenName: 'Olga', familyName: 'Owner', roles });
};

/** Logs the owner in at a server process; the session lives in PostgreSQL, so it serves every web process. */
export const logInAsOwner = async (server: { url: string }): Promise<string> => {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: OWNER, password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return sessionCookieOf(response);
};
