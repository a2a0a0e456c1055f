import type { EntityManager } from '@mikro-orm/postgresql';
import { INDEXED_WORDS_VERSION } from '@newsdesk/core/search/indexed-words';
import { storedVectors } from './search-lexemes';

interface StaleDocument {
  id: string;
  title: string;
  body: string;
  associated_text: string[] | string;
  language: string;
}

const LANGUAGES = new Set(['en', 'de', 'fr']);
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * Indexes again, from core, the documents whose search vectors are of an older
 * INDEXED_WORDS_VERSION (or were computed by PostgreSQL before ADR 0013): a batch at a time, each
 * its own short transaction, so searches and ingestion go on meanwhile; an indexed row no longer
 * qualifies, so each batch takes the next. Returns the number of documents indexed. Safe to run in
 * several processes: rows are claimed with `for update skip locked`.
 */
export const refreshSearchVectors = async (
  em: EntityManager,
  options: { batchSize?: number; onBatch?: (done: number) => void; shouldStop?: () => boolean } = {},
): Promise<number> => {
  const batchSize = options.batchSize ?? 500;
  let done = 0;
  while (!options.shouldStop?.()) {
    const indexed = await em.fork().transactional(async (tx) => {
      const rows = await tx.execute<StaleDocument[]>(
        `select id, title, body, associated_text, language from news_document
          where search_version < ? order by search_version, id limit ? for update skip locked`,
        [INDEXED_WORDS_VERSION, batchSize],
      );
      if (rows.length === 0) return null;
      const vectors = rows.map((row) => {
        const associated = typeof row.associated_text === 'string' ? (JSON.parse(row.associated_text) as string[]) : row.associated_text;
        return storedVectors(
          [row.title, row.body, ...associated],
          LANGUAGES.has(row.language) ? (row.language as 'en' | 'de' | 'fr') : 'other',
        );
      });
      await tx.execute(
        `update news_document d set tsv_stemmed = v.stemmed::tsvector, tsv_exact = v.exact::tsvector, search_version = ?
           from unnest(?::uuid[], ?::text[], ?::text[]) as v(id, stemmed, exact) where d.id = v.id`,
        [
          INDEXED_WORDS_VERSION,
          `{${rows.map((r) => r.id).join(',')}}`,
          textArray(vectors.map((v) => v[0])),
          textArray(vectors.map((v) => v[1])),
        ],
      );
      return rows;
    });
    if (indexed === null) break;
    done += indexed.length;
    options.onBatch?.(done);
  }
  return done;
};
