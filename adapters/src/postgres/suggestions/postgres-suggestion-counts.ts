import type { EntityManager } from '@mikro-orm/postgresql';
import { WORD_SEPARATORS } from '@newsdesk/core/suggestions/suggestion-words';
import { RANKED_PER_PREFIX, RANKED_PREFIX_LENGTH } from './suggestion-count.entities';

/*
 * The entity, topic and source halves of the suggestion refresh (ADR 0006, 0020). They run inside
 * the frequent terms' transaction and advisory lock, so readers switch to all new tables at one
 * commit. Counts are over the whole archive, as the live counts were, and over the recent window
 * of the frequent terms (the newest N documents, from `cutoff`), which suggestions are ranked by.
 */

/**
 * The `maxEntities` names in most recent documents (then most documents); `document_entity.search_name`
 * is already folded. The recent mentions are read from the newest documents through the primary
 * key of document_entity, never by joining all mentions with all documents.
 */
const ENTITY_SQL = `
insert into frequent_entity (kind, name, search_name, documents, recent_documents, refreshed_at)
with recent as (
  select e.kind, e.name, count(*) as n from news_document d join document_entity e on e.document_id = d.id
  where d.first_acquisition_date >= ?::timestamptz group by e.kind, e.name
),
total as (select kind, name, min(search_name) as search_name, count(*) as n from document_entity group by kind, name)
select t.kind, t.name, t.search_name, t.n, coalesce(r.n, 0), now() from total t left join recent r using (kind, name)
order by coalesce(r.n, 0) desc, t.n desc, t.kind, t.name limit ?`;

/** A PostgreSQL bracket expression of core's separators ('-' last, so it is literal; no backslash escapes needed). */
const SEPARATOR_CLASS = `[${[...WORD_SEPARATORS].filter((c) => c !== '-').join('')}-]+`;

/**
 * One row per distinct word of each counted name, with the whole name's words (" angela merkel")
 * for the other typed words (postgres-suggestion-index.ts).
 */
const WORD_SQL = `
insert into frequent_entity_word (word, kind, name, words, documents, recent_documents)
select distinct w.word, f.kind, f.name, f.words, f.documents, f.recent_documents
from (select kind, name, documents, recent_documents, ' ' || trim(regexp_replace(search_name, ?, ' ', 'g')) as words from frequent_entity) f,
  regexp_split_to_table(trim(f.words), ' ') as w(word)
where w.word <> ''`;

/**
 * The best RANKED_PER_PREFIX names of every word prefix of 1 to RANKED_PREFIX_LENGTH letters, a
 * name once per prefix even when two of its words start alike.
 */
const PREFIX_SQL = `
insert into frequent_entity_prefix (prefix, rank, kind, name, words, documents, recent_documents)
select prefix, rank, kind, name, words, documents, recent_documents from (
  select prefix, kind, name, words, documents, recent_documents,
    row_number() over (partition by prefix order by recent_documents desc, documents desc, name, kind) as rank
  from (
    select distinct left(w.word, n) as prefix, w.kind, w.name, w.words, w.documents, w.recent_documents
    from frequent_entity_word w, generate_series(1, least(char_length(w.word), ${RANKED_PREFIX_LENGTH})) as n
  ) prefixes
) ranked
where rank <= ${RANKED_PER_PREFIX}`;

/** A category longer than a topic id cannot name a topic; it is left out rather than failing the refresh. */
const TOPIC_SQL = `
insert into topic_count (topic_id, documents, recent_documents, refreshed_at)
select topic, count(*), count(*) filter (where first_acquisition_date >= ?::timestamptz), now() from news_document, unnest(categories) as topic
where char_length(topic) <= 63 group by topic`;

/** Every domain with documents (from the domain index; ~1 s on 1,000,000 documents, in the background). */
const SOURCE_SQL = `insert into source_count (domain, documents, refreshed_at) select domain, count(*), now() from news_document group by domain`;

export interface SuggestionCountRefresh {
  entities: number;
  topics: number;
  sources: number;
}

/** Replaces the entity, topic and source counts; the caller holds the transaction and the lock. */
export const refreshSuggestionCounts = async (
  em: EntityManager,
  maxEntities: number,
  recentFrom: string,
): Promise<SuggestionCountRefresh> => {
  for (const table of ['frequent_entity_prefix', 'frequent_entity_word', 'frequent_entity', 'topic_count', 'source_count'])
    await em.execute(`delete from ${table}`);
  await em.execute(ENTITY_SQL, [recentFrom, maxEntities]);
  await em.execute(WORD_SQL, [SEPARATOR_CLASS]);
  await em.execute(PREFIX_SQL);
  await em.execute(TOPIC_SQL, [recentFrom]);
  await em.execute(SOURCE_SQL);
  const [count] = await em.execute<{ entities: string; topics: string; sources: string }[]>(
    'select (select count(*) from frequent_entity) as entities, (select count(*) from topic_count) as topics, (select count(*) from source_count) as sources',
  );
  return { entities: Number(count?.entities ?? 0), topics: Number(count?.topics ?? 0), sources: Number(count?.sources ?? 0) };
};
