import type { MikroORM } from '@mikro-orm/postgresql';
import { readDatabase, type ReadDatabase } from '../replicas/read-database';
import { RANKED_PREFIX_LENGTH } from './suggestion-count.entities';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import type { Suggestion, SuggestionIndex, TopicCount } from '@newsdesk/core/suggestions/suggest';

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
// An unseen name counts all its documents as recent: most are new since the last refresh.
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
select d.name, d.kind, d.documents, d.recent_documents
from unseen cross join lateral (
  select name, kind, count(*) as documents, count(*) as recent_documents from document_entity where search_name = unseen.search_name group by name, kind
) d
order by d.documents desc, d.name limit ?`;

type EntityRow = { name: string; kind: EntityKind; documents: string | number; recent_documents: string | number };
const toSuggestion = (r: EntityRow): Suggestion => ({
  name: r.name,
  kind: r.kind,
  documents: Number(r.documents),
  recentDocuments: Number(r.recent_documents),
});
const byRecentDocuments = (a: Suggestion, b: Suggestion) =>
  b.recentDocuments - a.recentDocuments || b.documents - a.documents || a.name.localeCompare(b.name);

/**
 * Names with a word starting with the longest typed word (one range of the word index), whose
 * other words each start a word of the name too (checked on the row's `words`, " angela merkel").
 */
const namesWithWords = (others: number) => `
select kind, name, max(documents) as documents, max(recent_documents) as recent_documents
from frequent_entity_word
where word like ?${' and words like ?'.repeat(others)}
group by kind, name
order by max(recent_documents) desc, max(documents) desc, name limit ?`;

/**
 * Names ranked in advance for a short prefix of the longest typed word (at most RANKED_PER_PREFIX,
 * frequent_entity_prefix), the other typed words checked on them: one short range of the primary key.
 */
const rankedNamesWithWords = (others: number) => `
select kind, name, documents, recent_documents from frequent_entity_prefix
where prefix = ?${' and words like ?'.repeat(others)}
order by rank limit ?`;

/** LIKE pattern for "a word of `words` starts with": each word follows one space. */
const wordStartsWith = (word: string) => `% ${startsWith(word)}`;

/**
 * Suggestions from precomputed tables (prefix indexes on folded names and on each of their
 * words): entity and topic counts and frequent terms, all filled by `PostgresFrequentTerms.refresh`,
 * so a keystroke never counts documents of names the refresh has seen.
 */
export class PostgresSuggestionIndex implements SuggestionIndex {
  private readonly reads: ReadDatabase;

  /** Reads on the primary, or on a fresh read replica (ReadReplicas). */
  constructor(database: MikroORM | ReadDatabase) {
    this.reads = readDatabase(database);
  }

  entities(words: readonly string[], limit: number): Promise<Suggestion[]> {
    return this.reads.read((orm) => this.entitiesOn(orm, words, limit));
  }

  private async entitiesOn(orm: MikroORM, words: readonly string[], limit: number): Promise<Suggestion[]> {
    if (words.length === 0 || limit < 1) return [];
    const em = orm.em.fork();
    // the longest word narrows most; the others are checked on the candidates
    const [probe, ...others] = [...words].sort((a, b) => b.length - a.length);
    // a short prefix matches too many words to rank here: its best names were ranked by the refresh
    const ranked = probe!.length <= RANKED_PREFIX_LENGTH;
    const counted = (
      await em.execute<EntityRow[]>(ranked ? rankedNamesWithWords(others.length) : namesWithWords(others.length), [
        ranked ? probe : startsWith(probe!),
        ...others.map(wordStartsWith),
        limit,
      ])
    ).map(toSuggestion);
    // names the last refresh has not counted are found by the start of the whole name only
    const typed = words.join(' ');
    if (counted.length >= limit || typed.length < TOP_UP_PREFIX) return counted;
    const pattern = startsWith(typed);
    const unseen = (await em.execute<EntityRow[]>(TOP_UP_SQL, [pattern, pattern, TOP_UP_PROBES, pattern, limit])).map(toSuggestion);
    return [...counted, ...unseen].sort(byRecentDocuments).slice(0, limit);
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
    // a term's count is already one of recent documents (the newest N, ADR 0006)
    return rows.map((r) => ({ name: r.term, kind: 'term', documents: Number(r.documents), recentDocuments: Number(r.documents) }));
  }

  /** A topic without documents at the last refresh (or created since) has no row: the caller shows 0. */
  async topicCounts(topicIds: string[]): Promise<Map<string, TopicCount>> {
    const rows = await this.reads.read((orm) =>
      orm.em
        .fork()
        .execute<{ topic_id: string; documents: number; recent_documents: number }[]>(
          `select topic_id, documents, recent_documents from topic_count where topic_id = any(?::text[])`,
          [`{${topicIds.map((id) => `"${id.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`],
        ),
    );
    return new Map(rows.map((r) => [r.topic_id, { documents: Number(r.documents), recentDocuments: Number(r.recent_documents) }]));
  }
}
