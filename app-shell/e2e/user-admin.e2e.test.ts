import { expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { Orm } from '../server/tokens';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';

describeInBrowser('user administration in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;
  const RITA = { email: 'rita.reporter@newsdesk.test', password: 'typewriter ribbon 42' };

  const usersTable = (page: Page) => page.getByRole('table', { name: 'Users with their roles, status, last activity and open sessions' });
  const ritaRow = (page: Page) =>
    usersTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Rita Reporter/ }) });
  const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

  test('an admin creates a user, changes her roles, ends her session (her browser goes to /login) and deactivates her (she cannot log in)', async () => {
    // The admin has seen the guided tour already: it is not what this test is about.
    await app.t.server.container
      .get<MikroORM>(Orm)
      .em.fork()
      .execute('update app_user set is_new = false where email = ?', [app.t.users.admin.email]);
    const admin = await newPage();
    // a failing step names itself within 15 s instead of running into the test's timeout
    admin.setDefaultTimeout(15_000);
    await logIn(admin, app.t.users.admin.email);
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('link', { name: 'Administration' }).click();
    await admin.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await admin.getByText('Slack is not configured', { exact: true }).waitFor();
    await usersTable(admin)
      .getByRole('rowheader', { name: /Alex Admin/ })
      .waitFor();
    await expectNoAxeViolations(admin);

    // Create: the password rule of `npm run user:create` first, then a valid user.
    await admin.getByRole('button', { name: 'New user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('E-mail address').fill(RITA.email);
    await dialog.getByLabel('Given name').fill('Rita');
    await dialog.getByLabel('Family name').fill('Reporter');
    await dialog.getByLabel('Password').fill('too short');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The password must have at least 12 characters.' }).waitFor();
    await expectNoAxeViolations(admin);
    await dialog.getByLabel('Password').fill(RITA.password);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await status(admin, `Rita Reporter (${RITA.email}) can now log in.`);
    await ritaRow(admin).getByText('Never').waitFor();

    // Rita logs in in a browser of her own.
    const rita = await newPage();
    rita.setDefaultTimeout(15_000);
    await logIn(rita, RITA.email, RITA.password);
    await rita.waitForURL('**/dashboard');
    expect(await rita.getByRole('link', { name: 'Administration' }).count()).toBe(0);

    // Roles: she becomes an administrator and sees the administration after a reload.
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await ritaRow(admin).getByRole('button', { name: 'Sessions of Rita Reporter: 1 session' }).waitFor();
    await ritaRow(admin).getByRole('checkbox', { name: 'Administrator: Rita Reporter' }).check();
    await status(admin, 'Rita Reporter is now an administrator.');
    await rita.reload();
    await rita.getByRole('link', { name: 'Administration' }).waitFor();

    // Ending her session: her page is sent to the login page (live socket closed, then redirect).
    await ritaRow(admin).getByRole('button', { name: 'Sessions of Rita Reporter: 1 session' }).click();
    const sessions = admin.getByRole('list', { name: 'Open sessions of Rita Reporter' });
    await expectNoAxeViolations(admin);
    await sessions.getByRole('button', { name: /^End session .* of Rita Reporter$/ }).click();
    await status(admin, 'The session of Rita Reporter was ended.');
    await rita.waitForURL('**/login', { timeout: 10_000 });
    await rita.getByRole('button', { name: 'Log in' }).waitFor();

    // She logs in again; deactivating her logs her out and she cannot log in any more.
    await logIn(rita, RITA.email, RITA.password);
    await rita.waitForURL('**/dashboard');
    await admin.getByRole('button', { name: 'Deactivate Rita Reporter' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Deactivate user' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await status(admin, 'Rita Reporter was deactivated and logged out everywhere.');
    await ritaRow(admin).getByText('Deactivated').waitFor();
    await rita.waitForURL('**/login', { timeout: 10_000 });
    await logIn(rita, RITA.email, RITA.password);
    await rita.getByText('Wrong e-mail address or password.').waitFor();
    expect(new URL(rita.url()).pathname).toBe('/login');

    // The admin cannot lock themself out: their own row has no deactivate button and a locked admin switch.
    const ownRow = usersTable(admin)
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: /Alex Admin/ }) });
    expect(await ownRow.getByRole('button', { name: /Deactivate/ }).count()).toBe(0);
    expect(await ownRow.getByRole('checkbox', { name: 'Administrator: Alex Admin' }).isDisabled()).toBe(true);
    await admin.context().close();
    await rita.context().close();
  }, 120_000);
});
