import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.cookieFor('staff');
});
afterAll(async () => {
  await t.stop();
});

const call = (method: string, path: string, body?: unknown) =>
  rawRequest(`${t.url}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: t.url, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('a document is returned in the spec shape; unknown and malformed ids are clear errors', async () => {
  const record = aDocumentRecord({ id: crypto.randomUUID() });
  await t.server.container.get<DocumentRepository>(DocumentRepository).insert(record);
  const found = await call('GET', `/api/document/${record.id}`);
  expect(found.status).toBe(200);
  const document = JSON.parse(found.body) as {
    document: { documentTitle: string };
    metadata: { concepts: { organizations: { name: string }[] } };
  };
  expect(document.document.documentTitle).toBe('SNB holds rate');
  expect(document.metadata.concepts.organizations).toEqual([{ name: 'Swiss National Bank' }]);
  expect((await call('GET', `/api/document/${crypto.randomUUID()}`)).status).toBe(404);
  expect((await call('GET', '/api/document/not-a-uuid')).status).toBe(400);
});

test('a search is shared under an unguessable id and opens again; without parameters it is refused', async () => {
  const shared = await call('POST', '/api/search/share', { params: { tags: [{ name: 'inflation' }], timeFrame: 'week' } });
  expect(shared.status).toBe(200);
  const { id, expiresAt, createdAt } = JSON.parse(shared.body) as { id: string; expiresAt: string; createdAt: string };
  expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(48 * 3_600_000);
  const opened = await call('GET', `/api/search/share/${id}`);
  expect(JSON.parse(opened.body)).toMatchObject({ params: { tags: [{ name: 'inflation' }], timeFrame: 'week' } });
  const empty = await call('POST', '/api/search/share', { params: { tags: [] } });
  expect(empty.status).toBe(400);
  expect(JSON.parse(empty.body)).toEqual({
    code: 'search.share_without_parameters',
    message: "Can't share a search without search parameters",
  });
  expect((await call('GET', `/api/search/share/${'x'.repeat(32)}`)).status).toBe(404);
});

test('suggestions come from the entities of stored documents', async () => {
  const response = await call('POST', '/api/suggestions', { text: 'swiss' });
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body)).toEqual({
    suggestions: [{ name: 'Swiss National Bank', kind: 'organization', documents: 1, recentDocuments: 1 }],
  });
  // any word of the name, and two words: the name, then the phrase (ADR 0020); words come from the refresh
  await t.server.container.get(PostgresFrequentTerms).refresh();
  const byWord = JSON.parse((await call('POST', '/api/suggestions', { text: 'nati' })).body) as { suggestions: { name: string }[] };
  expect(byWord.suggestions.map((s) => s.name)).toContain('Swiss National Bank');
  const twoWords = JSON.parse((await call('POST', '/api/suggestions', { text: 'national swi' })).body) as {
    suggestions: { name: string; kind: string }[];
  };
  expect(twoWords.suggestions).toEqual([
    expect.objectContaining({ name: 'Swiss National Bank', kind: 'organization' }),
    expect.objectContaining({ name: '"national swi"', kind: 'phrase' }),
  ]);
  const bad = await call('POST', '/api/suggestions', { text: 42 });
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect((await call('POST', '/api/suggestions', { text: 'x'.repeat(201) })).status).toBe(400);
});

test('the Sources filter lists every domain of the index with its documents, by type-ahead; bad input is a 400', async () => {
  // a document of its own domain, sharing no word or entity with the other tests' documents
  const record = aDocumentRecord(
    { canonicalUrl: 'https://wire.example/sources-1', contentHash: 'sources-1', mentions: [] },
    'Ski lifts open early.',
  );
  await t.server.container.get<DocumentRepository>(DocumentRepository).insert({
    ...record,
    document: {
      ...record.document,
      domain: 'wire.example',
      documentTitle: 'Valais ski season',
      associatedText: [],
      // older than a year: the later tests' searches of the past year do not see it
      publicationDate: '2024-01-01T08:00:00.000Z',
      firstAcquisitionDate: '2024-01-01T08:00:00.000Z',
    },
    metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  });
  await t.server.container.get(PostgresFrequentTerms).refresh();
  const all = await call('GET', '/api/search/sources');
  expect(all.status).toBe(200);
  const sources = (JSON.parse(all.body) as { sources: { domain: string; name: string; documents: number }[] }).sources;
  expect(sources).toContainEqual({ domain: 'wire.example', name: 'wire.example', documents: 1 });
  const typed = JSON.parse((await call('GET', '/api/search/sources?text=WIRE&limit=5')).body) as { sources: { domain: string }[] };
  expect(typed.sources.map((s) => s.domain)).toEqual(['wire.example']);
  for (const query of ['limit=0', 'limit=abc', 'limit=51', `text=${'x'.repeat(101)}`]) {
    const refused = await call('GET', `/api/search/sources?${query}`);
    expect({ query, status: refused.status }).toEqual({ query, status: 400 });
    expect(JSON.parse(refused.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
});

test('search finds the stored document with highlights; bad queries are clear 400s', async () => {
  const found = await call('POST', '/api/search', {
    tags: [{ name: 'inflation' }],
    timeFrame: { from: '2026-11-01T00:00:00Z', to: '2026-11-30T00:00:00Z' },
  });
  expect(found.status).toBe(200);
  const result = JSON.parse(found.body) as {
    total: number;
    moreThan10000: boolean;
    hits: { highlights: { body: { start: number; end: number }[] }; document: { document: { documentBody: string } } }[];
    query: { display: string };
  };
  expect(result).toMatchObject({ total: 1, moreThan10000: false, query: { display: 'inflation' } });
  const hit = result.hits[0]!;
  const [first] = hit.highlights.body;
  expect(hit.document.document.documentBody.slice(first!.start, first!.end)).toBe('inflation');
  const twoWords = await call('POST', '/api/search', { tags: [{ name: 'swiss bank' }] });
  expect(twoWords.status).toBe(400);
  expect(JSON.parse(twoWords.body)).toMatchObject({
    code: 'search.more_than_one_term',
    message: 'Not allowed to search more than one term.',
  });
  expect(JSON.parse((await call('POST', '/api/search', { tags: [{ name: 'in*' }] })).body)).toMatchObject({
    code: 'search.wildcard_too_short',
  });
  expect((await call('POST', '/api/search', { pageSize: 5_000 })).status).toBe(400);
});

test('related-document routes answer with documents and validate their input', async () => {
  const hits = (JSON.parse((await call('POST', '/api/search', { timeFrame: 'year' })).body) as { hits: { document: { id: string } }[] })
    .hits;
  const id = hits[0]!.document.id;
  expect((await call('GET', `/api/document/recommended/${id}/OR`)).status).toBe(200);
  expect((await call('GET', `/api/document/recommended/${id}/XOR`)).status).toBe(400);
  expect(
    JSON.parse(
      (await call('POST', '/api/document/recommended', { documentId: id, metadataEntities: ['Swiss National Bank'], operator: 'AND' }))
        .body,
    ),
  ).toEqual({ documents: [] });
  const byEntity = await call('POST', '/api/metadata-documents/search', { metadataEntities: ['Swiss National Bank'] });
  expect((JSON.parse(byEntity.body) as { documents: { id: string }[] }).documents.map((d) => d.id)).toEqual([id]);
  expect((await call('POST', '/api/metadata-documents/search', { metadataEntities: [] })).status).toBe(400);
});
