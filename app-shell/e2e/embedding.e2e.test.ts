import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { REPO_ROOT } from '../server/config';
import { startTestServer } from '../server/testing/test-server';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { embeddingStage, expectEmbedsAxeClean, openHostPage, readerContext } from './support/host-page';

const EXAMPLE = path.join(REPO_ROOT, 'docs/examples/embed-document-viewer.html');
const BUNDLE = path.join(REPO_ROOT, 'web-widgets/dist/standalone/newsdesk-document-viewer.js');
const EXAMPLE_ORIGIN = 'https://newsdesk.newsroom.example';
const EXAMPLE_DOCUMENT_ID = '3f1c2a9e-5b7d-4c1e-9a2f-6d8e0b4c7a15';

/** A host that tries hard to restyle everything, the widget included. */
const HOSTILE_CSS = `<style>
  * { font-family: "Comic Sans MS", cursive !important; color: red !important; }
  button { background: hotpink; }
  .nd-root, .nd-viewer, [role="dialog"] { display: none !important; }
  h2 { font-size: 60px; }
</style>`;

const TITLE = 'Council approves the 2027 budget';
// Markup in a crawled text must show as text, never become elements.
const BODY = 'The city council approved the budget on Tuesday. <b>Not bold</b> & <img src=x onerror=alert(1)> stays text.';

/**
 * A German host page with the notification bell at its left or right edge. The bell sits where a
 * host puts it; the panel must still open inside the viewport (panel-placement.ts).
 */
