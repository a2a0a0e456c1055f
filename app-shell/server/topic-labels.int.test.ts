import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestServer, type TestServer } from './testing/test-server';

/** ADR 0029: admins name topics in de/fr (and en); everyone reads the names with the topics. */
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

const call = async (method: string, path: string, json?: unknown, cookie = admin) => {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { Cookie: cookie, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { code?: string; message?: string },
  };
};

test('an admin sets the de and fr names; topics and search filters carry them; the topic keeps its keywords', async () => {
  await call('POST', '/api/topics', { id: 'labelled-economy', name: 'Economy', keywords: ['inflation'] });
  const set = await call('PUT', '/api/topics/labelled-economy/labels', { de: ' Wirtschaft ', fr: 'Économie' });
  expect(set.status).toBe(200);
  expect(set.body).toEqual({
    id: 'labelled-economy',
    name: 'Economy',
    parentId: null,
    keywords: ['inflation'],
    entities: [],
    labels: { de: 'Wirtschaft', fr: 'Économie' },
  });
  const topics = (await call('GET', '/api/topics', undefined, staff)).body.topics as { id: string; labels?: unknown }[];
  expect(topics.find((topic) => topic.id === 'labelled-economy')?.labels).toEqual({ de: 'Wirtschaft', fr: 'Économie' });
  const filters = (await call('GET', '/api/search/filters', undefined, staff)).body.topics;
  expect(filters).toContainEqual({ id: 'labelled-economy', name: 'Economy', parentId: null, labels: { de: 'Wirtschaft', fr: 'Économie' } });

  // Saving the topic again (new keywords) keeps its names; an empty name removes that language.
  await call('POST', '/api/topics', { id: 'labelled-economy', keywords: ['growth'] });
  const cleared = await call('PUT', '/api/topics/labelled-economy/labels', { de: 'Wirtschaft', fr: '' });
  expect(cleared.body).toMatchObject({ keywords: ['growth'], labels: { de: 'Wirtschaft' } });
  expect((cleared.body.labels as Record<string, string>).fr).toBeUndefined();
});

test('bad input is a 4xx with {message, code}, never a 500', async () => {
  await call('POST', '/api/topics', { id: 'labelled-sport', name: 'Sport' });
  const cases = [
    { path: '/api/topics/labelled-sport/labels', json: { it: 'Sport' }, status: 400 },
    { path: '/api/topics/labelled-sport/labels', json: { de: 'x'.repeat(201) }, status: 400 },
    { path: '/api/topics/labelled-sport/labels', json: { de: 42 }, status: 400 },
    { path: '/api/topics/labelled-sport/labels', json: ['Sport'], status: 400 },
    { path: '/api/topics/Not%20Valid/labels', json: { de: 'Sport' }, status: 400 },
    { path: '/api/topics/no-such-topic/labels', json: { de: 'Sport' }, status: 404, code: 'topic.not_found' },
  ];
  for (const { path, json, status, code } of cases) {
    const answer = await call('PUT', path, json);
    expect({ path, json, status: answer.status }).toEqual({ path, json, status });
    expect(answer.body).toMatchObject({ message: expect.any(String), code: code ?? expect.any(String) });
  }
  expect((await call('PUT', '/api/topics/labelled-sport/labels', { de: 'Sport' }, staff)).status).toBe(403);
});
