import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startFakeSlack, workspaceHandlers, serverError, type FakeSlack } from '@newsdesk/adapters/slack/testing/fake-slack';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { callApi } from './testing/api-call';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

const MAX = 5;
let t: TestServer;
let slack: FakeSlack;
const cookies: Record<'owner' | 'colleague' | 'stranger', string> = { owner: '', colleague: '', stranger: '' };

beforeAll(async () => {
  slack = await startFakeSlack(
    workspaceHandlers({
      channels: [{ id: 'C0123456789', name: 'economy' }],
      users: [{ id: 'U0000000001', name: 'sam', real_name: 'Sam Staff', email: 'staff@newsdesk.test' }],
    }),
  );
  t = await startTestServer({ maxCollectionsPerUser: MAX, slackBotToken: 'xoxb-test', slackApiUrl: slack.url });
  cookies.owner = await t.cookieFor('staff');
  cookies.colleague = await t.cookieFor('admin');
  cookies.stranger = await t.cookieForNewUser({ email: 'stranger@newsdesk.test', givenName: 'Stella', familyName: 'Stranger' });
});
afterAll(async () => {
  await t.stop();
  await slack.stop();
});

const call = (who: keyof typeof cookies, method: string, path: string, body?: unknown, raw?: string) =>
  callApi(t.url, cookies[who], method, path, body, { raw });

const YEAR_2026 = { from: '2026-01-01T00:00:00Z', to: '2026-12-31T23:59:59Z' };
let n = 0;
const aSearch = (term = `term${++n}`) => ({ tags: [{ name: term }], timeFrame: YEAR_2026 });
const aBody = (overrides: Record<string, unknown> = {}) => ({ name: `Collection ${++n}`, search: aSearch(), ...overrides });
const create = async (who: keyof typeof cookies, overrides: Record<string, unknown> = {}) => {
  const reply = await call(who, 'POST', '/api/collections', aBody(overrides));
  expect(reply.status).toBe(200);
  return reply.body as { id: string; name: string };
};
const deleteAll = async (who: keyof typeof cookies) => {
  const { body } = await call(who, 'GET', '/api/collections');
  for (const c of body.collections as { id: string; role: string }[])
    if (c.role === 'owner') await call(who, 'DELETE', `/api/collections/${c.id}`);
};

