import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { startLocalServer, type LocalServer } from '@newsdesk/adapters/fetch/local-test-server';
import { SiteMonitorJob } from '@newsdesk/adapters/jobs/site-monitor-job';
import { CheckSite } from '@newsdesk/core/site-monitor/check-site';
import { CheckDueSites } from '@newsdesk/core/site-monitor/check-sites';
import { SiteRepository } from '@newsdesk/core/site-monitor/site-monitor.ports';
import { systemClock } from '@newsdesk/core/shared/clock';
import { serverWithLogins, type LoggedInRole } from './testing/server-with-logins';

/**
 * A page that changes: a clock that ticks and a nonce that is new on every request (both must
 * never alert), and a headline the test changes (which must).
 */
let headline = 'Council adopts the 2027 budget';
let requests = 0;
let site: LocalServer;
const server = serverWithLogins({ fetchAllow: ['127.0.0.1'] });

beforeAll(async () => {
  site = await startLocalServer((_req, res) => {
    requests += 1;
    const clock = new Date(Date.UTC(2026, 10, 22, 12, 0, requests)).toISOString().slice(11, 19);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body>
      <header>Federal Chancellery</header>
      <main id="news"><h2>${headline}</h2><p>Last updated ${clock}</p><p>Request token ${randomBytes(6).toString('hex')}</p></main>
      <footer><script>alert(1)</script></footer></body></html>`);
  });
});
afterAll(async () => {
  await site.close();
});

const call = (who: LoggedInRole, method: string, path: string, body?: unknown) =>
  server.call(who, method, `/api/site-monitor${path}`, body);
const sites = async (who: LoggedInRole = 'staff') => (await call(who, 'GET', '/getSites')).body as { sites: any[]; alertCount: number }; // eslint-disable-line @typescript-eslint/no-explicit-any

let siteId = '';

describe('add, check, change, viewed', () => {
  test('add to list: read three times, the clock and the nonce proposed as ignored', async () => {
    const before = requests;
    const added = await call('staff', 'POST', '/addSite', { url: site.url('/news'), selector: '#news', name: '  Chancellery news ' });
    expect(added.status).toBe(200);
    expect(requests - before).toBe(3);
    expect(added.body.proposedIgnores).toEqual(['Last updated {number}:{number}:{number}', 'Request token {code}']);
    expect(added.body.site).toMatchObject({
      name: 'Chancellery news',
      url: site.url('/news'),
      selector: '#news',
      isNew: false,
      lastChange: null,
      ignoredPatterns: added.body.proposedIgnores,
    });
    siteId = added.body.site.id;
    expect(await sites()).toEqual({ sites: [added.body.site], alertCount: 0 });
    expect(await sites('admin')).toEqual({ sites: [], alertCount: 0 });
  }, 20_000);

  test('check updates now: a ticking clock and a new nonce do not alert', async () => {
    const checked = await call('staff', 'POST', '/compareSites', {});
    expect(checked.status).toBe(200);
    expect(checked.body.summary).toEqual({ checked: 1, changed: 0, failed: 0, busy: 0 });
    expect(checked.body.alertCount).toBe(0);
  });

  test('a changed headline alerts, with a readable old/new diff, and counts for the badge', async () => {
    headline = 'Council rejects the 2027 budget';
    const checked = await call('staff', 'POST', '/compareSites', {});
    expect(checked.body.summary).toMatchObject({ checked: 1, changed: 1 });
    const listed = await sites();
    expect(listed.alertCount).toBe(1);
    const changed = listed.sites[0];
    expect(changed.isNew).toBe(true);
    expect(changed.lastChange.parts.filter((p: { kind: string }) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'adopts' },
      { kind: 'added', text: 'rejects' },
    ]);
    // the stored diff never shows the noise, only the rule that hides it
    expect(JSON.stringify(changed.lastChange.parts)).not.toMatch(/\d\d:\d\d:\d\d|Request token [0-9a-f]/);
    // checked again without a change: still new until viewed, no second change
    expect((await call('staff', 'POST', '/compareSites', {})).body.summary.changed).toBe(0);
  });

  test('mark viewed, and viewed all', async () => {
    expect((await call('admin', 'POST', '/siteViewed', { id: siteId })).status).toBe(404);
    expect((await call('staff', 'POST', '/siteViewed', { id: siteId })).status).toBe(204);
    expect((await sites()).alertCount).toBe(0);
    expect((await sites()).sites[0].lastChange).not.toBeNull();
    headline = 'Council adopts the 2027 budget after all';
    await call('staff', 'POST', '/compareSites', {});
    expect((await sites()).alertCount).toBe(1);
    expect((await call('staff', 'POST', '/siteViewedAll', {})).status).toBe(204);
    expect((await sites()).alertCount).toBe(0);
  });
});

describe('the spec §8 messages', () => {
  test('already exists for that url and selector', async () => {
    const again = await call('staff', 'POST', '/addSite', { url: `${site.url('/news')}#again`, selector: '#news', name: 'Again' });
    expect(again).toEqual({
      status: 409,
      body: { code: 'site_monitor.site_exists', message: 'A site with this URL and selector already exists.' },
    });
  });

  test('invalid site format, text not found, fetch refused', async () => {
    const add = (body: object) => call('staff', 'POST', '/addSite', { url: site.url('/news'), selector: 'main', name: 'x', ...body });
    expect((await add({ url: 'javascript:alert(1)' })).body).toMatchObject({
      code: 'site_monitor.invalid_url',
      message: expect.stringMatching(/^Invalid site format/),
    });
    expect((await add({ selector: 'div[' })).body.code).toBe('site_monitor.invalid_selector');
    expect((await add({ selector: 'p::before' })).body.code).toBe('site_monitor.invalid_selector');
    expect((await add({ name: ' ' })).body.code).toBe('site_monitor.name_required');
    expect(await add({ selector: '#missing' })).toMatchObject({
      status: 400,
      body: { code: 'site_monitor.selector_not_found', message: 'The text cannot be found with that selector.' },
    });
    // the outbound gate refuses private addresses that are not allowed: no SSRF through the monitor
    expect(await add({ url: 'http://10.1.2.3/admin' })).toMatchObject({
      status: 400,
      body: { code: 'site_monitor.fetch_failed', details: { reason: 'fetch.address_not_allowed' } },
    });
    expect((await add({ url: 'http://169.254.169.254/latest/meta-data/' })).body.details.reason).toBe('fetch.address_not_allowed');
    expect((await call('staff', 'POST', '/addSite', { url: 5 })).status).toBe(400);
    expect((await call('staff', 'DELETE', '/deleteSite/not-a-uuid')).body.code).toBe('request.invalid');
  });

  test('siteUpdate: rename and rules; a bad rule is refused; another user cannot touch the site', async () => {
    const updated = await call('staff', 'POST', '/siteUpdate', {
      id: siteId,
      name: 'Chancellery',
      ignoredPatterns: ['Last updated {number}:{number}:{number}'],
    });
    expect(updated.body).toMatchObject({ name: 'Chancellery', ignoredPatterns: ['Last updated {number}:{number}:{number}'] });
    expect((await call('staff', 'POST', '/siteUpdate', { id: siteId, ignoredPatterns: ['(a+)+$'] })).body.code).toBe(
      'site_monitor.invalid_ignore_rule',
    );
    expect((await call('admin', 'POST', '/siteUpdate', { id: siteId, name: 'Mine' })).status).toBe(404);
    expect((await call('admin', 'DELETE', `/deleteSite/${siteId}`)).status).toBe(404);
  });
});

