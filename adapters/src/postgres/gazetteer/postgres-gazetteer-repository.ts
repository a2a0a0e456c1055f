import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import { gazetteerEntryExists } from '@newsdesk/core/gazetteer/gazetteer.errors';
import type { GazetteerRepository } from '@newsdesk/core/gazetteer/gazetteer.ports';
import type { GazetteerEntry, GazetteerEntryKind, GazetteerEntryLanguage } from '@newsdesk/core/gazetteer/gazetteer.types';
import { isUniqueViolation } from '../sources/unique-violation';
import { GazetteerEntryRow } from './gazetteer.entities';

type GazetteerEntryData = InferEntity<typeof GazetteerEntryRow>;

const toEntry = (row: GazetteerEntryData): GazetteerEntry => ({
  id: row.id,
  language: row.language as GazetteerEntryLanguage,
  kind: row.kind as GazetteerEntryKind,
  name: row.name,
  aliases: [...row.aliases],
  createdAt: row.createdAt,
});

const sortKey = (e: GazetteerEntry) => `${e.language}\u0000${e.kind}\u0000${e.name}`;

export class PostgresGazetteerRepository implements GazetteerRepository {
  constructor(private readonly orm: MikroORM) {}

  async list() {
    const rows = await this.orm.em.fork().find(GazetteerEntryRow, {}, { disableIdentityMap: true });
    // Code-point order, whatever the database's collation would say.
    return rows.map(toEntry).sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  }

  async add(entry: GazetteerEntry) {
    try {
      await this.orm.em.fork().insert(GazetteerEntryRow, { ...entry, aliases: [...entry.aliases] });
    } catch (error) {
      if (isUniqueViolation(error)) throw gazetteerEntryExists();
      throw error;
    }
  }

  async remove(id: string) {
    return (await this.orm.em.fork().nativeDelete(GazetteerEntryRow, { id })) > 0;
  }
}
