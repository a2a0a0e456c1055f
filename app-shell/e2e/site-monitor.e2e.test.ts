import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { startLocalServer, type LocalServer } from '@newsdesk/adapters/fetch/local-test-server';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { TEST_PASSWORD } from '../server/testing/test-server';
import { Orm } from '../server/tokens';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { addSite, ignoredPartsProposal, openEmptySiteMonitor } from './support/site-monitor-steps';

/** Screenshots for a human look (not compared): NEWSDESK_E2E_SHOTS=/some/dir. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.NEWSDESK_E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/site-monitor-${name}.png`, fullPage: true });
};

describeInBrowser('the site monitor in a real browser (staging)', () => {
  // A watched page with a ticking clock and a per-request nonce (never an alert) and a headline the test changes.
  let headline = 'Council adopts the 2027 budget';
  let requests = 0;
  let site: LocalServer;
  beforeAll(async () => {
    site = await startLocalServer((_req, res) => {
      requests += 1;
      const clock = new Date(Date.UTC(2026, 10, 22, 12, 0, requests)).toISOString().slice(11, 19);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<main id="news"><h2>${headline}</h2><p>Last updated ${clock}</p><p>Request token ${randomBytes(6).toString('hex')}</p></main>`,
      );
    });
  });
  afterAll(() => site.close());

  const app = appInBrowser({ environment: 'staging', fetchAllow: ['127.0.0.1'] });
  const { newPage, logIn, expectNoAxeViolations } = app;

  test('add to list, the noise proposed as ignored, a change detected with the badge, then viewed', async () => {
    // the test server's staff user has seen the guided tour already (startTestServer): it is not what this test is about
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await openEmptySiteMonitor(page);
    await expectNoAxeViolations(page);

    // spec §8: a website address must be valid
    await addSite(page, { url: 'www.admin.ch', selector: '#news', name: 'Chancellery' });
    await page.getByText('Invalid site format: the website address must be a valid http or https URL.').waitFor();
    expect(await page.getByLabel('Website address').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Website address').fill(site.url('/news'));
    await page.getByRole('button', { name: 'Add to list' }).click();
    const proposal = await ignoredPartsProposal(page, 'Chancellery');
    await proposal.getByText('Last updated {number}:{number}:{number}').waitFor();
    await proposal.getByText('Request token {code}').waitFor();
    await page.getByText('“Chancellery” added to the list.').waitFor();
    await shot(page, 'added');
    await proposal.getByRole('button', { name: 'Keep all ignored' }).click();

    // the same url and selector again
    await addSite(page, { url: site.url('/news'), selector: '#news', name: 'Twice' });
    await page.getByText('A site with this URL and selector already exists.').waitFor();

    // the clock ticked and the nonce changed: no alert
    await page.getByRole('button', { name: 'Check updates now' }).click();
    await page.getByText('Sites checked: 0 with a new change.').waitFor();
    expect(await page.getByText('New change', { exact: true }).count()).toBe(0);

    // a real change: marked new, the diff shows old and new, the sidebar badge counts it
    headline = 'Council rejects the 2027 budget';
    await page.getByRole('button', { name: 'Check updates now' }).click();
    await page.getByText('Sites checked: 1 with a new change.').waitFor();
    await page.getByText('New change', { exact: true }).waitFor();
    await page.locator('del', { hasText: 'adopts' }).waitFor();
    await page.locator('ins', { hasText: 'rejects' }).waitFor();
    await page.getByRole('link', { name: 'Site monitor (1 new)' }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'changed');

    // the badge survives a reload (the count comes from the server)
    await page.reload();
    await page.getByRole('link', { name: 'Site monitor (1 new)' }).waitFor();

    await page.getByRole('button', { name: 'Mark Chancellery viewed' }).click();
    await eventually(async () => expect(await page.getByRole('link', { name: 'Site monitor', exact: true }).count()).toBe(1));
    expect(await page.getByText('New change', { exact: true }).count()).toBe(0);
    // the change stays readable after it was viewed
    await page.getByText(/^Changed /).click();
    await page.locator('ins', { hasText: 'rejects' }).waitFor();
    await shot(page, 'viewed');
  }, 90_000);

  test('German: the page and the spec message for text that cannot be found', async () => {
    await app.t.server.container.get(CreateUser).execute({
      email: 'redaktion@newsdesk.test',
      password: TEST_PASSWORD,
      givenName: 'Rita',
      familyName: 'Redaktion',
      roles: ['staff'],
      language: 'de',
    });
    await app.t.server.container.get<MikroORM>(Orm).em.fork().execute('update app_user set is_new = false');
    const page = await newPage();
    await logIn(page, 'redaktion@newsdesk.test');
    await page.waitForURL('**/dashboard');
    await page.goto('/site-monitor');
    await page.getByRole('button', { name: 'Jetzt auf Änderungen prüfen' }).waitFor();
    await page.getByLabel('Webadresse').fill(site.url('/news'));
    await page.getByLabel('Selektor').fill('#nothing-here');
    await page.getByLabel('Name').fill('Kanzlei');
    await page.getByRole('button', { name: 'Zur Liste hinzufügen' }).click();
    await page.getByText('Mit diesem Selektor wurde kein Text gefunden.').waitFor({ timeout: 15_000 });
    await shot(page, 'de');
  }, 60_000);
});
