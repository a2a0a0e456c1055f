import type { MikroORM } from '@mikro-orm/postgresql';
import type { SourceCount, SourceCounts } from '@newsdesk/core/search/list-sources';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';

const containsPattern = (text: string) => `%${text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

type Row = { domain: string; documents: number | string };

/**
 * Documents per domain from `source_count`, which the suggestion refresh fills (ADR 0020): one row
 * per domain, so a keystroke in the Sources filter reads a table of thousands of rows, not the
 * million documents. A domain first crawled since the last refresh is listed after the next one.
 */
export class PostgresSourceCounts implements SourceCounts {
  private readonly reads: ReadDatabase;

  constructor(database: MikroORM | ReadDatabase) {
    this.reads = readDatabase(database);
  }

  async matching(text: string, limit: number): Promise<SourceCount[]> {
    const rows = await this.reads.read((orm) =>
      orm.em
        .fork()
        .execute<Row[]>(`select domain, documents from source_count where domain like ? order by documents desc, domain limit ?`, [
          containsPattern(text),
          limit,
        ]),
    );
    return rows.map((r) => ({ domain: r.domain, documents: Number(r.documents) }));
  }

  async of(domains: readonly string[]): Promise<Map<string, number>> {
    if (domains.length === 0) return new Map();
    const rows = await this.reads.read((orm) =>
      orm.em
        .fork()
        .execute<Row[]>(`select domain, documents from source_count where domain = any(?::text[])`, [
          `{${domains.map((d) => `"${d.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`,
        ]),
    );
    return new Map(rows.map((r) => [r.domain, Number(r.documents)]));
  }
}
