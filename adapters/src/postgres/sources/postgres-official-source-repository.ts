import type { MikroORM } from '@mikro-orm/postgresql';
import type { OfficialSource, OfficialSourceKind } from '@newsdesk/core/sources/official-source.types';
import { officialSourceUrlTaken } from '@newsdesk/core/sources/source.errors';
import type { OfficialSourceRepository } from '@newsdesk/core/sources/source.ports';
import { PostgresSourceLookups } from './source-lookups';
import { isUniqueViolation } from './unique-violation';

interface OfficialSourceRowData {
  id: string;
  name: string;
  url: string;
  domain: string;
  kind: string;
  updated_at: Date;
}

const toOfficialSource = (row: OfficialSourceRowData): OfficialSource => ({
  id: row.id,
  name: row.name,
  url: row.url,
  domain: row.domain,
  kind: row.kind as OfficialSourceKind,
  updatedAt: new Date(row.updated_at),
});

export class PostgresOfficialSourceRepository extends PostgresSourceLookups<OfficialSource> implements OfficialSourceRepository {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async save(source: OfficialSource) {
    try {
      await this.orm.em.fork().execute(
        `insert into official_source (id, name, url, domain, kind, updated_at) values (?, ?, ?, ?, ?, ?)
         on conflict (id) do update set name = excluded.name, url = excluded.url, domain = excluded.domain,
           kind = excluded.kind, updated_at = excluded.updated_at`,
        [source.id, source.name, source.url, source.domain, source.kind, source.updatedAt],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw officialSourceUrlTaken();
      throw error;
    }
  }

  protected async select(where: string, params: unknown[]) {
    const rows = await this.orm.em
      .fork()
      .execute<OfficialSourceRowData[]>(`select id, name, url, domain, kind, updated_at from official_source where ${where}`, params);
    return rows.map(toOfficialSource);
  }
}