describe('create, read, update, delete', () => {
  test('a saved collection has its search, alert and URL; it can be listed, read, edited and deleted', async () => {
    const created = await call('owner', 'POST', '/api/collections', {
      name: '  Swiss National Bank ',
      search: { tags: [{ name: 'Swiss National Bank', fromSuggestion: true }], timeFrame: 'week', filters: { languages: ['de'] } },
      alert: { frequency: 'daily', slackChannels: ['#economy'], emails: ['desk@newsdesk.test'] },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      name: 'Swiss National Bank',
      url: `/search?collection=${id}`,
      role: 'owner',
      owner: { email: 'staff@newsdesk.test', name: 'Sam Staff' },
      search: {
        tags: [{ name: 'Swiss National Bank', fromSuggestion: true }],
        timeFrame: 'week',
        filters: { languages: ['de'], domains: [] },
        exactMatchesOnly: false,
      },
      alert: { frequency: 'daily', slackChannels: ['#economy'], emails: ['desk@newsdesk.test'] },
      subscribers: [],
    });
    expect((await call('owner', 'GET', `/api/collections/${id}`)).body).toEqual(created.body);
    const listed = await call('owner', 'GET', '/api/collections');
    expect(listed.body).toMatchObject({ maxPerUser: MAX, collections: [created.body] });

    const updated = await call('owner', 'POST', `/api/collections/${id}`, { name: 'SNB', search: created.body.search, alert: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'SNB', alert: null, createdAt: created.body.createdAt });

    expect((await call('owner', 'DELETE', `/api/collections/${id}`)).status).toBe(204);
    expect((await call('owner', 'GET', `/api/collections/${id}`)).body).toEqual({
      code: 'collection.not_found',
      message: 'This collection does not exist.',
    });
    expect((await call('owner', 'DELETE', `/api/collections/${id}`)).status).toBe(404);
  });

  test('every spec message comes with its status', async () => {
    await deleteAll('owner');
    const first = await create('owner', { name: 'Prices', search: aSearch('inflation') });
    const expectError = async (body: unknown, status: number, expected: Record<string, unknown>, path = '/api/collections') => {
      const reply = await call('owner', 'POST', path, body);
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: expect.objectContaining(expected) });
    };
    await expectError(aBody({ name: 'PRICES' }), 409, {
      code: 'collection.name_taken',
      message: 'A Collection by that name already exists. Please select a different name for this Collection.',
    });
    await expectError(aBody({ search: { ...aSearch('inflation'), sort: { field: 'publication-date', direction: 'oldest' } } }), 409, {
      code: 'collection.duplicate_search',
      message: 'Collection with these parameters already exists',
    });
    await expectError(aBody({ name: '   ' }), 400, { code: 'collection.name_required', message: 'A collection name is required.' });
    await expectError(aBody({ name: 'x'.repeat(121) }), 400, { code: 'collection.name_too_long', details: { maxLength: 120 } });
    await expectError(aBody({ alert: { slackChannels: ['#economy'] } }), 400, { code: 'collection.frequency_required' });
    await expectError(aBody({ alert: { frequency: 'hourly', emails: ['desk@newsdesk.test', 'desk@'] } }), 400, {
      code: 'collection.invalid_email',
      details: { value: 'desk@' },
    });
    await expectError(aBody({ alert: { frequency: 'hourly', slackChannels: ['economy'] } }), 400, {
      code: 'collection.invalid_slack_channel',
      details: { value: 'economy' },
    });
    await expectError(aBody({ alert: { frequency: 'hourly', slackChannels: ['#sports'] } }), 400, {
      code: 'collection.slack_channel_not_found',
      details: { value: '#sports' },
    });
    await expectError(aBody({ search: { tags: [], timeFrame: 'week' } }), 400, {
      code: 'collection.empty_search',
      message: 'A collection needs search terms or filters.',
    });
    await expectError(aBody({ search: { tags: [{ name: 'two words' }] } }), 400, {
      code: 'search.more_than_one_term',
      message: 'Not allowed to search more than one term.',
    });
    // its own name and search are not "taken"; another's is
    const second = await create('owner');
    await expectError({ name: 'prices', search: aSearch() }, 409, { code: 'collection.name_taken' }, `/api/collections/${second.id}`);
    expect((await call('owner', 'POST', `/api/collections/${first.id}`, { name: 'Prices', search: aSearch('inflation') })).status).toBe(
      200,
    );
    // the colleague may use the same name and search
    expect((await call('colleague', 'POST', '/api/collections', { name: 'Prices', search: aSearch('inflation') })).status).toBe(200);
    for (let i = 2; i < MAX; i += 1) await create('owner');
    await expectError(aBody(), 409, { code: 'collection.limit_reached', message: 'Maximum number of collections reached' });
    await deleteAll('owner');
    await deleteAll('colleague');
  });

  test('bad input is a clear 400/404 with {message, code}, never a crash', async () => {
    const bad = async (method: string, path: string, body: unknown, status = 400, code = 'request.invalid', raw?: string) => {
      const reply = await call('owner', method, path, body, raw);
      expect({ path, status: reply.status, code: reply.body?.code, hasMessage: typeof reply.body?.message === 'string' }).toEqual({
        path,
        status,
        code,
        hasMessage: true,
      });
    };
    await bad('POST', '/api/collections', { name: 5, search: aSearch() });
    await bad('POST', '/api/collections', { name: 'x', search: { tags: 'inflation' } });
    await bad('POST', '/api/collections', { name: 'x', search: aSearch(), alert: { frequency: 'weekly' } });
    await bad('POST', '/api/collections', { name: 'x'.repeat(1_001), search: aSearch() });
    await bad('POST', '/api/collections', {
      name: 'x',
      search: aSearch(),
      alert: { frequency: 'daily', emails: Array.from({ length: 51 }, (_, i) => `a${i}@b.ch`) },
    });
    await bad('POST', '/api/collections', undefined, 400, 'request.malformed_json', '{"name":');
    await bad('GET', '/api/collections/not-a-uuid', undefined);
    await bad('GET', `/api/collections/${crypto.randomUUID()}`, undefined, 404, 'collection.not_found');
    await bad('POST', `/api/collections/${crypto.randomUUID()}`, aBody(), 404, 'collection.not_found');
    await bad('POST', '/api/single-collection-data', { id: crypto.randomUUID() }, 404, 'collection.not_found');
    await bad('POST', '/api/single-collection-data', { id: 'x' });
    await bad('POST', '/api/single-collection-data', { id: crypto.randomUUID(), pageSize: 1_000 });
    await bad('POST', '/api/collections-order', { collectionIds: 'all' });
    await bad('PUT', '/api/unsubscribe', { collectionIds: [42] });
    await bad('POST', `/api/collections/${crypto.randomUUID()}/share`, { emails: 'x' });
    // PostgreSQL cannot store NUL: refused before it gets there, wherever it hides
    await bad('POST', '/api/collections', { name: 'Banks\u0000', search: aSearch() }, 400, 'request.invalid_characters');
    await bad(
      'POST',
      '/api/collections',
      { name: 'x', search: { ...aSearch(), domains: ['a\u0000.ch'] } },
      400,
      'request.invalid_characters',
    );
    await bad(
      'POST',
      '/api/collections',
      { name: 'x', search: aSearch(), alert: { frequency: 'daily', emails: ['a\u0000@b.ch'] } },
      400,
      'request.invalid_characters',
    );
    await bad('POST', `/api/collections/${crypto.randomUUID()}/share`, { emails: ['x\u0000@b.ch'] }, 400, 'request.invalid_characters');
    await bad(
      'POST',
      '/api/collections',
      { name: 'x', search: aSearch(), alert: { frequency: 'daily', emails: ['"desk, news" <desk@b.ch>'] } },
      400,
      'collection.invalid_email',
    );
  });

  test('a 120-character name whose lower case is longer (İ → i̇) is saved, and its lower-case twin is taken', async () => {
    const name = 'İ'.repeat(120);
    const saved = await create('owner', { name });
    expect(saved.name).toBe(name);
    const desk = await create('owner', { name: 'İstanbul desk' });
    const twin = await call('owner', 'POST', '/api/collections', aBody({ name: 'i̇stanbul  DESK' }));
    expect({ status: twin.status, code: twin.body?.code }).toEqual({ status: 409, code: 'collection.name_taken' });
    await call('owner', 'DELETE', `/api/collections/${desk.id}`);
    await call('owner', 'DELETE', `/api/collections/${saved.id}`);
  });
});

