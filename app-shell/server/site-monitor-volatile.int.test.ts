import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startLocalServer, type LocalServer } from '@newsdesk/adapters/fetch/local-test-server';
import { serverWithLogins } from './testing/server-with-logins';

/**
 * The audit's case through the real check path (route → CheckSite → outbound gate → HTTP): a page
 * whose ISO timestamp is new on every request, and whose relative time, German date and reader
 * count move only between checks — so the three loads of "add to list" cannot see them change,
 * and only the built-in volatile recognisers (core/src/site-monitor/volatile-text.ts) keep quiet.
 */
let headline = 'Council adopts the 2027 budget';
let page = { relative: 'just now', date: '26. November 2026, 18:22 Uhr', readers: '1,234' };
let site: LocalServer;
const server = serverWithLogins({ fetchAllow: ['127.0.0.1'] });

beforeAll(async () => {
  site = await startLocalServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body><main id="news">
      <h2>${headline}</h2>
      <p>Generated ${new Date().toISOString()}</p>
      <p>Updated ${page.relative} · ${page.date} · ${page.readers} readers</p>
      </main></body></html>`);
  });
});
afterAll(async () => {
  await site.close();
});

const call = (method: string, path: string, body?: unknown) => server.call('staff', method, `/api/site-monitor${path}`, body);
type Part = { kind: string; text: string };

describe('volatile text on a watched page', () => {
  test('an ISO timestamp that changes on every load is proposed as ignored', async () => {
    const added = await call('POST', '/addSite', { url: site.url('/news'), selector: '#news', name: 'Chancellery' });
    expect(added.status).toBe(200);
    expect(added.body.proposedIgnores).toEqual(['Generated {number}-{number}-{number}T{number}:{number}:{number}.{number}Z']);
  }, 20_000);

  test('a clock, a date and a reader count moving between checks record no change and raise no badge', async () => {
    page = { relative: '15 minutes ago', date: '26. November 2026, 18:37 Uhr', readers: '1,301' };
    const checked = await call('POST', '/compareSites', {});
    expect(checked.status).toBe(200);
    expect(checked.body.summary).toEqual({ checked: 1, changed: 0, failed: 0, busy: 0 });
    expect(checked.body.alertCount).toBe(0);
    const listed = (await call('GET', '/getSites')).body;
    expect(listed.sites[0]).toMatchObject({ isNew: false, lastChange: null, lastError: null });
  });

  test('a changed headline beside them is a change, and the diff shows the volatile parts too', async () => {
    headline = 'Council rejects the 2027 budget';
    page = { relative: 'an hour ago', date: '27. November 2026, 07:05 Uhr', readers: '2,017' };
    const checked = await call('POST', '/compareSites', {});
    expect(checked.body.summary).toMatchObject({ checked: 1, changed: 1 });
    expect(checked.body.alertCount).toBe(1);
    const parts: Part[] = (await call('GET', '/getSites')).body.sites[0].lastChange.parts;
    const shown = (kind: string) =>
      parts
        .filter((p) => p.kind === kind)
        .map((p) => p.text)
        .join(' ');
    expect(shown('removed')).toEqual(expect.stringContaining('adopts'));
    expect(shown('added')).toEqual(expect.stringContaining('rejects'));
    expect(shown('added')).toEqual(expect.stringContaining('2,017'));
    expect(shown('added')).toEqual(expect.stringContaining('07:05'));
  });
});
