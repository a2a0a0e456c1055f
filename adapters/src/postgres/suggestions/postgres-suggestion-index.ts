import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import type { Suggestion, SuggestionIndex } from '@newsdesk/core/suggestions/suggest';

/** LIKE pattern for "starts with": wildcards typed by the user are literal. */
const startsWith = (prefix: string) => `${prefix.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

/** Suggestions from the entity table and the frequent-term table (prefix indexes on folded names) and topic counts. */
export class PostgresSuggestionIndex implements SuggestionIndex {
  constructor(private readonly orm: MikroORM) {}

  async entities(prefix: string, limit: number): Promise<Suggestion[]> {
    const rows = await this.orm.em.fork().execute<{ name: string; kind: EntityKind; documents: string }[]>(
      `select name, kind, count(*) as documents from document_entity where search_name like ? group by name, kind order by count(*) desc, name limit ?`,
      [startsWith(prefix), limit],
    );
    return rows.map((r) => ({ name: r.name, kind: r.kind, documents: Number(r.documents) }));
  }

  async terms(prefix: string, limit: number): Promise<Suggestion[]> {
    const rows = await this.orm.em.fork().execute<{ term: string; documents: number }[]>(
      `select term, documents from frequent_term where search_term like ? order by documents desc, term limit ?`,
      [startsWith(prefix), limit],
    );
    return rows.map((r) => ({ name: r.term, kind: 'term', documents: Number(r.documents) }));
  }

  async topicCounts(topicIds: string[]): Promise<Map<string, number>> {
    const rows = await this.orm.em.fork().execute<{ topic: string; documents: string }[]>(
      `select topic, count(*) as documents from news_document, unnest(categories) as topic where topic = any(?::text[]) group by topic`,
      [`{${topicIds.map((id) => `"${id}"`).join(',')}}`],
    );
    return new Map(rows.map((r) => [r.topic, Number(r.documents)]));
  }
}
