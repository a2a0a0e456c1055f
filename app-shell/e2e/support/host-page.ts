import { existsSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, expect } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TEST_PASSWORD, type TestServer } from '../../server/testing/test-server';
import { launchChromium } from './browser';

/**
 * The embedding suites' stage: a plain HTML page of another origin that embeds a Newsdesk widget,
 * and the reader's browser around it.
 */

export interface HostPage {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `render(requestUrl)` from another port of the same host: another origin of the same
 * site, like cms.x and newsdesk.x. Rendered per request, so it may use values set up later.
 */
export const startHostPage = async (render: (requestUrl: string) => string): Promise<HostPage> => {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(render(request.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A reader's browser context, logged in to Newsdesk (its session cookie) or not; Newsdesk's pages in English. */
export const readerContext = async (browser: Browser, newsdesk: TestServer, loggedIn: boolean): Promise<BrowserContext> => {
  const context = await browser.newContext({ locale: 'en-GB' });
  if (!loggedIn) return context;
  const page = await context.newPage();
  await page.goto(`${newsdesk.url}/login`);
  await page.getByLabel('E-mail address').fill(newsdesk.users.staff.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await page.close();
  return context;
};

/**
 * Opens the host page and records what the browser complains about (errors and warnings: an
 * embed must not make the host's console noisy). `watch` sees the page before it loads.
 */
export const openHostPage = async (
  context: BrowserContext,
  url: string,
  watch: (page: Page) => void = () => undefined,
): Promise<{ page: Page; problems: string[] }> => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  watch(page);
  await page.goto(url);
  return { page, problems };
};

/** axe on the embedded widgets alone: the host page is not ours to judge. */
export const expectEmbedsAxeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).include('[data-newsdesk-widget]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

export interface EmbeddingStageOptions {
  /** The standalone script the host page loads, and what to say when it is missing. */
  bundle: { path: string; missing: string };
  /** The host page's HTML, per request (it may use what `newsdesk` set up). */
  render: (requestUrl: string) => string;
  /** Starts Newsdesk, knowing the host's origin, and seeds it. */
  newsdesk: (hostUrl: string) => Promise<TestServer>;
}

/**
 * One embedding suite's beforeAll and afterAll (call inside describeInBrowser): the host page,
 * then Newsdesk (which may need the host's origin), then a Chromium; all stopped afterwards.
 */
export const embeddingStage = (options: EmbeddingStageOptions) => {
  const stage = {} as { host: HostPage; newsdesk: TestServer; browser: Browser };
  beforeAll(async () => {
    if (!existsSync(options.bundle.path)) throw new Error(options.bundle.missing);
    stage.host = await startHostPage(options.render);
    stage.newsdesk = await options.newsdesk(stage.host.url);
    stage.browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await stage.browser?.close();
    await stage.newsdesk?.stop();
    await stage.host?.close();
  });
  return stage;
};