describe('sharing, subscribers, order', () => {
  test('a subscriber sees a shared collection without its recipients, cannot change it, and can unsubscribe', async () => {
    const shared = await create('owner', { alert: { frequency: 'immediately', slackChannels: [], emails: ['boss@newsdesk.test'] } });
    expect((await call('colleague', 'GET', `/api/collections/${shared.id}`)).status).toBe(404);
    const share = await call('owner', 'POST', `/api/collections/${shared.id}/share`, { emails: ['ADMIN@newsdesk.test'] });
    expect(share.status).toBe(200);
    expect(share.body.subscribers).toEqual([expect.objectContaining({ email: 'admin@newsdesk.test', name: 'Alex Admin' })]);

    const seen = await call('colleague', 'GET', `/api/collections/${shared.id}`);
    expect(seen.body).toMatchObject({ id: shared.id, role: 'subscriber', owner: { name: 'Sam Staff' }, alert: null, subscribers: [] });
    expect((await call('colleague', 'GET', '/api/collections')).body.collections.map((c: { id: string }) => c.id)).toEqual([shared.id]);
    expect((await call('colleague', 'POST', '/api/single-collection-data', { id: shared.id })).status).toBe(200);

    const notOwner = { code: 'collection.not_owner', message: 'Only the owner can change this collection.' };
    expect(await call('colleague', 'POST', `/api/collections/${shared.id}`, aBody())).toEqual({ status: 403, body: notOwner });
    expect(await call('colleague', 'DELETE', `/api/collections/${shared.id}`)).toEqual({ status: 403, body: notOwner });
    expect((await call('colleague', 'POST', `/api/collections/${shared.id}/share`, { emails: ['stranger@newsdesk.test'] })).status).toBe(
      403,
    );
    expect((await call('stranger', 'GET', `/api/collections/${shared.id}`)).status).toBe(404);

    expect((await call('owner', 'POST', `/api/collections/${shared.id}/share`, { emails: ['ghost@newsdesk.test'] })).body).toMatchObject({
      code: 'collection.unknown_colleague',
      details: { value: 'ghost@newsdesk.test' },
    });
    expect((await call('owner', 'POST', `/api/collections/${shared.id}/share`, {})).body.code).toBe('collection.nobody_to_share_with');

    expect(await call('colleague', 'PUT', '/api/unsubscribe', { collectionIds: [] })).toEqual({
      status: 400,
      body: { code: 'collection.nothing_selected', message: 'You must select at least one collection' },
    });
    expect((await call('owner', 'PUT', '/api/unsubscribe', { collectionIds: [shared.id] })).body.code).toBe(
      'collection.owner_cannot_unsubscribe',
    );
    expect((await call('stranger', 'PUT', '/api/unsubscribe', { collectionIds: [shared.id] })).status).toBe(404);
    expect((await call('colleague', 'PUT', '/api/unsubscribe', { collectionIds: [shared.id] })).status).toBe(204);
    expect((await call('colleague', 'GET', '/api/collections')).body.collections).toEqual([]);
    expect((await call('owner', 'GET', `/api/collections/${shared.id}`)).body.subscribers).toEqual([]);
    await deleteAll('owner');
  });

  test('the drag order is saved per user and must name each visible collection once', async () => {
    const a = await create('owner');
    const b = await create('owner');
    const c = await create('colleague');
    await call('colleague', 'POST', `/api/collections/${c.id}/share`, { emails: ['staff@newsdesk.test'] });
    const order = async (who: 'owner' | 'colleague') =>
      (await call(who, 'GET', '/api/collections')).body.collections.map((x: { id: string }) => x.id);
    expect(await order('owner')).toEqual([a.id, b.id, c.id]);
    expect((await call('owner', 'POST', '/api/collections-order', { collectionIds: [c.id, b.id, a.id] })).status).toBe(204);
    expect(await order('owner')).toEqual([c.id, b.id, a.id]);
    expect(await order('colleague')).toEqual([c.id]);
    const invalid = await call('owner', 'POST', '/api/collections-order', { collectionIds: [c.id, b.id] });
    expect(invalid).toEqual({
      status: 400,
      body: { code: 'collection.invalid_order', message: 'The order must list each of your collections exactly once.' },
    });
    await deleteAll('owner');
    await deleteAll('colleague');
  });
});

