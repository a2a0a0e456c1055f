import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { DocumentRecord, DocumentRepository, StoryCandidate, TextChange } from '@newsdesk/core/documents/document.ports';
import {
  conceptsFromMentions,
  type DocumentLanguage,
  type EntityMention,
  type NewsDocument,
} from '@newsdesk/core/documents/document.types';
import { toSigned64 } from '@newsdesk/core/ingestion/fingerprint';
import { storedVectors } from '../search/search-lexemes';

/** Channel of the "a document was committed" event (the percolator of the alerts issue listens). */
export const DOCUMENT_INDEXED_CHANNEL = 'newsdesk_document_indexed';

/** A row of news_document as the readers select it (DOCUMENT_COLUMNS). */
export interface DocumentRowData {
  id: string;
  canonical_url: string;
  content_hash: string;
  story_id: string;
  url: string;
  domain: string;
  title: string;
  body: string;
  associated_text: string[] | string;
  publication_date: Date | null;
  first_acquisition_date: Date;
  language: string;
  is_original: boolean;
  categories: string[];
  concepts: Record<string, { name: string }[]> | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The columns a NewsDocument is read from. */
export const DOCUMENT_COLUMNS =
  'id, canonical_url, content_hash, story_id, url, domain, title, body, associated_text, publication_date, first_acquisition_date, language, is_original, categories, concepts';

export const toNewsDocument = (row: DocumentRowData): NewsDocument => {
  const concepts = json(row.concepts);
  return {
    id: row.id,
    document: {
      publicationDate: row.publication_date ? new Date(row.publication_date).toISOString() : null,
      firstAcquisitionDate: new Date(row.first_acquisition_date).toISOString(),
      domain: row.domain,
      documentTitle: row.title,
      documentBody: row.body,
      url: row.url,
      associatedText: json(row.associated_text),
    },
    metadata: {
      concepts: {
        organizations: concepts.organizations ?? [],
        persons: concepts.persons ?? [],
        locations: concepts.locations ?? [],
        categories: row.categories.map((name) => ({ name })),
      },
    },
    language: row.language as DocumentLanguage,
    storyId: row.story_id,
    isOriginal: row.is_original,
  };
};

/** Documents in PostgreSQL; every write stores core's search vectors with the text (ADR 0013). */
export class PostgresDocumentRepository implements DocumentRepository {
  constructor(private readonly orm: MikroORM) {}

  async findByCanonicalUrl(canonicalUrl: string) {
    return this.ref('canonical_url = ?', [canonicalUrl]);
  }

  async findByContentHash(contentHash: string) {
    return this.ref('content_hash = ?', [contentHash]);
  }

  async storyCandidates(simhash: bigint, since: Date, maxDistance: number, limit: number): Promise<StoryCandidate[]> {
    const rows = await this.orm.em.fork().execute<{ id: string; story_id: string; title: string; body: string }[]>(
      `select id, story_id, title, body from news_document
        where first_acquisition_date >= ? and bit_count((simhash # ?::bigint)::bit(64)) <= ?
        order by bit_count((simhash # ?::bigint)::bit(64)), first_acquisition_date limit ?`,
      [since, toSigned64(simhash).toString(), maxDistance, toSigned64(simhash).toString(), limit],
    );
    return rows.map((r) => ({ id: r.id, storyId: r.story_id, title: r.title, body: r.body }));
  }

