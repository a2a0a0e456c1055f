import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { startTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
let cookie: string;
const WORD = 'zyxattention';
/** domain → documents on 2026-11-20 (Zurich) and 2026-11-21, seven sources so two fold into "other". */
const SOURCES: [string, number, number][] = [
  ['a.example', 6, 1],
  ['b.example', 5, 0],
  ['c.example', 4, 2],
  ['d.example', 3, 0],
  ['e.example', 3, 0],
  ['f.example', 1, 1],
  ['g.example', 0, 1],
];

beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.cookieFor('staff');
  const documents = t.server.container.get<DocumentRepository>(DocumentRepository);
  let i = 0;
  for (const [domain, first, second] of SOURCES) {
    // 22:30Z on the 20th is 23:30 in Zurich: still the 20th there, though the 20th ended at 23:00Z
    for (const [day, count] of [
      ['2026-11-20T22:30:00Z', first],
      ['2026-11-21T09:00:00Z', second],
    ] as const) {
      for (let n = 0; n < count; n++) {
        const record = aDocumentRecord({}, `${WORD} body ${i++}`);
        record.document.domain = domain;
        record.document.firstAcquisitionDate = day;
        await documents.insert(record);
      }
    }
  }
});
afterAll(async () => {
  await t.stop();
});

const call = (body: unknown) =>
  fetch(`${t.url}/api/search/attention`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: t.url, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

type Chart = { bucket: string; split: string; series: string[]; bars: { start: string; counts: Record<string, number>; total: number }[] };

describe('POST /api/search/attention over HTTP', () => {
  test('Zurich days split by source: the top five and other, empty days at zero', async () => {
    const response = await call({
      tags: [{ name: WORD }],
      timeFrame: { from: '2026-11-18T23:00:00Z', to: '2026-11-22T22:59:59Z' },
      split: 'source',
    });
    expect(response.status).toBe(200);
    const chart = (await response.json()) as Chart;
    expect(chart.bucket).toBe('day');
    expect(chart.series).toEqual(['a.example', 'c.example', 'b.example', 'd.example', 'e.example', 'other']);
    expect(chart.bars.map((b) => [b.start, b.total])).toEqual([
      ['2026-11-18T23:00:00.000Z', 0],
      ['2026-11-19T23:00:00.000Z', 22],
      ['2026-11-20T23:00:00.000Z', 5],
      ['2026-11-21T23:00:00.000Z', 0],
    ]);
    expect(chart.bars[2]!.counts).toEqual({ 'a.example': 1, 'b.example': 0, 'c.example': 2, 'd.example': 0, 'e.example': 0, other: 2 });
  });

  test('72 hours or less: hour bars, split by language', async () => {
    const response = await call({
      tags: [{ name: WORD }],
      timeFrame: { from: '2026-11-20T22:00:00Z', to: '2026-11-21T10:00:00Z' },
      split: 'language',
    });
    const chart = (await response.json()) as Chart;
    expect(chart.bucket).toBe('hour');
    expect(chart.bars).toHaveLength(13);
    expect(chart.series).toEqual(['en']);
    expect(chart.bars[0]).toEqual({ start: '2026-11-20T22:00:00.000Z', end: '2026-11-20T22:59:59.999Z', counts: { en: 22 }, total: 22 });
    expect(chart.bars[11]!.total).toBe(5);
  });

  test('bad input: 400 JSON {message, code}; no session: 401', async () => {
    for (const body of [
      { split: 'topic' },
      { tags: [{ name: 'in*' }] },
      { tags: 'x' },
      { timeFrame: { from: '2026-11-22T00:00:00Z', to: '2026-11-20T00:00:00Z' } },
      { timeFrame: 'decade' },
    ]) {
      const response = await call(body);
      expect([body, response.status]).toEqual([body, 400]);
      expect(await response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const anonymous = await fetch(`${t.url}/api/search/attention`, {
      method: 'POST',
      headers: { Origin: t.url, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });
});