describe('the schedule', () => {
  test('the agenda job checks due sites; a site leased by another checker is left alone', async () => {
    const container = server.t.server.container;
    const repo = container.get<SiteRepository>(SiteRepository);
    // put the nonce rule back so that only the headline can change
    await call('staff', 'POST', '/siteUpdate', {
      id: siteId,
      ignoredPatterns: ['Last updated {number}:{number}:{number}', 'Request token {code}'],
    });
    headline = 'Council adopts a new budget on schedule';
    const due = new CheckDueSites(repo, container.get(CheckSite), systemClock, { everyMs: 0 });
    // another process holds the site: the job must not check it
    const now = new Date();
    expect(await repo.claim(siteId, now, new Date(now.getTime() + 60_000))).toBe(true);
    const summaries: unknown[] = [];
    const job = new SiteMonitorJob({
      databaseUrl: server.t.server.databaseUrl,
      checkDue: async () => {
        const summary = await due.execute();
        summaries.push(summary);
        return summary;
      },
      logger: pino({ level: 'silent' }),
      everyMs: 1_000,
      processEvery: '1 second',
    });
    await job.start();
    try {
      await waitFor(() => summaries.length > 0);
      expect(summaries[0]).toMatchObject({ busy: 1, checked: 0 });
      expect((await sites()).alertCount).toBe(0);
      await repo.release(siteId);
      await waitFor(async () => (await sites()).alertCount === 1);
    } finally {
      await job.stop();
    }
    expect(
      (await sites()).sites[0].lastChange.parts
        .filter((p: { kind: string }) => p.kind === 'added')
        .map((p: { text: string }) => p.text)
        .join(''),
    ).toMatch(/new/);
    expect((await call('staff', 'DELETE', `/deleteSite/${siteId}`)).status).toBe(204);
    expect(await sites()).toEqual({ sites: [], alertCount: 0 });
  }, 30_000);
});

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
