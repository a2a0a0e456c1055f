import { expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import type { Language } from '@newsdesk/core/identity/user-view';
import { MarkReleaseNotesSeen } from '@newsdesk/core/release-notes/mark-release-notes-seen';
import { TEST_PASSWORD } from '../server/testing/test-server';
import { Orm } from '../server/tokens';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';

describeInBrowser('release notes and info messages in a real browser', () => {
  const app = appInBrowser();
  const { logIn, expectNoAxeViolations } = app;
  /** A failing step names itself within 15 s instead of running into the test's timeout. */
  const newPage = async () => {
    const page = await app.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };

  /** Users past their first login: the guided tour would otherwise come first. */
  const returningUser = async (email: string, language: Language) => {
    const user = await app.t.server.container
      .get(CreateUser)
      .execute({ email, password: TEST_PASSWORD, givenName: 'Reader', familyName: language.toUpperCase(), roles: ['staff'], language });
    await notNew(user.email);
    return user;
  };
  const notNew = async (email: string) => {
    await app.t.server.container.get<MikroORM>(Orm).em.fork().execute('update app_user set is_new = false where email = ?', [email]);
  };
  const logInAndWait = async (page: Page, email: string) => {
    await logIn(page, email);
    await page.waitForURL('**/dashboard');
  };

  test('an admin writes a release note in German and English; a German reader sees German, a French reader the English fallback, once by itself', async () => {
    await notNew(app.t.users.admin.email);
    const german = await returningUser('greta@newsdesk.test', 'de');
    const french = await returningUser('francois@newsdesk.test', 'fr');

    const admin = await newPage();
    await logInAndWait(admin, app.t.users.admin.email);
    await admin.getByRole('link', { name: 'Administration' }).click();
    await admin.getByRole('tab', { name: 'Release notes' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Release notes' }).waitFor();
    await admin.getByText('No release notes yet.', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'New release note' }).click();
    const editor = admin.getByRole('dialog', { name: 'New release note' });
    await editor.getByRole('button', { name: /Deutsch/ }).click();
    await editor
      .getByLabel('Text in Deutsch (Markdown)')
      .fill('Neu: das **Glossar** für die ganze Redaktion.\n\n- Suche\n- Likes <script>window.__pwned = 1</script>');
    await editor.getByRole('region', { name: 'Preview' }).getByText('Glossar').waitFor();
    await editor.getByRole('button', { name: /English/ }).click();
    await editor.getByLabel('Text in English (Markdown)').fill('New: the **glossary** for the whole newsroom.');
    await expectNoAxeViolations(admin);
    await editor.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Release note published.').waitFor();
    await admin.getByRole('row').filter({ hasText: 'New: the glossary' }).waitFor();
    await admin.context().close();

    // the German reader: opened by itself after login, in German, script shown as nothing
    const greta = await newPage();
    await logIn(greta, german.email);
    let slider = greta.getByRole('dialog', { name: 'Versionshinweise' });
    await slider.getByText('Neu: das').waitFor();
    expect(await slider.locator('strong').first().textContent()).toBe('Glossar');
    expect(await greta.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await greta.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
    await expectNoAxeViolations(greta);
    await slider.getByRole('button', { name: 'Schließen' }).click();
    await slider.waitFor({ state: 'detached' });
    // seen: a reload does not open it again; the logo does
    const infoLoaded = greta.waitForResponse('**/api/infoStatusMessages');
    await greta.reload();
    await infoLoaded;
    await greta.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await greta.getByRole('dialog').count()).toBe(0);
    await greta
      .getByRole('button', { name: /Versionshinweise/ })
      .first()
      .click();
    slider = greta.getByRole('dialog', { name: 'Versionshinweise' });
    await slider.getByText('Neu: das').waitFor();
    await greta.context().close();

    // the French reader: no French text, so English
    const francois = await newPage();
    await logIn(francois, french.email);
    const frenchSlider = francois.getByRole('dialog', { name: 'Notes de version' });
    await frenchSlider.getByText('New: the').waitFor();
    await francois.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
    await expectNoAxeViolations(francois);
    await francois.context().close();
  }, 120_000);

  test('an info banner shows at the top of the shell and stays dismissed after a reload', async () => {
    await notNew(app.t.users.admin.email);
    await notNew(app.t.users.staff.email);
    // the note of the other test would open by itself over the page
    for (const user of [app.t.users.admin, app.t.users.staff]) await app.t.server.container.get(MarkReleaseNotesSeen).execute(user.id);
    const admin = await newPage();
    await logInAndWait(admin, app.t.users.admin.email);
    await admin.getByRole('link', { name: 'Administration' }).click();
    await admin.getByRole('tab', { name: 'Info messages' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Info messages' }).waitFor();
    await admin.getByLabel('Level').selectOption('warning');
    await admin.getByLabel('Text in English').fill('Newsdesk is down for maintenance tonight from 22:00.');
    await admin.getByRole('button', { name: 'Publish message' }).click();
    await admin.getByText('Info message published.').waitFor();
    await expectNoAxeViolations(admin);
    await admin.context().close();

    const staff = await newPage();
    await logInAndWait(staff, app.t.users.staff.email);
    const banners = staff.getByRole('region', { name: 'Info messages' });
    await banners.getByText('Newsdesk is down for maintenance tonight from 22:00.').waitFor();
    // the banner can arrive before the page below it: check the whole page once it is there
    await staff.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(staff);
    await banners.getByRole('button', { name: 'Dismiss this message' }).click();
    await banners.waitFor({ state: 'detached' });
    const infoLoaded = staff.waitForResponse('**/api/infoStatusMessages');
    await staff.reload();
    await infoLoaded;
    await staff.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await staff.getByRole('region', { name: 'Info messages' }).count()).toBe(0);
    await staff.context().close();
  }, 120_000);
});
