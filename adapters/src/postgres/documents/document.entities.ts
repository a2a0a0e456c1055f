import { defineEntity, p } from '@mikro-orm/postgresql';
import { FOLD_FROM, FOLD_TO } from '@newsdesk/core/suggestions/suggest';

export const NewsDocumentRow = defineEntity({
  name: 'NewsDocumentRow',
  tableName: 'news_document',
  indexes: [
    { properties: ['firstAcquisitionDate'] },
    // each source's documents per day, for source health (Migration20261127800000SourceHealthIncidents)
    { properties: ['sourceId', 'firstAcquisitionDate'] },
    { properties: ['publicationDate'] },
    { properties: ['storyId'] },
    { properties: ['contentHash'] },
    { properties: ['domain'] },
    {
      name: 'news_document_tsv_stemmed_index',
      expression: 'create index "news_document_tsv_stemmed_index" on "news_document" using gin ("tsv_stemmed")',
    },
    {
      name: 'news_document_tsv_exact_index',
      expression: 'create index "news_document_tsv_exact_index" on "news_document" using gin ("tsv_exact")',
    },
    { name: 'news_document_search_version_index', properties: ['searchVersion', 'id'] },
    // contains-wildcards (docs/benchmarks.md, "Search"): the expression must be query-to-sql's ALL_TEXT, character for character
    // related documents (docs/benchmarks.md, "Search"): the expression must be related-statements.ts's ENTITY_NAMES
    {
      name: 'news_document_entity_names_index',
      expression: `create index "news_document_entity_names_index" on "news_document" using gin ((jsonb_path_query_array(concepts, '$.*[*].name')) jsonb_path_ops)`,
    },
    {
      name: 'news_document_text_trgm_index',
      expression: `create index "news_document_text_trgm_index" on "news_document" using gin ((title || ' ' || body || ' ' || associated_plain) gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    canonicalUrl: p.text().unique(),
    url: p.text(),
    contentHash: p.string().length(16),
    simhash: p.bigint('bigint'),
    sourceId: p.uuid().nullable(),
    domain: p.string().length(255),
    title: p.text(),
    body: p.text(),
    associatedText: p.json<string[]>(),
    /** associated texts joined, so the generated search columns can read them */
    associatedPlain: p.text(),
    publicationDate: p.datetime().nullable(),
    firstAcquisitionDate: p.datetime(),
    language: p.string().length(5),
    storyId: p.uuid(),
    isOriginal: p.boolean(),
    categories: p.array(),
    concepts: p.json<Record<string, { name: string }[]>>(),
    /**
     * The searched texts (title, body, each PDF text) as core indexes them (indexed-words.ts,
     * ADR 0013): stemmed in the document's language, and unstemmed; written by Newsdesk, never
     * parsed by PostgreSQL. `searchVersion` is core's INDEXED_WORDS_VERSION at writing; older
     * vectors are indexed again in the background (search-vector-refresh.ts).
     */
    tsvStemmed: p.type('tsvector').columnType('tsvector').lazy().nullable(),
    tsvExact: p.type('tsvector').columnType('tsvector').lazy().nullable(),
    searchVersion: p.smallint().default(0),
  },
});

export const DocumentEntityRow = defineEntity({
  name: 'DocumentEntityRow',
  tableName: 'document_entity',
  indexes: [
    { properties: ['kind', 'name'] },
    // related documents count an entity's documents from this index alone (docs/benchmarks.md, "Search")
    { name: 'document_entity_name_document_index', properties: ['name', 'documentId'] },
    {
      name: 'document_entity_search_name_index',
      expression: 'create index "document_entity_search_name_index" on "document_entity" ("search_name" varchar_pattern_ops)',
    },
  ],
  properties: {
    documentId: p.uuid().primary(),
    kind: p.string().length(16).primary(),
    name: p.string().length(200).primary(),
    method: p.string().length(16),
    /** lower-cased, accents folded like core's foldForSuggestion: prefix search for suggestions */
    searchName: p.string().length(200).generated(`(translate(lower("name"), '${FOLD_FROM}', '${FOLD_TO}')) stored`).lazy().nullable(),
  },
});

export const DocumentRevisionRow = defineEntity({
  name: 'DocumentRevisionRow',
  tableName: 'document_revision',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    documentId: p.uuid().index(),
    changedAt: p.datetime(),
    previousTitle: p.text(),
    previousBody: p.text(),
    previousContentHash: p.string().length(16),
  },
});

export const documentEntities = [NewsDocumentRow, DocumentEntityRow, DocumentRevisionRow];
