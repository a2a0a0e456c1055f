import type { MikroORM } from '@mikro-orm/postgresql';

/** The oldest PostgreSQL Newsdesk runs on: `bit_count` (story candidates) and the tests' versions (ADR 0013). */
export const MIN_POSTGRES_MAJOR = 14;

export class UnsupportedPostgresError extends Error {}

/** The sentence for a server too old, or null when the server is supported (`server_version_num`, e.g. 150020). */
export const postgresVersionProblem = (versionNum: number, version: string): string | null =>
  Math.floor(versionNum / 10_000) >= MIN_POSTGRES_MAJOR
    ? null
    : `Newsdesk needs PostgreSQL ${MIN_POSTGRES_MAJOR} or newer, but the database server is PostgreSQL ${version}. ` +
      `Upgrade the server (pg_upgrade, or a dump and restore), or point DATABASE_URL at a newer one.`;

/** Refuses a server older than MIN_POSTGRES_MAJOR with a sentence that says what to do. */
export const assertSupportedPostgres = async (orm: MikroORM): Promise<void> => {
  const [row] = await orm.em
    .fork()
    .execute<{ num: string; version: string }[]>(
      `select current_setting('server_version_num') as num, current_setting('server_version') as version`,
    );
  const problem = postgresVersionProblem(Number(row?.num ?? 0), row?.version ?? 'of unknown version');
  if (problem) throw new UnsupportedPostgresError(problem);
};
