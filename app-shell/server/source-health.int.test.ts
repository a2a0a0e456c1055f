import { randomUUID } from 'node:crypto';
import { expect, test } from '@jest/globals';
import { EvaluateSourceHealth } from '@newsdesk/core/sources/evaluate-source-health';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { healthyStart } from '@newsdesk/core/sources/source.types';
import { startTestSmtpServer } from '@newsdesk/adapters/email/testing/test-smtp-server';
import { serverWithLogins } from './testing/server-with-logins';
import { startTestServer } from './testing/test-server';

const server = serverWithLogins();
const { cookies } = server;

const incidents = async (cookie: string) => {
  const response = await fetch(`${server.t.url}/api/source-health/incidents`, { headers: { Cookie: cookie } });
  return {
    status: response.status,
    body: (await response.json()) as { incidents?: { sourceId: string; problem: { kind: string } }[]; code?: string },
  };
};

test('GET /api/source-health/incidents: the open incidents for admins (the container wires the evaluation), 403 for staff', async () => {
  const sources = server.t.server.container.get<FeedSourceRepository>(FeedSourceRepository);
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
  expect((await incidents(cookies.admin)).body.incidents?.filter((i) => i.sourceId === id)).toEqual([]);
  for (let i = 0; i < 3; i += 1) await sources.recordFailure(id, { at: new Date(), error: 'HTTP 503' });
  await server.t.server.container.get(EvaluateSourceHealth).execute();
  const answer = await incidents(cookies.admin);
  expect(answer.status).toBe(200);
  expect(answer.body.incidents?.filter((i) => i.sourceId === id).map((i) => i.problem.kind)).toEqual(['failing']);
  const forbidden = await incidents(cookies.staff);
  expect(forbidden.status).toBe(403);
  expect(forbidden.body.code).toBeDefined();
});

test('a server with the worker role: the notice of an incident reaches the admin by e-mail through the alert delivery worker, once', async () => {
  const smtp = await startTestSmtpServer();
  const worker = await startTestServer({
    roles: { web: true, worker: true },
    smtpUrl: smtp.url,
    alertMailFrom: 'Newsdesk <alerts@newsdesk.test>',
  });
  try {
    const sources = worker.server.container.get<FeedSourceRepository>(FeedSourceRepository);
    const id = randomUUID();
    await sources.add(
      {
        id,
        name: 'Broken feed',
        url: `https://broken.example/${id}.xml`,
        domain: 'broken.example',
        intervalMinutes: 15,
        enabled: true,
        concurrency: 1,
        health: { ...healthyStart(), consecutiveFailures: 4, lastError: 'HTTP 500' },
        etag: null,
        lastModified: null,
      },
      new Date(),
    );
    // the worker's own source-health job may run this round first: either way one incident, one e-mail
    const evaluate = worker.server.container.get(EvaluateSourceHealth);
    await evaluate.execute();
    const deadline = Date.now() + 60_000;
    while (!smtp.mails.some((m) => m.subject === 'Source problem: Broken feed') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    expect(smtp.mails.map((m) => [m.to[0], m.subject])).toEqual([[worker.users.admin.email, 'Source problem: Broken feed']]);
    expect(smtp.mails[0]!.text).toContain(`${worker.url}/administration`);
    expect(await evaluate.execute()).toMatchObject({ opened: 0, open: 1 });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(smtp.mails).toHaveLength(1);
  } finally {
    await worker.stop();
    await smtp.stop();
  }
}, 120_000);
