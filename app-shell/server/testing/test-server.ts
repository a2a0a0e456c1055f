import type { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import { freePort } from '@newsdesk/adapters/postgres/embedded-postgres';
import { createTestDatabase } from '@newsdesk/adapters/postgres/testing/test-database';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import type { Role } from '@newsdesk/core/identity/user-view';
import { loadConfig, type Config } from '../config';
import { startServer, type RunningServer, type StartServerOptions } from '../start-server';
import { Orm } from '../tokens';
import { createStaffAndAdmin } from './newsroom-colleagues';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestServer {
  server: RunningServer;
  url: string;
  /** Logs in and returns the Cookie header value. */
  cookieFor(role: 'staff' | 'admin'): Promise<string>;
  /** Creates one more user (staff unless other roles are given), logs them in and returns the Cookie header value. */
  cookieForNewUser(user: { email: string; givenName: string; familyName: string; roles?: Role[] }): Promise<string>;
  users: { staff: { id: string; email: string }; admin: { id: string; email: string } };
  /** Headers a same-origin browser page would send with a write. */
  sameOrigin: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The configuration of a test server on `databaseUrl`, listening on 127.0.0.1 at a free port chosen
 * first, so Newsdesk's public address (embed snippets, links in alerts) is known.
 */
export const testServerConfig = async (databaseUrl: string, overrides: Partial<Config> = {}): Promise<Config> => {
  const port = overrides.port ?? (await freePort());
  return {
    ...loadConfig({ DATABASE_URL: databaseUrl }),
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    // Cheap hashing keeps the suite fast; production cost is tested in the hasher's own test.
    passwordHashCost: { N: 2 ** 10, r: 8, p: 1 },
    environment: 'production',
    // crawling is tested on its own; test servers only serve HTTP
    roles: { web: true, worker: false },
    // a loaded CI machine lags: only the tests of load shedding (load-shedding.int.test.ts) set bounds it can reach
    loadShedding: { lagMs: 60_000, maxExpensiveInFlight: 10_000 },
    ...overrides,
  };
};

/** A real server on a fresh database of the test run's embedded PostgreSQL, with a staff and an admin user. */
export const startTestServer = async (overrides: Partial<Config> = {}, options: StartServerOptions = {}): Promise<TestServer> => {
  const db = await createTestDatabase();
  await db.orm.close(true);
  const config = await testServerConfig(db.url, overrides);
  const server = await startServer(config, pino({ level: 'silent' }), options);
  const url = `http://127.0.0.1:${server.port}`;
  const createUser = server.container.get(CreateUser);
  const { staff, admin } = await createStaffAndAdmin(createUser, TEST_PASSWORD);
  // The two are colleagues who have taken the guided tour: it would cover every page a test opens.
  // Tests of the tour itself create new users of their own.
  await server.container
    .get<MikroORM>(Orm)
    .em.fork()
    .execute('update app_user set is_new = false where id in (?, ?)', [staff.id, admin.id]);
  const sameOrigin = { Origin: url };
  const logIn = async (email: string) => {
    const response = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sameOrigin },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
    return sessionCookieOf(response);
  };
  return {
    server,
    url,
    cookieFor: (role) => logIn(role === 'admin' ? admin.email : staff.email),
    cookieForNewUser: async ({ roles = ['staff'], ...user }) => {
      await createUser.execute({ ...user, password: TEST_PASSWORD, roles });
      return logIn(user.email);
    },
    users: { staff, admin },
    sameOrigin,
    stop: async () => {
      await server.stop();
      await db.dispose();
    },
  };
};

export const sessionCookieOf = (response: Response): string => {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('nd_session='));
  if (!header) throw new Error('no session cookie set');
  return header.split(';')[0]!;
};

/**
 * A raw HTTP request. Jest's fetch drops the Origin header, so tests of the CSRF guard
 * use node:http, which sends exactly the headers given.
 */
export const rawRequest = async (
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> => {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(init.body);
  });
};
