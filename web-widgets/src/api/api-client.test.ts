/**
 * @jest-environment node
 */
// jsdom has no fetch Response; the client only needs the standard one that Node provides.
import { describe, expect, jest, test } from '@jest/globals';
import { ApiClient } from './api-client';
import { ApiError, parseRetryAfter } from './api-error';
import { SessionGateway } from './session.gateway';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const clientWith = (response: Response | Error, extra: ConstructorParameters<typeof ApiClient>[0] = {}) => {
  const fetch = jest.fn<typeof globalThis.fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  return { fetch, api: new ApiClient({ fetch, ...extra }) };
};

describe('ApiClient', () => {
  test('sends JSON with same-origin credentials and parses the answer', async () => {
    const { fetch, api } = clientWith(json(200, { ok: true }));
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect((init!.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  test('includes cookies when the server is on another origin (CMS embedding)', () => {
    expect(new ApiClient({ baseUrl: 'https://newsdesk.example/' }).credentials).toBe('include');
    expect(new ApiClient({ baseUrl: 'https://newsdesk.example/' }).url('/api/me')).toBe('https://newsdesk.example/api/me');
  });

  test('204 resolves to undefined', async () => {
    const { api } = clientWith(new Response(null, { status: 204 }));
    await expect(api.delete('/auth/logout')).resolves.toBeUndefined();
  });

  test('turns the server error body into an ApiError with the wait time', async () => {
    const { api } = clientWith(json(429, { code: 'auth.too_many_attempts', message: 'Too many' }, { 'retry-after': '120' }));
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'auth.too_many_attempts', message: 'Too many', retryAfterSeconds: 120 });
  });

  test('derives a code when the body is not JSON', async () => {
    const { api } = clientWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'server.internal' });
  });

  test('a failed fetch becomes network.failed', async () => {
    const { api } = clientWith(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'network.failed' });
  });

  test('calls onUnauthorized on 401/403, except where the caller handles it', async () => {
    const onUnauthorized = jest.fn();
    const { api } = clientWith(json(401, { code: 'auth.unauthenticated', message: 'no' }), { onUnauthorized });
    await expect(api.get('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith(401, expect.any(ApiError));

    const login = clientWith(json(401, { code: 'auth.invalid_credentials', message: 'no' }), { onUnauthorized });
    await expect(new SessionGateway(login.api).login('a@b.c', 'x')).rejects.toMatchObject({
      code: 'auth.invalid_credentials',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('parses Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('SessionGateway', () => {
  test('calls the documented routes', async () => {
    const { fetch, api } = clientWith(json(200, {}));
    fetch.mockImplementation(() => Promise.resolve(json(200, {})));
    const gateway = new SessionGateway(api);
    await gateway.refresh('s/1');
    await gateway.me();
    await gateway.changeLanguage('de');
    await gateway.changeColorScheme('dark');
    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${init?.body ?? ''}`);
    expect(calls).toEqual([
      'GET /auth/token/refresh/s%2F1 ',
      'GET /api/me ',
      'PUT /api/me/language {"language":"de"}',
      'PUT /api/me/color-scheme {"colorScheme":"dark"}',
    ]);
  });

  test('the unload beacon prefers sendBeacon and falls back to a keepalive fetch', () => {
    const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    const first = clientWith(new Response(null, { status: 204 }), { beacon: { sendBeacon } });
    new SessionGateway(first.api).sendUnloadBeacon('u1', 's1');
    expect(sendBeacon).toHaveBeenCalledWith('/auth/users/u1/remove-active-session/s1', '');
    expect(first.fetch).not.toHaveBeenCalled();

    const refused = clientWith(new Response(null, { status: 204 }), { beacon: { sendBeacon: () => false } });
    new SessionGateway(refused.api).sendUnloadBeacon('u1', 's1');
    expect(refused.fetch).toHaveBeenCalledWith(
      '/auth/users/u1/remove-active-session/s1',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );

    const missing = clientWith(new Response(null, { status: 204 }), { beacon: undefined });
    new SessionGateway(missing.api).sendUnloadBeacon('u1', 's1');
    expect(missing.fetch).toHaveBeenCalledTimes(1);
  });
});
