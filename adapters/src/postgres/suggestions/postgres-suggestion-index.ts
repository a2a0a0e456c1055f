import type { MikroORM } from '@mikro-orm/postgresql';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import type { Suggestion, SuggestionIndex } from '@newsdesk/core/suggestions/suggest';

/** LIKE pattern for "starts with": wildcards typed by the user are literal. */
const startsWith = (prefix: string) => `${prefix.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

/** From this prefix length on, names the last refresh has not counted are looked up in `document_entity` (ADR 0006). */
export const TOP_UP_PREFIX = 4;
/** Distinct folded names a top-up visits at most: each is one index probe. */
const TOP_UP_PROBES = 200;

/*
 * Names with the prefix that the refresh has not counted (new since, or rarer than the kept
 * ones), counted live. The recursive part is a loose index scan: one probe of the search_name
 * index per distinct folded name, never a read of all their mentions (a 4-letter prefix of a
 * frequent name has 65,000 mentions in the benchmark archive; counting them took 80–900 ms).
 * Only the unseen names, which a refresh would have counted otherwise, have their mentions read,
 * name by name through the index (a lateral aggregate, which the planner cannot flatten): a plain
 * `in (…)` or join was planned as a parallel hash join over all 2.6 million mentions, 7 ms of
 * worker start-up per keystroke with nothing unseen and 370 ms with one new name.
 */
const TOP_UP_SQL = `
with recursive found(search_name, probes) as (
  (select search_name, 1 from document_entity where search_name like ? order by search_name using ~<~ limit 1)
  union all
  select (select d.search_name from document_entity d where d.search_name like ? and d.search_name ~>~ found.search_name order by d.search_name using ~<~ limit 1), probes + 1
  from found where found.search_name is not null and probes < ?
),
unseen as (
  select search_name from found where search_name is not null
  except
  select search_name from frequent_entity where search_name like ?
)
select d.name, d.kind, d.documents
from unseen cross join lateral (
  select name, kind, count(*) as documents from document_entity where search_name = unseen.search_name group by name, kind
) d
order by d.documents desc, d.name limit ?`;

type EntityRow = { name: string; kind: EntityKind; documents: string | number };
const toSuggestion = (r: EntityRow): Suggestion => ({ name: r.name, kind: r.kind, documents: Number(r.documents) });

/**
 * Suggestions from precomputed tables (prefix indexes on folded names): entity and topic counts
 * and frequent terms, all filled by `PostgresFrequentTerms.refresh`, so a keystroke never counts
 * documents of names the refresh has seen.
 */
export class PostgresSuggestionIndex implements SuggestionIndex {
  private readonly reads: ReadDatabase;

  /** Reads on the primary, or on a fresh read replica (ReadReplicas). */
  constructor(database: MikroORM | ReadDatabase) {
    this.reads = readDatabase(database);
  }

  entities(prefix: string, limit: number): Promise<Suggestion[]> {
    return this.reads.read((orm) => this.entitiesOn(orm, prefix, limit));
  }

  private async entitiesOn(orm: MikroORM, prefix: string, limit: number): Promise<Suggestion[]> {
    const em = orm.em.fork();
    const pattern = startsWith(prefix);
    const counted = (
      await em.execute<EntityRow[]>(
        `select name, kind, documents from frequent_entity where search_name like ? order by documents desc, name limit ?`,
        [pattern, limit],
      )
    ).map(toSuggestion);
    // a short prefix with few hits is left as it is: its unseen names wait for the next refresh
    if (counted.length >= limit || prefix.length < TOP_UP_PREFIX) return counted;
    const unseen = (await em.execute<EntityRow[]>(TOP_UP_SQL, [pattern, pattern, TOP_UP_PROBES, pattern, limit])).map(toSuggestion);
    return [...counted, ...unseen].sort((a, b) => b.documents - a.documents || a.name.localeCompare(b.name)).slice(0, limit);
  }

  async terms(prefix: string, limit: number): Promise<Suggestion[]> {
    const rows = await this.reads.read((orm) =>
      orm.em
        .fork()
        .execute<{ term: string; documents: number }[]>(
          `select term, documents from frequent_term where search_term like ? order by documents desc, term limit ?`,
          [startsWith(prefix), limit],
        ),
    );
    return rows.map((r) => ({ name: r.term, kind: 'term', documents: Number(r.documents) }));
  }

  /** A topic without documents at the last refresh (or created since) has no row: the caller shows 0. */
  async topicCounts(topicIds: string[]): Promise<Map<string, number>> {
    const rows = await this.reads.read((orm) =>
      orm.em
        .fork()
        .execute<{ topic_id: string; documents: number }[]>(`select topic_id, documents from topic_count where topic_id = any(?::text[])`, [
          `{${topicIds.map((id) => `"${id.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`,
        ]),
    );
    return new Map(rows.map((r) => [r.topic_id, Number(r.documents)]));
  }
}
