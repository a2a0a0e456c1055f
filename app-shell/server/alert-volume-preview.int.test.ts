import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

// POST /api/collections/preview-volume over real HTTP and PostgreSQL (ADR 0024); that its numbers
// are the live path's is adapters/src/alerts/alert-volume-preview.int.test.ts.
let t: TestServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestServer();
  const documents = t.server.container.get<DocumentRepository>(DocumentRepository);
  const now = Date.now();
  // three stories about inflation in the last 7 days (two within one hour), one copy, one older story
  const stories: [number, string, string | null][] = [
    [2, 'Inflation rose in Geneva.', null],
    [2.5, 'Inflation eased in Basel.', null],
    [30, 'Inflation figures for Ticino.', null],
    [200, 'Inflation last month.', null],
  ];
  const ids: string[] = [];
  for (const [hoursAgo, body] of stories) {
    const id = randomUUID();
    ids.push(id);
    const record = aDocumentRecord({ id, canonicalUrl: `https://preview.example/${id}`, contentHash: id.slice(0, 16) }, body);
    record.document = { ...record.document, firstAcquisitionDate: new Date(now - hoursAgo * HOUR).toISOString() };
    await documents.insert(record);
  }
  const copyId = randomUUID();
  const copy = aDocumentRecord(
    { id: copyId, canonicalUrl: `https://other.example/${copyId}`, contentHash: copyId.slice(0, 16), storyId: ids[0]!, isOriginal: false },
    'Inflation rose in Geneva, another outlet says.',
  );
  copy.document = { ...copy.document, firstAcquisitionDate: new Date(now - 1.9 * HOUR).toISOString() };
  await documents.insert(copy);
});
afterAll(async () => {
  await t.stop();
});

const post = async (cookie: string | null, body: unknown, raw?: string) => {
  const response = await rawRequest(`${t.url}/api/collections/preview-volume`, {
    method: 'POST',
    headers: { Origin: t.url, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined };
};

const draft = (frequency: string | null, emails = ['desk@example.org']) => ({
  name: 'Inflation',
  search: { tags: [{ name: 'inflation' }], timeFrame: 'week' },
  alert: { frequency, slackChannels: [], emails },
});

describe('POST /api/collections/preview-volume', () => {
  test('immediately: one alert per story of the last 7 days, the copy folded; the busiest hour', async () => {
    const reply = await post(await t.cookieFor('staff'), draft('immediately'));
    expect(reply).toEqual({
      status: 200,
      body: expect.objectContaining({ alerts: 3, maxInOneHour: 2, matchedDocuments: 4, capped: false }),
    });
  });

  test('daily, without a name, without recipients', async () => {
    const cookie = await t.cookieFor('staff');
    const { name: _name, ...unnamed } = draft('daily');
    const daily = await post(cookie, unnamed);
    expect(daily.status).toBe(200);
    expect(daily.body?.['alerts']).toBeGreaterThanOrEqual(2);
    expect(daily.body?.['maxInOneHour']).toBe(1);
    expect((await post(cookie, draft('hourly', []))).body).toMatchObject({ alerts: 0, maxInOneHour: 0 });
  });

  test('bad input is a 400 with a message and a code', async () => {
    const cookie = await t.cookieFor('staff');
    const bad: [unknown, string | null][] = [
      [{ ...draft('immediately'), search: { tags: [] } }, 'collection.empty_search'],
      [draft('immediately', ['not an address']), 'collection.invalid_email'],
      [draft(null), 'collection.frequency_required'],
      [{ ...draft('immediately'), alert: { frequency: 'weekly', slackChannels: [], emails: [] } }, null],
      [{ search: 'inflation' }, null],
      [[], null],
    ];
    for (const [body, code] of bad) {
      const reply = await post(cookie, body);
      expect(reply).toEqual({
        status: 400,
        body: expect.objectContaining({ message: expect.any(String), code: code ?? expect.any(String) }),
      });
    }
    expect(await post(cookie, null, '{"search":')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
    });
  });

  test('without a session: 401', async () => {
    expect((await post(null, draft('immediately'))).status).toBe(401);
  });
});
