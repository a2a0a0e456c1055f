import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { EntityOperator, RelatedDocumentIndex } from '@newsdesk/core/related/related-documents';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import {
  countingStatement,
  HOT_NAMES_FROM,
  namesFrequencyStatement,
  newestNamingStatement,
  tierAffordable,
  tierStatement,
  type Statement,
} from './related-statements';

/**
 * Related documents: most shared entity names first, then the newest. Ranked tier by tier
 * (docs/benchmarks.md): the documents naming all the names come from one GIN intersection, and
 * only when there are too few of them for the page are those sharing fewer asked for. A hot
 * entity's tens of thousands of documents are then never counted one by one.
 */
export class PostgresRelatedDocumentIndex implements RelatedDocumentIndex {
  private readonly reads: ReadDatabase;

  /** Reads on the primary, or on a fresh read replica (ReadReplicas). */
  constructor(
    database: MikroORM | ReadDatabase,
    /** Tests lower it to take the date-index path on a small corpus. */
    private readonly hotNamesFrom = HOT_NAMES_FROM,
  ) {
    this.reads = readDatabase(database);
  }

  sharingEntities(names: string[], operator: EntityOperator, excludeId: string | null, limit: number, offset = 0): Promise<NewsDocument[]> {
    return this.reads.read(async (orm) => {
      const unique = [...new Set(names)];
      const ids = await this.rankedIds(orm, unique, operator === 'AND' ? unique.length : 1, excludeId, offset + limit);
      return new PostgresDocumentRepository(orm).findByIds(ids.slice(offset, offset + limit));
    });
  }

  /** The first `wanted` ids of the ranking of documents sharing at least `need` of the names. */
  private async rankedIds(orm: MikroORM, names: string[], need: number, excludeId: string | null, wanted: number): Promise<string[]> {
    if (names.length === 0 || wanted <= 0) return [];
    // every document sharing more names than the tier being asked, ranked; fewer than `wanted`
    let ranked: string[] = [];
    for (let k = names.length; k >= Math.max(need, 2); k--) {
      if (!tierAffordable(names.length, k)) return this.ids(orm, countingStatement(names, need, excludeId, wanted, 0));
      const tier = await this.ids(orm, tierStatement(names, k, excludeId, wanted));
      if (tier.length >= wanted || k === need) return tier;
      ranked = tier;
    }
    // need is 1 here: the rest share exactly one name, newest first
    const [frequency] = await orm.em.fork().execute<{ n: string }[]>(...args(namesFrequencyStatement(names, this.hotNamesFrom)));
    const hot = Number(frequency?.n ?? 0) >= this.hotNamesFrom;
    return [...ranked, ...(await this.ids(orm, newestNamingStatement(names, ranked, excludeId, wanted - ranked.length, hot)))];
  }

  private async ids(orm: MikroORM, statement: Statement): Promise<string[]> {
    return (await orm.em.fork().execute<{ id: string }[]>(...args(statement))).map((r) => r.id);
  }
}

const args = (statement: Statement): [string, unknown[]] => [statement.sql, statement.params];
