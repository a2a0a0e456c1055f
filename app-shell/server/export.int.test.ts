import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { CSV_HEADER } from '@newsdesk/core/export/csv-export';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { startTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
let cookie: string;
const WORD = 'zyxexport';
const DOMAIN = 'export.example';
/** More than two export pages (100 each), so the stream crosses page edges. */
const COUNT = 230;
const tricky = ['=HYPERLINK("http://evil.example")', 'Rates, "again", up', 'Zürich\r\nsecond line', '-5% at the close', '@SUM(1)'];

beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.cookieFor('staff');
  const documents = t.server.container.get<DocumentRepository>(DocumentRepository);
  for (let i = 0; i < COUNT; i++) {
    const record = aDocumentRecord({}, `${WORD} body ${i}`);
    record.document.documentTitle = `${tricky[i] ?? 'Plain title'} ${WORD} ${i}`;
    record.document.domain = DOMAIN;
    record.document.firstAcquisitionDate = new Date(Date.UTC(2026, 10, 20, 8, 0, i)).toISOString();
    await documents.insert(record);
  }
});
afterAll(async () => {
  await t.stop();
});

const search = {
  tags: [{ name: WORD }],
  timeFrame: { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' },
  filters: { domains: [DOMAIN], topics: [], languages: [] },
};

const download = (path: string) => fetch(`${t.url}${path}`, { headers: { Cookie: cookie } });

const rowsOf = async (response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return parse(text, { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
};

describe('CSV export over HTTP', () => {
  test('a search: every matching document once, RFC 4180 parsed back, formulas neutralised, a download name', async () => {
    const response = await download(`/api/search/export.csv?search=${encodeURIComponent(JSON.stringify(search))}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsdesk-search-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await rowsOf(response);
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((r) => r['id'])).size).toBe(COUNT);
    // the route writes core's columns, in core's order; the columns themselves are pinned in core/src/export/csv-export.test.ts
    expect(Object.keys(rows[0]!)).toEqual([...CSV_HEADER]);
    const titles = new Set(rows.map((r) => r['title']));
    expect(titles).toContain(`'=HYPERLINK("http://evil.example") ${WORD} 0`);
    expect(titles).toContain(`Rates, "again", up ${WORD} 1`);
    expect(titles).toContain(`Zürich\r\nsecond line ${WORD} 2`);
    expect(titles).toContain(`'-5% at the close ${WORD} 3`);
    expect(titles).toContain(`'@SUM(1) ${WORD} 4`);
    expect(rows[0]).toMatchObject({
      source: DOMAIN,
      language: 'en',
      topics: 'economy',
      organizations: 'Swiss National Bank',
      locations: 'Zurich',
    });
  });

  test("a collection's documents, named after the collection", async () => {
    const collections = t.server.container.get<CollectionRepository>(CollectionRepository);
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await collections.insert({
      id,
      name: 'Zinsen & Märkte',
      ownerId: t.users.staff.id,
      search: {
        ...search,
        sort: { field: 'indexing-date', direction: 'newest' },
        filters: { ...search.filters, entities: { organizations: [], persons: [], locations: [] } },
        exactMatchesOnly: false,
      },
      alert: null,
      subscriberIds: [],
      createdAt: now,
      updatedAt: now,
    });
    const response = await download(`/api/collections/${id}/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="zinsen-markte-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await rowsOf(response);
    expect(rows).toHaveLength(COUNT);
    // the collection's own sort, newest indexing first
    expect(rows[0]!['title']).toBe(`Plain title ${WORD} ${COUNT - 1}`);
  });

  test('bad input: 4xx JSON {message, code}, never a broken download', async () => {
    for (const [path, status] of [
      ['/api/search/export.csv', 400],
      ['/api/search/export.csv?search=not-json', 400],
      [`/api/search/export.csv?search=${encodeURIComponent(JSON.stringify({ tags: 'x' }))}`, 400],
      ['/api/collections/not-a-uuid/export.csv', 400],
      [`/api/collections/${crypto.randomUUID()}/export.csv`, 404],
    ] as const) {
      const response = await download(path);
      expect([path, response.status]).toEqual([path, status]);
      expect(await response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect((await fetch(`${t.url}/api/search/export.csv?search=%7B%7D`)).status).toBe(401);
  });
});
