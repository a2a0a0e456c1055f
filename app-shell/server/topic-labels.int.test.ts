import { expect, test } from '@jest/globals';
import { fetchApi } from './testing/api-call';
import { serverWithLogins } from './testing/server-with-logins';

/** ADR 0029: admins name topics in de/fr (and en); everyone reads the names with the topics. */
const server = serverWithLogins();
const { cookies } = server;

/** As the admin unless another cookie is given. */
const call = (method: string, path: string, json?: unknown, cookie = cookies.admin) =>
  fetchApi(server.t.url, method, path, { cookie, json });

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
  const topics = (await call('GET', '/api/topics', undefined, cookies.staff)).body.topics as { id: string; labels?: unknown }[];
  expect(topics.find((topic) => topic.id === 'labelled-economy')?.labels).toEqual({ de: 'Wirtschaft', fr: 'Économie' });
  const filters = (await call('GET', '/api/search/filters', undefined, cookies.staff)).body.topics;
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
  expect((await call('PUT', '/api/topics/labelled-sport/labels', { de: 'Sport' }, cookies.staff)).status).toBe(403);
});
