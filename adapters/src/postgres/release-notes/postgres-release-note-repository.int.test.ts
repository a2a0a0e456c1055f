import { afterAll, beforeAll } from '@jest/globals';
import { releaseNoteRepositoryContract } from '@newsdesk/core/release-notes/testing/release-note-repository.contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresReleaseNoteRepository } from './postgres-release-note-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

releaseNoteRepositoryContract('PostgreSQL', async () => {
  await db.orm.em.fork().execute('truncate release_note, release_note_seen');
  return new PostgresReleaseNoteRepository(db.orm);
});
