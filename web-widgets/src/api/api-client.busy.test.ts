/**
 * @jest-environment node
 */
// A read the server shed (503 server.busy, docs/operations.md "Failure modes") is asked once more
// after Retry-After; anything else stays as it was. jsdom has no fetch Response, Node's is used.
import { describe, expect, jest, test } from '@jest/globals';
import { ApiClient, MAX_BUSY_RETRY_SECONDS } from './api-client';
import { toUiError } from '../ui/ui-error';

const busy = (retryAfter: string) =>
  new Response(
    JSON.stringify({
      message: 'Newsdesk is busy. Please try again in a few seconds.',
      code: 'server.busy',
      details: { retryAfterSeconds: Number(retryAfter) },
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
    },
  );
const ok = () => new Response(JSON.stringify({ hits: [] }), { status: 200, headers: { 'content-type': 'application/json' } });

const clientAnswering = (...responses: (() => Response)[]) => {
  const fetch = jest.fn<typeof globalThis.fetch>(() => Promise.resolve((responses.shift() ?? ok)()));
  const waits: number[] = [];
  const wait = jest.fn((ms: number, signal?: AbortSignal) => {
    waits.push(ms);
    return signal?.aborted ? Promise.reject(new DOMException('Aborted', 'AbortError')) : Promise.resolve();
  });
  return { fetch, waits, api: new ApiClient({ fetch, wait }) };
};

describe('a request the server was too busy for', () => {
  test('a GET is asked once more after Retry-After (plus under half a second of jitter) and its answer returned', async () => {
    const { fetch, waits, api } = clientAnswering(() => busy('2'));
    await expect(api.get('/api/document/recommended/x/OR')).resolves.toEqual({ hits: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(2_000);
    expect(waits[0]).toBeLessThan(2_500);
  });

  test('only once: still busy the second time, the error reaches the caller with its code and wait', async () => {
    const { fetch, api } = clientAnswering(
      () => busy('1'),
      () => busy('3'),
    );
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toUiError(error)).toMatchObject({ code: 'server.busy', retryAfterSeconds: 3 });
  });

  test('a POST is not asked again unless the caller says it is a read (a search)', async () => {
    const write = clientAnswering(() => busy('1'));
    await expect(write.api.post('/api/search', { tags: [] })).rejects.toMatchObject({ status: 503, code: 'server.busy' });
    expect(write.fetch).toHaveBeenCalledTimes(1);

    const read = clientAnswering(() => busy('1'));
    await expect(read.api.post('/api/search', { tags: [] }, { retryWhenBusy: true })).resolves.toEqual({ hits: [] });
    expect(read.fetch).toHaveBeenCalledTimes(2);
    expect(read.fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{"tags":[]}' });
  });

  test(`a Retry-After over ${MAX_BUSY_RETRY_SECONDS} s is told to the reader at once, not waited out`, async () => {
    const { fetch, waits, api } = clientAnswering(() => busy(String(MAX_BUSY_RETRY_SECONDS + 1)));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'server.busy', retryAfterSeconds: MAX_BUSY_RETRY_SECONDS + 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  test('other 503s (a proxy, a readiness answer) and a GET that opts out are not asked again', async () => {
    const proxy = clientAnswering(() => new Response('<html>Service Unavailable</html>', { status: 503, headers: { 'retry-after': '1' } }));
    await expect(proxy.api.get('/api/x')).rejects.toMatchObject({ status: 503, code: 'server.internal' });
    expect(proxy.fetch).toHaveBeenCalledTimes(1);

    const optedOut = clientAnswering(() => busy('1'));
    await expect(optedOut.api.get('/api/x', { retryWhenBusy: false })).rejects.toMatchObject({ code: 'server.busy' });
    expect(optedOut.fetch).toHaveBeenCalledTimes(1);
  });

  test('a request aborted while it waits is not sent again', async () => {
    const { fetch, api } = clientAnswering(() => busy('1'));
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/api/x', { signal: controller.signal })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('the real wait honours Retry-After in time (1 s)', async () => {
    const fetch = jest.fn<typeof globalThis.fetch>().mockResolvedValueOnce(busy('1')).mockResolvedValueOnce(ok());
    const api = new ApiClient({ fetch });
    const started = Date.now();
    await expect(api.get('/api/x')).resolves.toEqual({ hits: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });
});
