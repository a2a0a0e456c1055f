import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { EvaluateSourceHealth } from '@newsdesk/core/sources/evaluate-source-health';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { healthyStart } from '@newsdesk/core/sources/source.types';
import { startTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, staff] = await Promise.all([t.cookieFor('admin'), t.cookieFor('staff')]);
});
afterAll(async () => {
  await t.stop();
});

const incidents = async (cookie: string) => {
  const response = await fetch(`${t.url}/api/source-health/incidents`, { headers: { Cookie: cookie } });
  return {
    status: response.status,
    body: (await response.json()) as { incidents?: { sourceId: string; problem: { kind: string } }[]; code?: string },
  };
};

test('GET /api/source-health/incidents: the open incidents for admins (the container wires the evaluation), 403 for staff', async () => {
  const sources = t.server.container.get<FeedSourceRepository>(FeedSourceRepository);
  const id = randomUUID();
  await sources.add(
    {
      id,
      name: 'Failing wire',
      url: `https://wire.example/${id}.xml`,
      domain: 'wire.example',
      intervalMinutes: 15,
      enabled: true,
      concurrency: 1,
      health: healthyStart(),
      etag: null,
      lastModified: null,
    },
    new Date(),
  );
  expect((await incidents(admin)).body.incidents?.filter((i) => i.sourceId === id)).toEqual([]);
  for (let i = 0; i < 3; i += 1) await sources.recordFailure(id, { at: new Date(), error: 'HTTP 503' });
  await t.server.container.get(EvaluateSourceHealth).execute();
  const answer = await incidents(admin);
  expect(answer.status).toBe(200);
  expect(answer.body.incidents?.filter((i) => i.sourceId === id).map((i) => i.problem.kind)).toEqual(['failing']);
  const forbidden = await incidents(staff);
  expect(forbidden.status).toBe(403);
  expect(forbidden.body.code).toBeDefined();
});
