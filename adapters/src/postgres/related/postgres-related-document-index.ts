import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { EntityOperator, RelatedDocumentIndex } from '@newsdesk/core/related/related-documents';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';
import { countingStatement, HOT_NAMES_FROM, namesFrequencyStatement, newestNamingStatement, tierAffordable, tierStatement, type Statement } from './related-statements';

/**
 * Related documents: most shared entity names first, then the newest. Ranked tier by tier
 * (docs/benchmarks.md): the documents naming all the names come from one GIN intersection, and
 * only when there are too few of them for the page are those sharing fewer asked for. A hot
 * entity's tens of thousands of documents are then never counted one by one.
 */
export class PostgresRelatedDocumentIndex implements RelatedDocumentIndex {
  private readonly documents: PostgresDocumentRepository;

  constructor(
    private readonly orm: MikroORM,
    /** Tests lower it to take the date-index path on a small corpus. */
    private readonly hotNamesFrom = HOT_NAMES_FROM,
  ) {
    this.documents = new PostgresDocumentRepository(orm);
  }

  async sharingEntities(names: string[], operator: EntityOperator, excludeId: string | null, limit: number, offset = 0): Promise<NewsDocument[]> {
    const unique = [...new Set(names)];
    const ids = await this.rankedIds(unique, operator === 'AND' ? unique.length : 1, excludeId, offset + limit);
    const page = ids.slice(offset, offset + limit);
    return (await Promise.all(page.map((id) => this.documents.findById(id)))).filter((d): d is NewsDocument => d !== null);
  }

  /** The first `wanted` ids of the ranking of documents sharing at least `need` of the names. */
  private async rankedIds(names: string[], need: number, excludeId: string | null, wanted: number): Promise<string[]> {
    if (names.length === 0 || wanted <= 0) return [];
    // every document sharing more names than the tier being asked, ranked; fewer than `wanted`
    let ranked: string[] = [];
    for (let k = names.length; k >= Math.max(need, 2); k--) {
      if (!tierAffordable(names.length, k)) return this.ids(countingStatement(names, need, excludeId, wanted, 0));
      const tier = await this.ids(tierStatement(names, k, excludeId, wanted));
      if (tier.length >= wanted || k === need) return tier;
      ranked = tier;
    }
    // need is 1 here: the rest share exactly one name, newest first
    const [frequency] = await this.orm.em.fork().execute<{ n: string }[]>(...args(namesFrequencyStatement(names, this.hotNamesFrom)));
    const hot = Number(frequency?.n ?? 0) >= this.hotNamesFrom;
    return [...ranked, ...(await this.ids(newestNamingStatement(names, ranked, excludeId, wanted - ranked.length, hot)))];
  }

  private async ids(statement: Statement): Promise<string[]> {
    return (await this.orm.em.fork().execute<{ id: string }[]>(...args(statement))).map((r) => r.id);
  }
}

const args = (statement: Statement): [string, unknown[]] => [statement.sql, statement.params];
