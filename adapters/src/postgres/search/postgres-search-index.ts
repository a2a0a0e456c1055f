import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { COUNT_CAP, type SearchHits, type SearchIndex, type SearchRequest } from '@newsdesk/core/search/search.ports';
import { queryToSql, type SqlCondition } from './query-to-sql';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';

const ORDER: Record<string, string> = {
  'indexing-date:newest': 'first_acquisition_date desc, id',
  'indexing-date:oldest': 'first_acquisition_date asc, id',
  'publication-date:newest': 'publication_date desc nulls last, id',
  'publication-date:oldest': 'publication_date asc nulls last, id',
};

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** PostgreSQL full-text search with the core term semantics (see query-to-sql.ts). */
export class PostgresSearchIndex implements SearchIndex {
  private readonly documents: PostgresDocumentRepository;

  constructor(private readonly orm: MikroORM) {
    this.documents = new PostgresDocumentRepository(orm);
  }

  async search(request: SearchRequest): Promise<SearchHits> {
    const where = this.where(request);
    const em = this.orm.em.fork();
    const [rows, counted] = await Promise.all([
      em.execute<{ id: string }[]>(
        `select id from news_document where ${where.sql} order by ${ORDER[`${request.sort.field}:${request.sort.direction}`] ?? ORDER['indexing-date:newest']} limit ? offset ?`,
        [...where.params, request.limit, request.offset],
      ),
      em.execute<{ n: string }[]>(`select count(*) as n from (select 1 from news_document where ${where.sql} limit ${COUNT_CAP}) capped`, where.params),
    ]);
    const documents = (await Promise.all(rows.map((r) => this.documents.findById(r.id)))).filter((d): d is NewsDocument => d !== null);
    const stories = [...new Set(documents.map((d) => d.storyId))];
    const sizes = stories.length
      ? await em.execute<{ story_id: string; n: string }[]>(`select story_id, count(*) as n from news_document where story_id = any(?::uuid[]) group by story_id`, [`{${stories.join(',')}}`])
      : [];
    return { documents, total: Number(counted[0]?.n ?? 0), storySizes: new Map(sizes.map((s) => [s.story_id, Number(s.n)])) };
  }

  private where(request: SearchRequest): SqlCondition {
    const parts: SqlCondition[] = [{ sql: 'first_acquisition_date between ? and ?', params: [request.range.from, request.range.to] }];
    if (request.ast) parts.push(queryToSql(request.ast));
    const { domains, topics, languages, entities } = request.filters;
    if (domains.length) parts.push({ sql: 'domain = any(?::text[])', params: [textArray(domains)] });
    if (topics.length) parts.push({ sql: 'categories && ?::text[]', params: [textArray(topics)] });
    if (languages.length) parts.push({ sql: 'language = any(?::text[])', params: [textArray(languages)] });
    const selected: [string, string[]][] = [
      ['organization', entities.organizations],
      ['person', entities.persons],
      ['location', entities.locations],
    ];
    for (const [kind, names] of selected) {
      for (const name of names) {
        parts.push({ sql: 'exists (select 1 from document_entity e where e.document_id = news_document.id and e.kind = ? and e.name = ?)', params: [kind, name] });
      }
    }
    return { sql: parts.map((p) => p.sql).join(' and '), params: parts.flatMap((p) => p.params) };
  }
}
