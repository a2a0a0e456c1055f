import { expect, test } from '@jest/globals';
import { rawRequest, TEST_PASSWORD } from '../server/testing/test-server';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

describeInBrowser('the app shell in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;

  test('a wrong password shows an error and stays on /login', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email, 'not the password');
    await page.getByRole('alert').filter({ hasText: 'Wrong e-mail address or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  test('login shows the shell; the login page and the dashboard have no axe violations', async () => {
    const page = await newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    // The login page loads on demand: check it once it is drawn, not the empty frame before.
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expectNoAxeViolations(page);
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('a page opened logged out comes back after login; /login with a live session goes on; the app then navigates in place', async () => {
    const page = await newPage();
    // through the router: /glossary sends to /login, and logging in there returns to /glossary
    await page.goto('/glossary');
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail address').fill(app.t.users.staff.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/glossary');
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    // opened at /login (the form before the router's code) with a live session: on to the dashboard
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // the router arrived after login: the sidebar's links change the page without loading it again
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/glossary');
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    expect(await page.evaluate(() => (window as { samePageLoad?: boolean }).samePageLoad)).toBe(true);
    await page.context().close();
  });

  test('the collapsed sidebar stays collapsed after a reload', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    const toggle = page.getByRole('button', { name: 'Sidebar' });
    await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('true'));
    await toggle.click();
    await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('false'));
    await eventually(async () => expect(await page.locator('.nd-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(75));
    await page.reload();
    await eventually(async () => expect(await page.getByRole('button', { name: 'Sidebar' }).getAttribute('aria-expanded')).toBe('false'));
    await page.getByRole('button', { name: 'Sidebar' }).click();
    await eventually(async () => expect(await page.locator('.nd-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(205));
    await page.context().close();
  });

  test('the administration link shows for admins only, and /administration refuses staff', async () => {
    const admin = await newPage();
    await logIn(admin, app.t.users.admin.email);
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('link', { name: 'Administration' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await admin.context().close();

    const staff = await newPage();
    await logIn(staff, app.t.users.staff.email);
    await staff.waitForURL('**/dashboard');
    await staff.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await staff.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await staff.goto('/administration');
    await staff.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    await staff.goto('/no/such/page');
    await staff.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await staff.context().close();
  });

  test('switching the language to German changes the interface and is kept on the user', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('link', { name: 'Sammlungen' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Sammlungen' }).waitFor();
    await eventually(async () => expect(await page.locator('html').getAttribute('lang')).toBe('de'));
    // a German browser fetches the German texts only: no English fallback files
    const german = await newPage({ locale: 'de-DE' });
    const localeFiles: string[] = [];
    german.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/locales/')) localeFiles.push(path);
    });
    await german.goto('/login');
    await german.getByLabel('E-Mail-Adresse').fill(app.t.users.staff.email);
    await german.getByLabel('Passwort').fill(TEST_PASSWORD);
    await german.getByRole('button', { name: 'Anmelden' }).click();
    await german.waitForURL('**/dashboard');
    await german.getByRole('link', { name: 'Sammlungen' }).waitFor();
    await german.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(localeFiles.length).toBeGreaterThan(0);
    expect(localeFiles.filter((path) => !path.startsWith('/locales/de/'))).toEqual([]);
    await german.context().close();
    await page.getByRole('button', { name: /Benutzermenü|Benutzer/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Collections' }).waitFor();
    await page.context().close();
  });

  test('logout returns to /login and the old cookie no longer works', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'nd_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    const replay = await rawRequest(`${app.t.url}/api/me`, { method: 'GET', headers: { Cookie: `nd_session=${cookie!.value}` } });
    expect(replay.status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  test('a session that dies server-side sends the user to /login with the spec message', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'nd_session')!;
    await rawRequest(`${app.t.url}/auth/logout`, { method: 'DELETE', headers: { Cookie: `nd_session=${cookie.value}` } });
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page
      .getByText('Unauthorized access. Redirecting to login page...')
      .or(page.getByText(/Accès non autorisé/))
      .waitFor();
    await page.waitForURL('**/login', { timeout: 5_000 });
    await page.context().close();
  });

  test('closing the page sends the unload beacon: the session no longer counts as active', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'nd_session')!;
    const me = JSON.parse(
      (await rawRequest(`${app.t.url}/api/me`, { method: 'GET', headers: { Cookie: `nd_session=${cookie.value}` } })).body,
    ) as { sessionId: string };
    await page.goto('about:blank');
    const observer = await app.t.cookieFor('staff');
    const observerMe = JSON.parse((await rawRequest(`${app.t.url}/api/me`, { method: 'GET', headers: { Cookie: observer } })).body) as {
      sessionId: string;
    };
    await eventually(async () => {
      const refresh = await rawRequest(`${app.t.url}/auth/token/refresh/${observerMe.sessionId}`, {
        method: 'GET',
        headers: { Cookie: observer },
      });
      const active = (JSON.parse(refresh.body) as { activeSessions: { id: string }[] }).activeSessions.map((s) => s.id);
      expect(active).toContain(observerMe.sessionId);
      expect(active).not.toContain(me.sessionId);
    });
    await page.context().close();
  });
});
