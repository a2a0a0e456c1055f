import { afterAll, beforeAll, expect } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { Config } from '../../server/config';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../server/testing/test-server';
import { launchChromium } from './browser';

/**
 * A test server and a Chromium for one browser suite (call inside describeInBrowser), with the
 * steps every suite needs: a fresh page, logging in, and an axe check.
 */
export const appInBrowser = (overrides: Partial<Config> = {}) => {
  const app = {} as { server: TestServer; browser: Browser };

  beforeAll(async () => {
    app.server = await startTestServer(overrides);
    app.browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });

  return {
    get t(): TestServer {
      return app.server;
    },
    /** A page in a fresh context; `locale` is the browser's language (navigator.languages), en-GB unless given. */
    newPage: async ({ locale = 'en-GB' }: { locale?: string } = {}): Promise<Page> =>
      (await app.browser.newContext({ baseURL: app.server.url, locale })).newPage(),
    logIn: async (page: Page, email: string, password = TEST_PASSWORD) => {
      await page.goto('/login');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
    },
    expectNoAxeViolations: async (page: Page) => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  };
};
