import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startLocalServer, type LocalServer } from '@newsdesk/adapters/fetch/local-test-server';
import { serverWithLogins, type LoggedInRole } from './testing/server-with-logins';
import { rawRequest } from './testing/test-server';

/**
 * Every unique key a request can run into, taken by several identical requests at the same
 * moment: each use case checks for the duplicate first, all of them pass that check, and the
 * database refuses all but one (PostgreSQL 23505). Exactly one succeeds; the others get 409 with
 * the code the ordinary duplicate gets (adapters/src/postgres/unique-violations.ts), never a 500.
 */
const AT_ONCE = 8;

const server = serverWithLogins({ fetchAllow: ['127.0.0.1'], loadShedding: { lagMs: 3_600_000, maxExpensiveInFlight: 10_000 } });
const { cookies } = server;
let page: LocalServer;
beforeAll(async () => {
  page = await startLocalServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body><main id="news"><h2>Council adopts the budget</h2></main></body></html>');
  });
});
afterAll(async () => {
  await page.close();
});

const call = async (who: LoggedInRole, method: string, path: string, body: unknown) => {
  const reply = await server.call(who, method, path, body);
  return { status: reply.status, code: (reply.body as { code?: string } | undefined)?.code };
};

/** The same request AT_ONCE times at once: how many answered what ("200", "409 user.email_taken"). */
const race = async (who: LoggedInRole, method: string, path: string, body: (i: number) => unknown) => {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => call(who, method, path, body(i))));
  const tally: Record<string, number> = {};
  for (const { status, code } of answers) {
    const key = status < 300 ? String(status) : `${status} ${code}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
};

describe('unique keys taken by concurrent requests: one wins, the others get 409 with the domain code', () => {
  test('two (and more) users created with the same e-mail at once', async () => {
    const body = (i: number) => ({ email: 'Dana.Duplicate@newsdesk.test', password: 'a password long enough', givenName: `Dana ${i}` });
    expect(await race('admin', 'POST', '/api/users', body)).toEqual({ '200': 1, '409 user.email_taken': AT_ONCE - 1 });
    // and the ordinary duplicate afterwards answers the same
    expect(await call('admin', 'POST', '/api/users', body(0))).toEqual({ status: 409, code: 'user.email_taken' });
  });

  test('collections of one owner: the same name, the same search', async () => {
    expect(
      await race('staff', 'POST', '/api/collections', (i) => ({
        name: 'Swiss banks',
        search: { tags: [{ name: `bank${i}` }] },
        alert: null,
      })),
    ).toEqual({
      '200': 1,
      '409 collection.name_taken': AT_ONCE - 1,
    });
    expect(
      await race('staff', 'POST', '/api/collections', (i) => ({
        name: `Inflation ${i}`,
        search: { tags: [{ name: 'inflation' }] },
        alert: null,
      })),
    ).toEqual({
      '200': 1,
      '409 collection.duplicate_search': AT_ONCE - 1,
    });
  });

  test('a watched site: the same address and selector', async () => {
    expect(
      await race('staff', 'POST', '/api/site-monitor/addSite', (i) => ({
        url: page.url('/news'),
        selector: '#news',
        name: `Council ${i}`,
      })),
    ).toEqual({
      '200': 1,
      '409 site_monitor.site_exists': AT_ONCE - 1,
    });
  }, 30_000);

  test('sources: an RSS-enabled source and an official source at the same address', async () => {
    expect(
      (await call('admin', 'POST', '/api/files/websites', { name: 'swiss.txt', kind: 'generic', content: 'srf.ch\nadmin.ch\n' })).status,
    ).toBe(200);
    expect(
      await race('admin', 'POST', '/api/rss-enabled-source', (i) => ({
        name: `SRF News ${i}`,
        url: 'https://www.srf.ch/news/bnf/rss/1646',
        domain: 'srf.ch',
      })),
    ).toEqual({
      '200': 1,
      '409 source.url_taken': AT_ONCE - 1,
    });
    // an official source saved by URL updates the one with that URL (spec §7: one POST does both), racing or not
    expect(
      await race('admin', 'POST', '/api/officialSources', (i) => ({
        name: `Federal Council ${i}`,
        url: 'https://www.admin.ch/gov/en/start.html',
        domain: 'admin.ch',
        kind: 'government',
      })),
    ).toEqual({
      '200': AT_ONCE,
    });
    const official = await rawRequest(`${server.t.url}/api/officialSources`, { method: 'GET', headers: { Cookie: cookies.admin } });
    expect(
      (JSON.parse(official.body) as { sources: { url: string }[] }).sources.filter(
        (s) => s.url === 'https://www.admin.ch/gov/en/start.html',
      ),
    ).toHaveLength(1);
  });

  test('a gazetteer entry: the same name, language and kind', async () => {
    expect(
      await race('admin', 'POST', '/api/gazetteer', () => ({ language: 'de', kind: 'organization', name: 'Schweizerische Nationalbank' })),
    ).toEqual({
      '200': 1,
      '409 gazetteer.entry_exists': AT_ONCE - 1,
    });
  });

  test('glossary titles are not a unique key (spec §5 asks only for a title and a description): all are saved', async () => {
    expect(await race('staff', 'POST', '/api/glossaryItems', (i) => ({ title: 'Leitzins', description: `Definition ${i}` }))).toEqual({
      '200': AT_ONCE,
    });
  });
});
