import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../adapters/src/postgres/embedded-postgres';

// One embedded PostgreSQL per test run, shared by every jest project that needs it;
// each suite makes its own database (adapters/src/postgres/testing/test-database.ts).
const state = globalThis as typeof globalThis & { __ndPostgres?: { stop(): Promise<void>; users: number } };

export default async function startTestPostgres(): Promise<void> {
  if (state.__ndPostgres) {
    state.__ndPostgres.users += 1;
    return;
  }
  const parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-test-pg-'));
  // As root, PostgreSQL runs as a separate `postgres` user, which must reach the data dir.
  await chmod(parent, 0o755);
  const dataDir = path.join(parent, 'data');
  const db = await startEmbeddedPostgres({ dataDir, persistent: false });
  process.env.NEWSDESK_TEST_PG_ADMIN_URL = db.adminUrl;
  state.__ndPostgres = { stop: db.stop, users: 1 };
}