const bellPage = (newsdeskUrl: string, side: 'left' | 'right') => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CMS</title>
<style>body { margin: 0; font-family: Georgia, serif; } header { position: relative; height: 56px; background: #eee; }
#newsdesk-bell { position: absolute; top: 8px; ${side}: 0; }</style></head>
<body><header><div id="newsdesk-bell"></div></header><main><p>Der Artikel.</p></main>
<script src="${newsdeskUrl}/embed/newsdesk-document-viewer.js"></script>
<script>
  window.bell = window.Newsdesk.mountNotificationCenter(document.getElementById('newsdesk-bell'), {
    locale: document.documentElement.lang,
    theme: 'dark',
    onOpenDocument: (id) => window.open('${newsdeskUrl}/search?docId=' + id, '_blank', 'noopener'),
  });
</script></body></html>`;

describeInBrowser('the document viewer on a plain HTML page of another origin', () => {
  let documentId: string;
  const stage = embeddingStage({
    bundle: { path: BUNDLE, missing: 'The standalone viewer is not built: run `npm run build:widgets` before the browser tests.' },
    // The host page: the example from docs/, pointed at the test server, plus the hostile CSS.
    render: (requestUrl) =>
      requestUrl.startsWith('/bell')
        ? bellPage(stage.newsdesk.url, requestUrl.includes('right') ? 'right' : 'left')
        : readFileSync(EXAMPLE, 'utf8')
            .replaceAll(EXAMPLE_ORIGIN, stage.newsdesk.url)
            .replaceAll(EXAMPLE_DOCUMENT_ID, documentId)
            .replace('</head>', `${requestUrl.includes('hostile') ? HOSTILE_CSS : ''}</head>`),
    newsdesk: async (hostUrl) => {
      const newsdesk = await startTestServer({ allowedOrigins: [hostUrl] });
      const record = aDocumentRecord({ id: crypto.randomUUID() }, BODY);
      documentId = record.id;
      await newsdesk.server.container
        .get<DocumentRepository>(DocumentRepository)
        .insert({ ...record, document: { ...record.document, documentTitle: TITLE } });
      return newsdesk;
    },
  });

  const newContext = (loggedIn: boolean): Promise<BrowserContext> => readerContext(stage.browser, stage.newsdesk, loggedIn);
  const openHost = (context: BrowserContext, query = '') => openHostPage(context, `${stage.host.url}/${query}`);
  /** What the host's own elements look like; it must be the same before and after mounting. */
  const hostLooks = (page: Page) =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const s = getComputedStyle(document.querySelector(selector)!);
        return [s.fontFamily, s.fontSize, s.color, s.backgroundColor, s.margin, s.padding, s.lineHeight, s.boxSizing].join(' | ');
      };
      return {
        body: style('body'),
        heading: style('h1'),
        lede: style('p.lede'),
        button: style('button.open-in-newsdesk'),
        htmlStyle: document.documentElement.getAttribute('style'),
        bodyStyle: document.body.getAttribute('style'),
        htmlClass: document.documentElement.className,
        bodyClass: document.body.className,
        stylesheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
      };
    });

  const widgetStyle = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const s = getComputedStyle(element);
        return { fontFamily: s.fontFamily, color: s.color, background: s.backgroundColor, display: s.display, fontSize: s.fontSize };
      });

  test('shows the document, untouched by the host’s CSS and without touching the host', async () => {
    const context = await newContext(true);
    const { page, problems } = await openHost(context, '?hostile');
    const before = await hostLooks(page);
    expect(before.lede).toContain('Comic Sans MS');

    await page.getByRole('button', { name: 'Show in Newsdesk' }).click();
    // Playwright's CSS locators pierce open shadow roots.
    await page.locator('.nd-viewer__title').filter({ hasText: TITLE }).waitFor();
    expect(await page.locator('.nd-viewer__body').first().textContent()).toBe(BODY);
    expect(await page.locator('.nd-viewer__body b, .nd-viewer__body img').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: TITLE }).isVisible()).toBe(true);

    // The host's `* { … !important }`, `button {…}` and `.nd-root { display: none }` stop at the shadow root.
    for (const selector of ['.nd-viewer__title', '.nd-viewer__body', '.nd-viewer__btn']) {
      const style = await widgetStyle(page, selector);
      expect([selector, style.fontFamily]).not.toEqual([selector, expect.stringContaining('Comic Sans')]);
      expect([selector, style.color]).not.toEqual([selector, 'rgb(255, 0, 0)']);
    }
    expect((await widgetStyle(page, '.nd-viewer__btn')).background).toBe('rgb(255, 255, 255)');
    expect((await widgetStyle(page, '.nd-viewer__title')).fontSize).toBe('22px');
    expect((await widgetStyle(page, '.nd-root')).display).not.toBe('none');
    expect((await widgetStyle(page, '.nd-root')).fontFamily).toContain('system-ui');

    // …and the widget restyled nothing of the host, nor added anything to its document's styles.
    expect(await hostLooks(page)).toEqual(before);
    expect(before.htmlStyle).toBeNull();
    expect(before.bodyStyle).toBeNull();
    // React, MobX and i18next live inside the bundle's closure, not on the host's window.
    expect(
      await page.evaluate(() =>
        Object.keys(window).filter((key) => /^(React|ReactDOM|mobx|i18next|__REACT_DEVTOOLS_GLOBAL_HOOK__)$/.test(key)),
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => typeof window.Newsdesk?.mountDocumentViewer)).toBe('function');

    await expectEmbedsAxeClean(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('focus stays in the dialog, the share link points at Newsdesk, and closing hands focus back', async () => {
    const context = await newContext(true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.host.url });
    const { page, problems } = await openHost(context);
    const opener = page.getByRole('button', { name: 'Show in Newsdesk' });
    await opener.click();
    await page.locator('.nd-viewer__title').filter({ hasText: TITLE }).waitFor();
    /** The focused element inside the widget's shadow root (document.activeElement is its host). */
    const focused = () =>
      page.evaluate(() => {
        const inner = document.querySelector('[data-newsdesk-widget]')?.shadowRoot?.activeElement;
        if (!inner) return `outside: ${document.activeElement?.tagName}`;
        return inner.getAttribute('role') === 'dialog'
          ? 'the dialog'
          : (inner.getAttribute('aria-label') ?? inner.textContent ?? '').trim();
      });
    await eventually(async () => expect(await focused()).toBe('the dialog'));

    // Shift+Tab from the dialog goes to its last control, Tab from there wraps to the first one.
    await page.keyboard.press('Shift+Tab');
    const last = await focused();
    expect(last).not.toMatch(/^outside/);
    await page.keyboard.press('Tab');
    expect(await focused()).not.toMatch(/^outside/);
    expect(await focused()).not.toBe(last);

    await page.getByRole('button', { name: 'Share' }).click();
    const shareUrl = `${stage.newsdesk.url}/search?docId=${documentId}`;
    expect(await page.getByLabel('Link to this document').inputValue()).toBe(shareUrl);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied to clipboard.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await page.getByRole('button', { name: 'Share' }).click(); // closes the popup, focus stays on Share
    await page.keyboard.press('Escape'); // closes the viewer; the example page unmounts it

    await eventually(async () => expect(await page.locator('[data-newsdesk-widget]').count()).toBe(0));
    await eventually(async () => expect(await opener.evaluate((button) => document.activeElement === button)).toBe(true));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a document that does not exist shows the viewer’s error message, not a crash', async () => {
    const context = await newContext(true);
    const { page, problems } = await openHost(context);
    await page.evaluate((id) => {
      window.Newsdesk!.mountDocumentViewer!(document.getElementById('newsdesk-viewer')!, { documentId: id });
    }, crypto.randomUUID());
    await page.getByRole('alert').filter({ hasText: 'This document does not exist.' }).waitFor();
    expect(await page.locator('.nd-viewer__title').count()).toBe(0);
    // The failed request itself is the only thing the browser reports.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  test('without a Newsdesk session the viewer says so instead of showing an empty overlay', async () => {
    const context = await newContext(false);
    const { page } = await openHost(context);
    await page.getByRole('button', { name: 'Show in Newsdesk' }).click();
    await page.getByRole('alert').filter({ hasText: 'Log in to Newsdesk to read this document.' }).waitFor();
    expect(await page.locator('.nd-viewer__title').count()).toBe(0);
    await context.close();
  });

  test.each(['left', 'right'])(
    'the notification bell at the %s edge of a 390 px phone opens its panel inside the viewport, in German from /locales',
    async (side) => {
      const context = await newContext(true);
      const localeRequests: string[] = [];
      const { page, problems } = await openHostPage(context, `${stage.host.url}/bell-${side}`, (page) =>
        page.on('request', (request) => {
          if (request.url().includes('/locales/')) localeRequests.push(new URL(request.url()).pathname);
        }),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      const bell = page.getByRole('button', { name: 'Benachrichtigungen', exact: true });
      await bell.click();
      await page.getByRole('heading', { name: 'Benachrichtigungen' }).waitFor();
      const panel = await page.locator('.nd-notification-center__popover').boundingBox();
      const bellBox = await bell.boundingBox();
      expect(bellBox!.x < 100).toBe(side === 'left');
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
      // …and the page does not scroll sideways because of it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Its own namespaces, German only, from the Newsdesk server; the theme option on .nd-root.
      expect([...new Set(localeRequests)].sort()).toEqual([
        '/locales/de/common.json',
        '/locales/de/errors.json',
        '/locales/de/notifications.json',
      ]);
      expect(await page.locator('.nd-root').getAttribute('data-nd-theme')).toBe('dark');
      await expectEmbedsAxeClean(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
