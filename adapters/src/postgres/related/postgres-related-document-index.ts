import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { EntityOperator, RelatedDocumentIndex } from '@newsdesk/core/related/related-documents';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import {
  allNamesCollectedStatement,
  COLLECT_ALL_NAMES_UP_TO,
  COLLECT_SETTINGS,
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
  private readonly hotNamesFrom: number;
  private readonly collectAllNamesUpTo: number;

  constructor(
    database: MikroORM | ReadDatabase,
    /** Tests lower them to take the date-index paths on a small corpus. */
    tuning: { hotNamesFrom?: number; collectAllNamesUpTo?: number } = {},
  ) {
    this.reads = readDatabase(database);
    this.hotNamesFrom = tuning.hotNamesFrom ?? HOT_NAMES_FROM;
    this.collectAllNamesUpTo = tuning.collectAllNamesUpTo ?? COLLECT_ALL_NAMES_UP_TO;
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
      const tier =
        k === names.length
          ? await this.namingAll(orm, names, excludeId, wanted)
          : await this.ids(orm, tierStatement(names, k, excludeId, wanted));
      if (tier.length >= wanted || k === need) return tier;
      ranked = tier;
    }
    // need is 1 here: the rest share exactly one name, newest first
    const [frequency] = await orm.em.fork().execute<{ n: string }[]>(...args(namesFrequencyStatement(names, this.hotNamesFrom)));
    const hot = Number(frequency?.n ?? 0) >= this.hotNamesFrom;
    return [...ranked, ...(await this.ids(orm, newestNamingStatement(names, ranked, excludeId, wanted - ranked.length, hot)))];
  }

  /** The newest documents naming all the names: collected when few, else by walking the date index. */
  private async namingAll(orm: MikroORM, names: string[], excludeId: string | null, wanted: number): Promise<string[]> {
    const { sql, params } = allNamesCollectedStatement(names, excludeId, wanted, this.collectAllNamesUpTo);
    const rows = await orm.em.fork().transactional(async (tx) => {
      await tx.execute(COLLECT_SETTINGS);
      return tx.execute<{ id: string; candidates: string }[]>(sql, params);
    });
    if (Number(rows[0]?.candidates ?? 0) <= this.collectAllNamesUpTo) return rows.map((r) => r.id);
    return this.ids(orm, tierStatement(names, names.length, excludeId, wanted));
  }

  private async ids(orm: MikroORM, statement: Statement): Promise<string[]> {
    return (await orm.em.fork().execute<{ id: string }[]>(...args(statement))).map((r) => r.id);
  }
}

const args = (statement: Statement): [string, unknown[]] => [statement.sql, statement.params];
