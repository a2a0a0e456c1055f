import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { conceptsFromMentions } from '@newsdesk/core/documents/document.types';
import { toSigned64 } from '@newsdesk/core/ingestion/fingerprint';
import { storedVectors } from '../search/search-lexemes';
import { DeferredCounts } from './deferred-counts';

const DOCUMENT_COLUMNS =
  'id, canonical_url, url, content_hash, simhash, source_id, domain, title, body, associated_text, associated_plain, publication_date, first_acquisition_date, language, story_id, is_original, categories, concepts, tsv_stemmed, tsv_exact, search_version';

/** CSV field: NULL is an empty unquoted field; everything else quoted with doubled quotes. */
const field = (value: string | number | boolean | null): string => (value === null ? '' : `"${String(value).replaceAll('"', '""')}"`);

const pgArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

const documentLine = (r: DocumentRecord): string =>
  [
    r.id,
    r.canonicalUrl,
    r.document.url,
    r.contentHash,
    toSigned64(r.simhash).toString(),
    r.sourceId,
    r.document.domain.slice(0, 255),
    r.document.documentTitle,
    r.document.documentBody,
    JSON.stringify(r.document.associatedText),
    r.document.associatedText.join('\n'),
    r.document.publicationDate,
    r.document.firstAcquisitionDate,
    r.language,
    r.storyId,
    r.isOriginal,
    pgArray(r.metadata.concepts.categories.map((c) => c.name)),
    JSON.stringify(conceptsFromMentions(r.mentions)),
    ...storedVectors([r.document.documentTitle, r.document.documentBody, ...r.document.associatedText], r.language),
  ]
    .map(field)
    .join(',') + '\n';

const entityLines = (r: DocumentRecord): string =>
  r.mentions.map((m) => [r.id, m.kind, m.name.slice(0, 200), m.method].map(field).join(',') + '\n').join('');

/**
 * The GIN indexes of the search vectors (as the migration creates them). Built two at a time at
 * the end of a large load, in this order: the trigram index, the largest, beside the stemmed one.
 */
const SEARCH_INDEXES = [
  // Migration20261121700000SearchPerformance: the same expressions, character for character
  {
    name: 'news_document_text_trgm_index',
    create: `create index if not exists "news_document_text_trgm_index" on "news_document" using gin ((title || ' ' || body || ' ' || associated_plain) gin_trgm_ops)`,
  },
  {
    name: 'news_document_tsv_stemmed_index',
    create: 'create index if not exists "news_document_tsv_stemmed_index" on "news_document" using gin ("tsv_stemmed")',
  },
  {
    name: 'news_document_entity_names_index',
    create: `create index if not exists "news_document_entity_names_index" on "news_document" using gin ((jsonb_path_query_array(concepts, '$.*[*].name')) jsonb_path_ops)`,
  },
  {
    name: 'news_document_tsv_exact_index',
    create: 'create index if not exists "news_document_tsv_exact_index" on "news_document" using gin ("tsv_exact")',
  },
];

export interface BulkLoadResult {
  documents: number;
  seconds: number;
}

/**
 * Loads documents with COPY (the bulk path for demo seeding and the 1,000,000-document
 * benchmark corpus). Documents must be new; no de-duplication, no NOTIFY, and nothing goes on
 * the percolation queue: collections alert on news, not on a bulk load. Batches of `batchSize`
 * keep memory flat however many documents stream in.
 */
export const bulkLoadDocuments = async (
  url: string,
  documents: Iterable<DocumentRecord>,
  options: {
    batchSize?: number;
    onProgress?: (loaded: number) => void;
    /** Drop the full-text indexes during the load and build them once at the end (large loads). */
    deferSearchIndexes?: boolean;
    /** Count words per day and attention hours once at the end (deferred-counts.ts); default: with deferSearchIndexes. */
    deferCounts?: boolean;
    /** Sessions copying at once (default 2). Batches commit independently, in no fixed order. */
    connections?: number;
  } = {},
): Promise<BulkLoadResult> => {
  const started = performance.now();
  // Two sessions: while one copies a batch, the other can too, so PostgreSQL's share of the work
  // (reading two search vectors per document, updating the indexes) uses both cores whenever Node
  // is not generating.
  const clients = Array.from({ length: Math.max(1, options.connections ?? 2) }, () => new pg.Client({ connectionString: url }));
  for (const client of clients) {
    await client.connect();
    // A bulk load that fails is simply run again, so it need not wait for every commit's flush.
    await client.query('set synchronous_commit = off');
  }
  const [first] = clients as [pg.Client, ...pg.Client[]];
  if (options.deferSearchIndexes) for (const index of SEARCH_INDEXES) await first.query(`drop index if exists "${index.name}"`);
  const deferred = (options.deferCounts ?? options.deferSearchIndexes) ? await DeferredCounts.start(clients) : null;
  let loaded = 0;
  // At most one batch per session in flight, plus the one being generated.
  const inFlight = new Map<pg.Client, Promise<void>>();
  const copyBatch = async (client: pg.Client, rows: DocumentRecord[]) => {
    await client.query('begin');
    try {
      await pipeline(
        Readable.from(rows.map(documentLine)),
        client.query(copyFrom(`copy news_document (${DOCUMENT_COLUMNS}) from stdin with (format csv)`)),
      );
      await pipeline(
        Readable.from(rows.map(entityLines).filter(Boolean)),
        client.query(copyFrom('copy document_entity (document_id, kind, name, method) from stdin with (format csv)')),
      );
      await deferred?.note(
        client,
        rows.map((r) => r.id),
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    loaded += rows.length;
    options.onProgress?.(loaded);
  };
  let next = 0;
  const send = async (rows: DocumentRecord[]) => {
    const client = clients[next++ % clients.length]!;
    await inFlight.get(client);
    inFlight.set(client, copyBatch(client, rows));
  };
  try {
    let batch: DocumentRecord[] = [];
    let since = 0;
    for (const document of documents) {
      batch.push(document);
      // generating is synchronous: give the sockets a turn now and then so the copies keep flowing
      if (++since % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
      if (batch.length >= (options.batchSize ?? 5_000)) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length) await send(batch);
    await Promise.all(inFlight.values());
    await deferred?.finish();
    if (options.deferSearchIndexes) {
      // each session builds its share of the indexes: two builds at once use both cores
      await Promise.all(
        clients.map(async (client, at) => {
          await client.query(`set maintenance_work_mem = '256MB'`);
          for (const index of SEARCH_INDEXES.filter((_, k) => k % clients.length === at)) await client.query(index.create);
        }),
      );
    }
  } catch (error) {
    await Promise.allSettled(inFlight.values());
    // the batches that did commit are in the table: they get their counts all the same
    await deferred?.finish().catch(() => undefined);
    throw error;
  } finally {
    for (const client of clients) await client.end().catch(() => undefined);
  }
  return { documents: loaded, seconds: (performance.now() - started) / 1000 };
};
