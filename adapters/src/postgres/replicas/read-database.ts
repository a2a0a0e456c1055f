import { MikroORM } from '@mikro-orm/postgresql';

/**
 * Where the read-only queries of search, suggestions, related documents and counts go: the
 * primary, or a streaming standby that is fresh enough for this request (ReadReplicas). Writes,
 * LISTEN, sessions and everything a user saves are read on the primary, never through this.
 */
export interface ReadDatabase {
  /** Runs read-only work on the chosen database (the primary when a replica fails it). */
  read<T>(work: (orm: MikroORM) => Promise<T>): Promise<T>;
}

/** Every read on the primary (no DATABASE_READ_URL, tests). */
export const primaryOnly = (orm: MikroORM): ReadDatabase => ({ read: (work) => work(orm) });

/** A ReadDatabase from either form adapters are given (the ORM itself in tests and tools). */
export const readDatabase = (source: MikroORM | ReadDatabase): ReadDatabase => (source instanceof MikroORM ? primaryOnly(source) : source);