test("single-collection-data runs the collection's search: the same answer as POST /api/search, paged", async () => {
  const documents = t.server.container.get<DocumentRepository>(DocumentRepository);
  for (const title of ['Franc rises', 'Franc falls', 'Franc steady']) {
    await documents.insert(
      aDocumentRecord({ id: crypto.randomUUID() }, `${title}: the Swiss franc moved against the euro ${crypto.randomUUID()}.`),
    );
  }
  await documents.insert(aDocumentRecord({ id: crypto.randomUUID() }, `Nothing about money here ${crypto.randomUUID()}.`));
  const search = { tags: [{ name: 'franc' }], timeFrame: YEAR_2026, sort: { field: 'publication-date', direction: 'oldest' } };
  const collection = await create('owner', { search });
  const data = await call('owner', 'POST', '/api/single-collection-data', { id: collection.id, page: 2, pageSize: 2 });
  expect(data.status).toBe(200);
  expect(data.body).toMatchObject({ total: 3, page: 2, pageSize: 2, moreThan10000: false, query: { display: 'franc' } });
  expect(data.body.hits).toHaveLength(1);
  expect(data.body).toEqual((await call('owner', 'POST', '/api/search', { ...search, page: 2, pageSize: 2 })).body);
  // The dashboard asks for the newest whatever the collection's own sort.
  const newest = { field: 'indexing-date', direction: 'newest' };
  const newestFirst = await call('owner', 'POST', '/api/single-collection-data', { id: collection.id, pageSize: 3, sort: newest });
  expect(newestFirst.body).toEqual((await call('owner', 'POST', '/api/search', { ...search, sort: newest, pageSize: 3 })).body);
  const badSort = await call('owner', 'POST', '/api/single-collection-data', {
    id: collection.id,
    sort: { field: 'title', direction: 'newest' },
  });
  expect([badSort.status, badSort.body.code]).toEqual([400, 'request.invalid']);
  expect((await call('stranger', 'POST', '/api/single-collection-data', { id: collection.id })).status).toBe(404);
  await deleteAll('owner');
});

