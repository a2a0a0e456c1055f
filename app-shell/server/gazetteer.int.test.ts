import { expect, test } from '@jest/globals';
import type { ReloadingEntityExtractor } from '@newsdesk/adapters/nlp/reloading-entity-extractor';
import { EntityExtractor } from '@newsdesk/core/ingestion/ingestion.ports';
import { fetchApi } from './testing/api-call';
import { serverWithLogins } from './testing/server-with-logins';

const server = serverWithLogins();
const { cookies } = server;
/** As the admin unless another cookie is given. */
const call = (method: string, path: string, options: { cookie?: string; json?: unknown } = {}) =>
  fetchApi(server.t.url, method, path, { ...options, cookie: options.cookie ?? cookies.admin });

test('admins add, list and remove gazetteer entries; ingestion recognises an added person at once', async () => {
  const extractor = server.t.server.container.get<ReloadingEntityExtractor>(EntityExtractor);
  // by its alias: the trained recogniser may find an unknown full name on its own (ADR 0021), but
  // only the gazetteer knows that "ZQ" is Zorbalina Quertmoos
  const sentence = 'Das sagte ZQ gestern in Bern.';
  const persons = () =>
    extractor
      .extract(sentence, 'de')
      .filter((m) => m.kind === 'person')
      .map((m) => m.name);
  expect(persons()).not.toContain('Zorbalina Quertmoos');

  const created = await call('POST', '/api/gazetteer', {
    json: { language: 'de', kind: 'person', name: ' Zorbalina Quertmoos ', aliases: ['ZQ'] },
  });
  expect(created).toMatchObject({
    status: 200,
    body: { language: 'de', kind: 'person', name: 'Zorbalina Quertmoos', aliases: ['ZQ'] },
  });
  await extractor.refresh(); // the reload the route kicked off
  expect(persons()).toContain('Zorbalina Quertmoos');

  expect((await call('GET', '/api/gazetteer')).body).toMatchObject({ entries: [{ id: created.body.id, name: 'Zorbalina Quertmoos' }] });
  const duplicate = await call('POST', '/api/gazetteer', { json: { language: 'de', kind: 'person', name: 'zorbalina quertmoos' } });
  expect(duplicate).toMatchObject({ status: 409, body: { code: 'gazetteer.entry_exists' } });
  expect((await call('POST', '/api/gazetteer', { json: { language: 'de', kind: 'person', name: 'x' } })).body).toMatchObject({
    code: 'gazetteer.invalid_name',
  });
  expect((await call('POST', '/api/gazetteer', { json: { language: 'it', kind: 'person', name: 'Mario Rossi' } })).status).toBe(400);

  expect((await call('DELETE', `/api/gazetteer/${String(created.body.id)}`)).status).toBe(204);
  expect(await call('DELETE', `/api/gazetteer/${String(created.body.id)}`)).toMatchObject({
    status: 404,
    body: { code: 'gazetteer.entry_not_found' },
  });
  await extractor.refresh();
  expect(persons()).not.toContain('Zorbalina Quertmoos');
  expect((await call('GET', '/api/gazetteer')).body).toEqual({ entries: [] });
});

test('staff get 403 on the gazetteer routes', async () => {
  const attempts = await Promise.all([
    call('GET', '/api/gazetteer', { cookie: cookies.staff }),
    call('POST', '/api/gazetteer', { cookie: cookies.staff, json: { language: 'en', kind: 'person', name: 'Some One' } }),
    call('DELETE', '/api/gazetteer/7d3c1c4e-8a0f-4c55-9a43-2f1f0a000001', { cookie: cookies.staff }),
  ]);
  expect(attempts.map((a) => a.status)).toEqual([403, 403, 403]);
});
