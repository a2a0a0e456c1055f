import { gazetteerEntryExists } from './gazetteer.errors';
import type { GazetteerRepository } from './gazetteer.ports';
import type { GazetteerEntry } from './gazetteer.types';

const copy = (entry: GazetteerEntry): GazetteerEntry => ({ ...entry, aliases: [...entry.aliases], createdAt: new Date(entry.createdAt) });
const key = (e: GazetteerEntry) => `${e.language}\u0000${e.kind}\u0000${e.name}`;

/** A GazetteerRepository in memory, for tests. */
export class InMemoryGazetteerRepository implements GazetteerRepository {
  readonly entries = new Map<string, GazetteerEntry>();

  async list() {
    return [...this.entries.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).map(copy);
  }
  async add(entry: GazetteerEntry) {
    if ([...this.entries.values()].some((e) => key(e) === key(entry))) throw gazetteerEntryExists();
    this.entries.set(entry.id, copy(entry));
  }
  async remove(id: string) {
    return this.entries.delete(id);
  }
}
