import { describe, expect, jest, test } from '@jest/globals';
import { LocaleFilesBackend } from './locale-files-backend';

// jsdom has no Response: the two members the backend reads, as create-widget-i18n.test.ts does
const answer = (status: number, body: string) =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, text: () => Promise.resolve(body) } as Response);

const read = (fetch: typeof globalThis.fetch, loadPath = '/locales/{{lng}}/{{ns}}.json') =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => {
    const backend = new LocaleFilesBackend();
    backend.init(undefined, { loadPath, fetch });
    backend.read('de', 'viewer', (error, data) => resolve({ error, data }));
  });

describe('the locale-files backend', () => {
  test('reads one namespace of one language from the load path', async () => {
    const fetch = jest.fn((_url: string) => answer(200, '{"share":"Teilen"}'));
    const { error, data } = await read(fetch as unknown as typeof globalThis.fetch, 'https://newsdesk.example/locales/{{lng}}/{{ns}}.json');
    expect(error).toBeNull();
    expect(data).toEqual({ share: 'Teilen' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://newsdesk.example/locales/de/viewer.json']);
  });

  test('a server error or a lost connection asks i18next to try again; a missing file does not', async () => {
    const serverError = await read((() => answer(503, 'busy')) as unknown as typeof globalThis.fetch);
    expect(serverError.error).toBeInstanceOf(Error);
    expect(serverError.data).toBe(true);

    const offline = await read((() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch);
    expect(offline.error).toBeInstanceOf(Error);
    expect(offline.data).toBe(true);

    const missing = await read((() => answer(404, 'no such file')) as unknown as typeof globalThis.fetch);
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });

  test('a file that is not JSON is an error that is not retried', async () => {
    const { error, data } = await read((() => answer(200, '<html>proxy login</html>')) as unknown as typeof globalThis.fetch);
    expect(String(error)).toContain('not JSON');
    expect(data).toBe(false);
  });
});