describe('Slack', () => {
  test('channel and user lookups answer from the workspace; bad chips are 400s; an unreachable Slack is a 503', async () => {
    expect((await call('owner', 'POST', '/api/slack/conversations', { channel: '#economy' })).body).toEqual({
      channel: '#economy',
      exists: true,
    });
    expect((await call('owner', 'POST', '/api/slack/conversations', { channel: 'C0123456789' })).body).toEqual({
      channel: 'C0123456789',
      exists: true,
    });
    expect((await call('owner', 'POST', '/api/slack/conversations', { channel: '#sports' })).body).toEqual({
      channel: '#sports',
      exists: false,
    });
    expect((await call('owner', 'POST', '/api/slack/conversations', { channel: 'sports' })).body.code).toBe(
      'collection.invalid_slack_channel',
    );
    expect((await call('owner', 'GET', '/api/slack/lookupByEmail?email=staff%40newsdesk.test')).body).toEqual({
      user: { id: 'U0000000001', name: 'Sam Staff' },
    });
    expect((await call('owner', 'GET', '/api/slack/lookupByEmail?email=ghost%40newsdesk.test')).body).toEqual({ user: null });
    expect((await call('owner', 'GET', '/api/slack/lookupByEmail?email=ghost')).body.code).toBe('collection.invalid_email');
    expect((await call('owner', 'GET', '/api/slack/lookupByEmail')).status).toBe(400);
    slack.queue('conversations.list', serverError(), serverError(), serverError());
    expect(await call('owner', 'POST', '/api/slack/conversations', { channel: '#economy' })).toEqual({
      status: 503,
      body: { code: 'slack.unavailable', message: 'Slack cannot be reached. Please try again later.' },
    });
    expect(slack.calls.every((c) => c.token === 'xoxb-test')).toBe(true);
  });

  test('without a bot token the Slack routes answer 503 and channel chips are checked for their format only', async () => {
    const plain = await startTestServer({ slackBotToken: undefined });
    try {
      const cookie = await plain.cookieFor('staff');
      const ask = (method: string, path: string, body?: unknown) =>
        rawRequest(`${plain.url}${path}`, {
          method,
          headers: { Cookie: cookie, Origin: plain.url, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const notConfigured = { status: 503, body: JSON.stringify({ code: 'slack.not_configured', message: 'Slack is not configured.' }) };
      expect(await ask('POST', '/api/slack/conversations', { channel: '#economy' })).toEqual(notConfigured);
      expect(await ask('GET', '/api/slack/lookupByEmail?email=staff%40newsdesk.test')).toEqual(notConfigured);
      const before = slack.calls.length;
      const saved = await ask('POST', '/api/collections', {
        name: 'Anywhere',
        search: aSearch(),
        alert: { frequency: 'daily', slackChannels: ['#sports'] },
      });
      expect(saved.status).toBe(200);
      expect(slack.calls.length).toBe(before);
      const refused = await ask('POST', '/api/collections', {
        name: 'Nowhere',
        search: aSearch(),
        alert: { frequency: 'daily', slackChannels: ['sports'] },
      });
      expect(JSON.parse(refused.body).code).toBe('collection.invalid_slack_channel');
    } finally {
      await plain.stop();
    }
  });
});
