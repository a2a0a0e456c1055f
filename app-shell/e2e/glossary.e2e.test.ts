import { expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { Orm } from '../server/tokens';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

const XSS = '<img src=x onerror="window.__pwned=1">';

describeInBrowser('the glossary in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;

  const list = (page: Page) => page.getByRole('list', { name: 'Glossary items' });
  const titles = (page: Page) => list(page).getByRole('heading', { level: 2 }).allTextContents();
  const dialog = (page: Page) => page.getByRole('dialog');
  const letters = (page: Page) => page.getByRole('navigation', { name: 'Filter by first letter' });

  const create = async (page: Page, title: string, description: string) => {
    await page.getByRole('button', { name: 'New item' }).click();
    await dialog(page).getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog(page).getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('article', { name: title }).waitFor();
  };

  test('a journalist creates terms, likes and comments, filters by letter; an XSS payload stays text', async () => {
    // These users have seen the guided tour already: it is not what this test is about.
    await app.t.server.container.get<MikroORM>(Orm).em.fork().execute('update app_user set is_new = false');
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/glossary');
    await page.getByText('The glossary is empty. Add the first term with “New item”.').waitFor();
    await expectNoAxeViolations(page);

    // Spec §5: a title and a description are required.
    await page.getByRole('button', { name: 'New item' }).click();
    await dialog(page).getByRole('textbox', { name: 'Title' }).fill('Ärztekammer');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('A glossary item needs a description.').waitFor();
    expect(await dialog(page).getByRole('textbox', { name: 'Description' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('textbox', { name: 'Description' }).fill('The medical association of a canton.\nFiled under A.');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('“Ärztekammer” added to the glossary').waitFor();

    await create(page, 'Élysée', 'The French presidency.');
    await create(page, 'Sperrfrist', 'Embargo: not before the time the source set.');
    await create(page, XSS, `<script>window.__pwned=2</script>${XSS}`);
    await eventually(async () => expect(await titles(page)).toEqual([XSS, 'Ärztekammer', 'Élysée', 'Sperrfrist']));

    // The payload is text: no image element was made and nothing ran.
    const bait = page.getByRole('article', { name: XSS });
    await bait.getByText(`<script>window.__pwned=2</script>${XSS}`).waitFor();
    expect(await page.locator('.nd-gloss img, .nd-gloss script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // Like, then comment (a payload in a comment is text too).
    const term = page.getByRole('article', { name: 'Sperrfrist' });
    await term.getByRole('button', { name: 'Like “Sperrfrist”' }).click();
    await eventually(async () =>
      expect(await term.getByRole('button', { name: 'Like “Sperrfrist”' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await term.getByText('1 like', { exact: true }).waitFor({ state: 'attached' });
    await term.getByRole('button', { name: 'Comments' }).click();
    await term.getByRole('textbox', { name: 'Your comment on “Sperrfrist”' }).fill(`Also “embargo” in French. ${XSS}`);
    await term.getByRole('button', { name: 'Comment', exact: true }).click();
    await term.getByText(`Also “embargo” in French. ${XSS}`).waitFor();
    await term.getByRole('button', { name: '1 comment' }).waitFor();
    expect(await page.locator('.nd-gloss img').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/glossary-e2e-list.png', fullPage: true });

    // Letters: Ä under A, É under E, the payload under #.
    await letters(page).getByRole('button', { name: 'Letter A' }).click();
    await page.getByText('1 item under A').waitFor();
    // the count line follows the letter at once; the list follows its answer
    await eventually(async () => expect(await titles(page)).toEqual(['Ärztekammer']));
    await letters(page).getByRole('button', { name: 'Letter E' }).click();
    await page.getByText('1 item under E').waitFor();
    // the count line follows the letter at once; the list follows its answer
    await eventually(async () => expect(await titles(page)).toEqual(['Élysée']));
    await letters(page).getByRole('button', { name: 'Other characters' }).click();
    await page.getByText('1 item under Other characters').waitFor();
    // the count line follows the letter at once; the list follows its answer
    await eventually(async () => expect(await titles(page)).toEqual([XSS]));
    await letters(page).getByRole('button', { name: 'All' }).click();
    await page.getByText('4 items', { exact: true }).waitFor();

    // Most liked first; the like survives a reload (it is the server's).
    await page.getByRole('button', { name: 'Sort: Title' }).click();
    await page.getByRole('menuitemradio', { name: 'Most liked' }).click();
    await eventually(async () => expect((await titles(page))[0]).toBe('Sperrfrist'));
    await page.reload();
    await page.getByRole('article', { name: 'Sperrfrist' }).getByText('1 like', { exact: true }).waitFor({ state: 'attached' });

    // A colleague sees the term and the comment, may like it, but not edit or delete it.
    const colleague = await newPage();
    await logIn(colleague, app.t.users.admin.email);
    await colleague.waitForURL('**/dashboard');
    await colleague.goto('/glossary');
    const seen = colleague.getByRole('article', { name: 'Sperrfrist' });
    await seen.getByText('Added by Sam Staff', { exact: false }).waitFor();
    await colleague.screenshot({ path: '/tmp/glossary-e2e-admin.png', fullPage: true });

    // The author deletes a term after confirming.
    await page.getByRole('button', { name: 'Delete “Élysée”' }).click();
    await dialog(page).getByRole('button', { name: 'Delete item' }).click();
    await page.getByText('“Élysée” deleted').waitFor();
    await eventually(async () => expect(await titles(page)).not.toContain('Élysée'));
  }, 120_000);
});
