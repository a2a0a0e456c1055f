import { expect, test } from '@jest/globals';
import type { PublicSportsWidget } from '@newsdesk/core/sports/sports-widgets';
import { ApiError } from '../api/api-error';
import { aPublicWidget } from './sports-embed.fixtures';
import { SportsEmbedStore } from './sports-embed.store';

const scripted = (...answers: (PublicSportsWidget | Error)[]) => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    widget: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
};
const notFound = new ApiError({ status: 404, code: 'sports.widget_not_found', message: 'gone' });
const offline = new ApiError({ status: 0, code: 'network.failed', message: 'offline' });

test('loads the widget; a refresh replaces it with the newer answer', async () => {
  const first = aPublicWidget('football-standings');
  const newer = aPublicWidget('football-standings', { generatedAt: '2025-05-26T08:31:00.000Z' });
  const store = new SportsEmbedStore(scripted(first, newer), 't');
  expect(store.status).toBe('loading');
  await store.load();
  expect(store).toMatchObject({ status: 'ready', widget: first });
  await store.load();
  expect(store.widget?.generatedAt).toBe('2025-05-26T08:31:00.000Z');
});

test('a failed refresh keeps the table shown; a failed first load says failed and is retried', async () => {
  const api = scripted(offline, aPublicWidget('tennis-ranking'), offline);
  const store = new SportsEmbedStore(api, 't');
  await store.load();
  expect(store).toMatchObject({ status: 'error', widget: null });
  await store.load();
  expect(store.status).toBe('ready');
  await store.load();
  expect(store).toMatchObject({ status: 'ready', widget: { kind: 'tennis-ranking' } });
});

test('a revoked widget (404) is unavailable for good: the table goes and no more requests are made', async () => {
  const api = scripted(aPublicWidget('football-standings'), notFound, aPublicWidget('football-standings'));
  const store = new SportsEmbedStore(api, 't');
  await store.load();
  await store.load();
  expect(store).toMatchObject({ status: 'unavailable', widget: null });
  await store.load();
  expect(api.calls).toBe(2);
});

test('concurrent loads share one request', async () => {
  const api = scripted(aPublicWidget('football-standings'));
  const store = new SportsEmbedStore(api, 't');
  await Promise.all([store.load(), store.load(), store.load()]);
  expect(api.calls).toBe(1);
});
