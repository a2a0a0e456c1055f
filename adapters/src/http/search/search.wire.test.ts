import { expect, test } from '@jest/globals';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { SearchResult } from '@newsdesk/core/search/run-search';
import type { SearchQuery } from '@newsdesk/core/search/search-query.types';
import { type newsDocumentListSchema, newsDocumentSchema } from '../documents/news-document.schema';
import { type AcceptsRequest, type DescribesResponse, holds } from '../wire-contract';
import type { searchBody, searchResultSchema } from './search.routes';

/*
 * ADR 0031: the search and document answers are core's types. tsc checks these facts in `npm test`:
 * each `holds<…>(true)` compiles only while the schema and core's type describe the same thing.
 */
test('the search request and answer, and a document as every route answers it, are core’s types', () => {
  expect(holds<AcceptsRequest<typeof searchBody, SearchQuery>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof searchResultSchema, SearchResult>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof newsDocumentSchema, NewsDocument>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof newsDocumentListSchema, { documents: NewsDocument[] }>>(true)).toBe(true);
  // a document that lost a field in core would no longer be described
  // @ts-expect-error the schema has isOriginal, this type does not
  holds<DescribesResponse<typeof newsDocumentSchema, Omit<NewsDocument, 'isOriginal'>>>(true);
});

test('a real document passes the schema as it is', () => {
  const document: NewsDocument = {
    id: '0b7c6f1e-2f4e-4f8e-9d55-0f6f1c2b3a4d',
    document: {
      publicationDate: null,
      firstAcquisitionDate: '2026-11-27T10:00:00.000Z',
      domain: 'example.org',
      documentTitle: 'Title',
      documentBody: 'Body',
      url: 'https://example.org/a',
      associatedText: [],
    },
    metadata: { concepts: { organizations: [{ name: 'WHO' }], persons: [], locations: [], categories: [{ name: 'health' }] } },
    language: 'en',
    storyId: '0b7c6f1e-2f4e-4f8e-9d55-0f6f1c2b3a4d',
    isOriginal: true,
  };
  expect(newsDocumentSchema.parse(document)).toEqual(document);
  expect(newsDocumentSchema.safeParse({ ...document, language: 'it' }).success).toBe(false);
});
