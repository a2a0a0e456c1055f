import { Readable } from 'node:stream';
import { z } from 'zod';
import type { CollectionDocuments } from '@newsdesk/core/collections/collection-documents';
import type { GetCollection } from '@newsdesk/core/collections/get-collection';
import { exportFileName } from '@newsdesk/core/export/csv-export';
import { EXPORT_PAGE_SIZE, exportDocumentsCsv, type ExportPage } from '@newsdesk/core/export/export-documents';
import type { RunSearch, SearchResult } from '@newsdesk/core/search/run-search';
import type { Clock } from '@newsdesk/core/shared/clock';
import type { Context } from 'koa';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { searchBody } from '../search/search.routes';

export interface ExportRouteDeps {
  runSearch: Pick<RunSearch, 'execute'>;
  collectionDocuments: Pick<CollectionDocuments, 'execute'>;
  getCollection: Pick<GetCollection, 'execute'>;
  clock: Clock;
}

const tag = 'Export';

/** The search as POST /api/search takes it, JSON in one query parameter, so a plain link downloads it. */
const searchExportQuery = z.object({
  search: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'search must be the JSON of a search request' });
        return z.NEVER;
      }
    })
    .pipe(searchBody),
});

const toPage = (result: SearchResult, page: number): ExportPage => ({
  documents: result.hits.map((hit) => hit.document),
  hasMore: page * EXPORT_PAGE_SIZE < result.total,
});

/** Streams the chunks as the body: pages are read from PostgreSQL one after another, never all at once. */
const sendCsv = (ctx: Context, chunks: AsyncGenerator<string>, fileName: string): Readable => {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  return Readable.from(chunks, { objectMode: false });
};

/** CSV exports of a search (at most 10,000 documents) and of a collection's documents (core export/). */
export const exportRoutes = (deps: ExportRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/search/export.csv',
    access: 'user',
    cost: 'expensive',
    tag,
    summary: 'CSV of a search’s documents (at most 10,000), streamed; `search` is the JSON body of POST /api/search',
    query: searchExportQuery,
    errors: { 400: 'search is missing, not JSON, or an invalid search (the same errors as POST /api/search)' },
    handler: async ({ query, ctx }) => {
      const pageOf = async (page: number) =>
        toPage(await deps.runSearch.execute({ ...query.search, page, pageSize: EXPORT_PAGE_SIZE }), page);
      const chunks = await exportDocumentsCsv(pageOf);
      return sendCsv(ctx, chunks, exportFileName('newsdesk-search', deps.clock.now()));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/collections/:id/export.csv',
    access: 'user',
    cost: 'expensive',
    tag,
    summary: 'CSV of a collection’s documents (its saved search, at most 10,000), streamed',
    params: z.object({ id: z.string().uuid() }),
    errors: { 400: 'id is not a UUID', 404: 'collection.not_found' },
    handler: async ({ params, auth, ctx }) => {
      const collection = await deps.getCollection.execute(auth.user.id, params.id);
      const pageOf = async (page: number) =>
        toPage(await deps.collectionDocuments.execute(auth.user.id, params.id, { page, pageSize: EXPORT_PAGE_SIZE }), page);
      const chunks = await exportDocumentsCsv(pageOf);
      return sendCsv(ctx, chunks, exportFileName(collection.name, deps.clock.now()));
    },
  }),
];
