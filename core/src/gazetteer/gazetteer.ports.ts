import type { GazetteerEntry } from './gazetteer.types';

/** The admin's additions to the entity gazetteers. */
export const GazetteerRepository = Symbol.for('GazetteerRepository');
export interface GazetteerRepository {
  /** Every entry, by language, kind and name. */
  list(): Promise<GazetteerEntry[]>;
  /** Stores a new entry; throws `gazetteer.entry_exists` when language+kind+name is taken. */
  add(entry: GazetteerEntry): Promise<void>;
  /** False when there was no such entry. */
  remove(id: string): Promise<boolean>;
}