  async insert(record: DocumentRecord): Promise<void> {
    const d = record.document;
    await this.orm.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into news_document (id, canonical_url, url, content_hash, simhash, source_id, domain, title, body, associated_text, associated_plain,
           publication_date, first_acquisition_date, language, story_id, is_original, categories, concepts, tsv_stemmed, tsv_exact, search_version)
         values (?, ?, ?, ?, ?::bigint, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?::text[], ?::jsonb, ?::tsvector, ?::tsvector, ?)`,
        [
          record.id,
          record.canonicalUrl,
          d.url,
          record.contentHash,
          toSigned64(record.simhash).toString(),
          record.sourceId,
          d.domain.slice(0, 255),
          d.documentTitle,
          d.documentBody,
          JSON.stringify(d.associatedText),
          d.associatedText.join('\n'),
          d.publicationDate,
          d.firstAcquisitionDate,
          record.language,
          record.storyId,
          record.isOriginal,
          toPgArray(record.metadata.concepts.categories.map((c) => c.name)),
          JSON.stringify(conceptsFromMentions(record.mentions)),
          ...storedVectors([d.documentTitle, d.documentBody, ...d.associatedText], record.language),
        ],
      );
      await this.writeEntities(em, record.id, record.mentions);
      // matched against the collections by a percolation worker (claim-documents.ts)
      await em.execute('insert into percolation_queue (document_id, indexed_at) values (?, ?)', [record.id, d.firstAcquisitionDate]);
      await em.execute('select pg_notify(?, ?)', [DOCUMENT_INDEXED_CHANNEL, JSON.stringify({ id: record.id, storyId: record.storyId })]);
    });
  }

  async updateText(id: string, change: TextChange): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into document_revision (document_id, changed_at, previous_title, previous_body, previous_content_hash)
         select id, ?, title, body, content_hash from news_document where id = ?`,
        [change.changedAt, id],
      );
      await em.execute(
        `update news_document set title = ?, body = ?, associated_text = ?::jsonb, associated_plain = ?, content_hash = ?, simhash = ?::bigint,
           language = ?, categories = ?::text[], concepts = ?::jsonb, tsv_stemmed = ?::tsvector, tsv_exact = ?::tsvector, search_version = ? where id = ?`,
        [
          change.title,
          change.body,
          JSON.stringify(change.associatedText),
          change.associatedText.join('\n'),
          change.contentHash,
          toSigned64(change.simhash).toString(),
          change.language,
          toPgArray(change.categories),
          JSON.stringify(conceptsFromMentions(change.mentions)),
          ...storedVectors([change.title, change.body, ...change.associatedText], change.language),
          id,
        ],
      );
      await em.execute('delete from document_entity where document_id = ?', [id]);
      await this.writeEntities(em, id, change.mentions);
    });
  }

  async findById(id: string): Promise<NewsDocument | null> {
    const [found] = await this.findByIds([id]);
    return found ?? null;
  }

  /** The documents of these ids in one statement, in the order given; unknown ids are left out. */
  async findByIds(ids: readonly string[]): Promise<NewsDocument[]> {
    if (ids.length === 0) return [];
    const rows = await this.orm.em
      .fork()
      .execute<DocumentRowData[]>(`select ${DOCUMENT_COLUMNS} from news_document where id = any(?::uuid[])`, [`{${ids.join(',')}}`]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toNewsDocument(row)] : [];
    });
  }

  private async writeEntities(em: EntityManager, documentId: string, mentions: readonly EntityMention[]) {
    const unique = new Map(mentions.map((m) => [`${m.kind}\u0000${m.name.slice(0, 200)}`, m]));
    if (unique.size === 0) return;
    const values = [...unique.values()];
    await em.execute(
      `insert into document_entity (document_id, kind, name, method) values ${values.map(() => '(?, ?, ?, ?)').join(', ')} on conflict do nothing`,
      values.flatMap((m) => [documentId, m.kind, m.name.slice(0, 200), m.method]),
    );
  }

  private async ref(where: string, params: unknown[]) {
    const rows = await this.orm.em
      .fork()
      .execute<{ id: string; canonical_url: string; content_hash: string; story_id: string }[]>(
        `select id, canonical_url, content_hash, story_id from news_document where ${where} limit 1`,
        params,
      );
    const row = rows[0];
    return row ? { id: row.id, canonicalUrl: row.canonical_url, contentHash: row.content_hash, storyId: row.story_id } : null;
  }
}

/** A text[] literal; PostgreSQL parses it, so values are quoted and escaped here. */
const toPgArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
