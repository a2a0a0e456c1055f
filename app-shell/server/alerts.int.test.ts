import { afterAll, beforeAll, expect, test } from '@jest/globals';
import WebSocket from 'ws';
import { postMessageHandler, startFakeSlack, workspaceHandlers, type FakeSlack } from '@newsdesk/adapters/slack/testing/fake-slack';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aNewDocumentRecord } from '@newsdesk/core/testing/new-document-record.mother';
import { startAlertingTestServer, type AlertingTestServer } from './testing/alerting-test-server';
import { callApi } from './testing/api-call';
import { eventually } from './testing/eventually';

const PUBLIC_URL = 'https://newsdesk.example';
let t: AlertingTestServer;
let slack: FakeSlack;
const cookies = { owner: '', colleague: '' };
const sockets: WebSocket[] = [];

beforeAll(async () => {
  slack = await startFakeSlack({
    ...workspaceHandlers({ channels: [{ id: 'C0ECONOMY', name: 'economy' }], users: [] }),
    'chat.postMessage': postMessageHandler({ '#economy': 'C0ECONOMY' }),
  });
  t = await startAlertingTestServer({ slackBotToken: 'xoxb-e2e', slackApiUrl: slack.url, publicUrl: PUBLIC_URL });
  cookies.owner = await t.cookieFor('staff');
  cookies.colleague = await t.cookieFor('admin');
}, 60_000);
afterAll(async () => {
  for (const ws of sockets) ws.close();
  await t.stop();
  await slack.stop();
});

const call = (who: keyof typeof cookies, method: string, path: string, body?: unknown) => callApi(t.url, cookies[who], method, path, body);

/** The owner's browser: a live socket at /ws, opened with the session cookie; collects what it hears. */
const openLiveSocket = (cookie: string): Promise<{ messages: unknown[] }> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/ws`, { headers: { Cookie: cookie, Origin: t.url } });
    sockets.push(ws);
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.on('open', () => resolve({ messages }));
    ws.on('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    ws.on('error', reject);
  });

test('a saved collection with an alert: a matching document arrives → a Slack message, an e-mail and a live notification, each delivery in the owner’s log', async () => {
  const browser = await openLiveSocket(cookies.owner);
  const colleaguesBrowser = await openLiveSocket(cookies.colleague);
  const created = await call('owner', 'POST', '/api/collections', {
    name: 'Inflation watch',
    search: { tags: [{ name: 'inflation' }], timeFrame: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T23:59:59Z' } },
    alert: { frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] },
  });
  expect(created.status).toBe(200);
  const id = created.body.id as string;
  // the percolator hears of the collection (LISTEN/NOTIFY) within a second
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const record = aNewDocumentRecord();
  await t.server.container.get<DocumentRepository>(DocumentRepository).insert(record);

  const [post] = await eventually(
    async () => slack.callsTo('chat.postMessage'),
    (calls) => calls.length >= 1,
  );
  expect(post!.token).toBe('xoxb-e2e');
  expect(post!.params.text).toBe('Inflation watch: SNB holds rate (news.example)');
  expect(String(post!.params.blocks)).toContain(`${PUBLIC_URL}/search?docId=${record.id}`);
  const [mail] = await eventually(
    async () => t.smtp.mails,
    (mails) => mails.length >= 1,
  );
  expect(mail!.subject).toBe('Newsdesk alert: Inflation watch: SNB holds rate');
  expect(mail!.html).toContain(`href="${PUBLIC_URL}/search?docId=${record.id}"`);
  expect(mail!.text).toContain('SNB holds rate');
  // the bell gets the document with its collection's name; it links to /search?docId=<id> itself
  const [live] = await eventually(
    async () => browser.messages,
    (messages) => messages.length >= 1,
  );
  expect(browser.messages).toHaveLength(1);
  expect(live).toEqual({
    collectionId: id,
    collectionName: 'Inflation watch',
    documents: [
      {
        id: record.id,
        storyId: record.storyId,
        language: record.language,
        document: expect.objectContaining({ documentTitle: 'SNB holds rate', domain: 'news.example', url: record.document.url }),
      },
    ],
  });
  // not shared with the colleague: their socket hears nothing of it
  expect(colleaguesBrowser.messages).toEqual([]);

  const log = await eventually(
    () => call('owner', 'GET', `/api/collections/${id}/deliveries`),
    (r) => r.body?.deliveries?.every((d: { status: string }) => d.status === 'sent') && r.body.total === 2,
  );
  expect(log.status).toBe(200);
  expect(
    log.body.deliveries
      .map((d: { channel: string; recipient: string; kind: string; attempts: number }) => [d.channel, d.recipient, d.kind, d.attempts])
      .sort(),
  ).toEqual([
    ['email', 'desk@example.org', 'story', 1],
    ['slack', '#economy', 'story', 1],
  ]);
  expect(log.body.deliveries[0]).toMatchObject({
    lastError: null,
    problem: null,
    documentIds: [record.id],
    nextAttemptAt: null,
    sentAt: expect.any(String),
  });
  expect(mail!.messageId).toBe(`<${log.body.deliveries.find((d: { channel: string }) => d.channel === 'email').id}@newsdesk>`);

  // paged, and the owner's only
  const paged = await call('owner', 'GET', `/api/collections/${id}/deliveries?page=2&pageSize=1`);
  expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
  expect(paged.body.deliveries).toHaveLength(1);
  // not shared with the colleague: to them the collection does not exist
  expect(await call('colleague', 'GET', `/api/collections/${id}/deliveries`)).toMatchObject({
    status: 404,
    body: { code: 'alert.collection_not_found' },
  });
}, 60_000);

test('the delivery log answers bad input with 4xx {message, code}', async () => {
  expect(await call('owner', 'GET', `/api/collections/${crypto.randomUUID()}/deliveries`)).toMatchObject({
    status: 404,
    body: { code: 'alert.collection_not_found', message: 'Error fetching collection deliveries' },
  });
  expect(await call('owner', 'GET', '/api/collections/not-a-uuid/deliveries')).toMatchObject({
    status: 400,
    body: { code: 'request.invalid' },
  });
  expect(await call('owner', 'GET', `/api/collections/${crypto.randomUUID()}/deliveries?pageSize=1000`)).toMatchObject({
    status: 400,
    body: { code: 'request.invalid' },
  });
});
