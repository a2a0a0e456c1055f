import { expect, test } from '@jest/globals';
import { ALWAYS_LOADED, SCREEN_NAMESPACES, type Screen, WORKSPACE_NAMESPACES } from '../client/screen-namespaces';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

/**
 * Each screen's first draw asks only for translations that main.tsx loads before it
 * (client/screen-namespaces.ts). One that is not listed still loads, a round trip later, so
 * nothing else would notice a list that fell behind the pages.
 */
describeInBrowser('every screen is preloaded with the translations it shows', () => {
  // staging: the site monitor is one of the screens
  const app = appInBrowser({ environment: 'staging' });

  test.each(Object.keys(SCREEN_NAMESPACES) as Screen[])('%s asks for no translation missing from its list', async (screen) => {
    const page = await app.newPage();
    await app.logIn(page, app.t.users.admin.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // a fresh load of the screen, as a bookmark or a reload gives it
    const context = page.context();
    const fresh = await context.newPage();
    await page.close();
    const asked: string[] = [];
    let pending = 0;
    fresh.on('request', (request) => {
      pending += 1;
      const namespace = /\/locales\/[a-z]{2}\/([\w-]+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
      if (namespace) asked.push(namespace);
    });
    fresh.on('requestfinished', () => (pending -= 1));
    fresh.on('requestfailed', () => (pending -= 1));
    await fresh.goto(screen);
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    await eventually(async () => {
      expect(pending).toBe(0);
      expect(await fresh.locator('.nd-spinner, [aria-busy="true"]').count()).toBe(0);
    }, 10_000);

    const listed = new Set<string>([...ALWAYS_LOADED, ...WORKSPACE_NAMESPACES, ...SCREEN_NAMESPACES[screen]]);
    expect([...new Set(asked)].filter((namespace) => !listed.has(namespace))).toEqual([]);
    await context.close();
  });
});
