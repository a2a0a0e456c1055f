import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * The entity and topic halves of the suggestion refresh (ADR 0006). They run inside the frequent
 * terms' transaction and advisory lock, so readers switch to all three new tables at one commit.
 * Both count over the whole archive, as the live counts did: on 1,000,000 documents the entity
 * count groups 2.6 million mentions (~0.3 s) and the topic count unnests every document (~2 s).
 */

/** The `maxEntities` names in most documents; `document_entity.search_name` is already folded. */
const ENTITY_SQL = `
insert into frequent_entity (kind, name, search_name, documents, refreshed_at)
select kind, name, min(search_name), count(*), now() from document_entity
group by kind, name order by count(*) desc, kind, name limit ?`;

/** A category longer than a topic id cannot name a topic; it is left out rather than failing the refresh. */
const TOPIC_SQL = `
insert into topic_count (topic_id, documents, refreshed_at)
select topic, count(*), now() from news_document, unnest(categories) as topic
where char_length(topic) <= 63 group by topic`;

export interface SuggestionCountRefresh {
  entities: number;
  topics: number;
}

/** Replaces the entity and topic counts; the caller holds the transaction and the lock. */
export const refreshSuggestionCounts = async (em: EntityManager, maxEntities: number): Promise<SuggestionCountRefresh> => {
  await em.execute('delete from frequent_entity');
  await em.execute('delete from topic_count');
  await em.execute(ENTITY_SQL, [maxEntities]);
  await em.execute(TOPIC_SQL);
  const [count] = await em.execute<{ entities: string; topics: string }[]>(
    'select (select count(*) from frequent_entity) as entities, (select count(*) from topic_count) as topics',
  );
  return { entities: Number(count?.entities ?? 0), topics: Number(count?.topics ?? 0) };
};
