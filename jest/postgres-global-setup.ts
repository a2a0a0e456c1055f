import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../adapters/src/postgres/embedded-postgres';
import { hasSystemPostgres, startSystemPostgres } from '../adapters/src/postgres/testing/system-postgres';

// One embedded PostgreSQL per test run, shared by every jest project that needs it; each suite
// makes its own database (adapters/src/postgres/testing/test-database.ts). Beside it, a cluster
// of each PostgreSQL the operating system has (Debian's 15 in CI): the tests of search's one
// meaning run on every supported version (ADR 0013).
const state = globalThis as typeof globalThis & { __ndPostgres?: { stop(): Promise<void>; users: number } };

/** Versions below the embedded 18 that tests also run on when installed. */
const SYSTEM_VERSIONS = [14, 15, 16, 17];

export default async function startTestPostgres(): Promise<void> {
  if (state.__ndPostgres) {
    state.__ndPostgres.users += 1;
    return;
  }
  const parent = await mkdtemp(path.join(os.tmpdir(), 'newsdesk-test-pg-'));
  // As root, PostgreSQL runs as a separate `postgres` user, which must reach the data dir.
  await chmod(parent, 0o755);
  const dataDir = path.join(parent, 'data');
  const system = await Promise.all(SYSTEM_VERSIONS.filter(hasSystemPostgres).map(startSystemPostgres));
  const db = await startEmbeddedPostgres({ dataDir, persistent: false });
  process.env.NEWSDESK_TEST_PG_ADMIN_URL = db.adminUrl;
  process.env.NEWSDESK_TEST_SYSTEM_PG = JSON.stringify(system.map((s) => ({ version: s.version, adminUrl: s.adminUrl })));
  state.__ndPostgres = {
    stop: async () => {
      await Promise.all([db.stop(), ...system.map((s) => s.stop())]);
    },
    users: 1,
  };
}
