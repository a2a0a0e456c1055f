import { expect, test } from '@jest/globals';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

describeInBrowser('the sources administration in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;

  test('an admin uploads a site list, adds a source for a listed domain and sees it; an unlisted domain is refused', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Administration' }).click();
    // Users is the first tab; sources have their own
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Sources' }).click();
    await page.getByRole('tab', { name: 'Sources', selected: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'RSS-enabled sources' }).waitFor();
    await expectNoAxeViolations(page);

    // The browser sends the form as multipart/form-data.
    const lists = page.getByRole('region', { name: 'Site lists' });
    await lists.getByLabel('List type').selectOption('generic');
    await lists.getByLabel('List file (.csv or .txt)').setInputFiles({
      name: 'Swiss Media.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('domain,name\nsrf.ch,SRF\nwww.blick.ch,Blick\n'),
    });
    await lists.getByRole('button', { name: 'Upload list' }).click();
    await lists.getByText('swiss-media.csv uploaded with 2 domains.').waitFor();
    await lists.getByRole('rowheader', { name: 'swiss-media.csv' }).waitFor();

    await page.getByRole('button', { name: 'Add source' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add RSS-enabled source' });
    await dialog.getByLabel('Name').fill('SRF News');
    await dialog.getByLabel('Feed address').fill('https://www.srf.ch/news/bnf/rss/1646');
    await dialog.getByLabel('Domain').fill('srf.ch');
    await dialog.getByRole('button', { name: 'Save source' }).click();
    await dialog.waitFor({ state: 'detached' });
    const sources = page.getByRole('table', { name: 'RSS-enabled sources and their health' });
    const row = sources.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /SRF News/ }) });
    await row.getByText('srf.ch', { exact: true }).waitFor();
    await row.getByText('Waiting').waitFor();

    await page.getByRole('button', { name: 'Add source' }).click();
    dialog = page.getByRole('dialog', { name: 'Add RSS-enabled source' });
    await dialog.getByLabel('Name').fill('NZZ');
    await dialog.getByLabel('Feed address').fill('https://www.nzz.ch/recent.rss');
    // Enter in a field submits the form, as a keyboard user would.
    await dialog.getByLabel('Feed address').press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'Domain must be from the list of Generic/Custom sources' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await sources.getByRole('rowheader', { name: /NZZ/ }).count()).toBe(0);
    await page.context().close();
  }, 120_000);

  test('after the domain error the focus stays in the Add source dialog and Escape closes it', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('tab', { name: 'Sources' }).click();
    await page.getByRole('heading', { level: 2, name: 'RSS-enabled sources' }).waitFor();

    await page.getByRole('button', { name: 'Add source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add RSS-enabled source' });
    await dialog.getByLabel('Name').fill('Unlisted Gazette');
    await dialog.getByLabel('Feed address').fill('https://unlisted-gazette.example/feed.rss');
    await dialog.getByLabel('Domain').fill('unlisted-gazette.example');
    // a click, not Enter: the Save button takes focus and is disabled while saving, which is
    // where Chromium used to drop focus to <body>
    await dialog.getByRole('button', { name: 'Save source' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Domain must be from the list of Generic/Custom sources' }).waitFor();

    const focus = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const dialogElement = document.querySelector('[role="dialog"]');
        return {
          inDialog: Boolean(dialogElement && active && dialogElement.contains(active)),
          label: active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : active?.tagName,
        };
      });
    await eventually(async () => expect(await focus()).toEqual({ inDialog: true, label: 'Domain' }));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Add source' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  }, 120_000);
});
