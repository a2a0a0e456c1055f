import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { MARKDOWN_XSS_PAYLOADS, XSS_PAYLOADS } from '@newsdesk/core/testing/xss-payloads';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';

/*
 * The XSS corpus in Chromium, end to end: payloads stored the way they arrive — a crawled feed,
 * an archive line with a javascript: address, extracted entity names, a collection name, a
 * glossary item and comment, a release note, an info banner, a monitored page — then every page
 * that shows them opened. The page has a `__xss` canary the payloads call and a dialog listener
 * (a few payloads call alert()): neither may fire, and the DOM must hold nothing that can run.
 */
const ALERTING = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(2)>',
  '<a href="javascript:alert(3)">alert link</a>',
  '[alert](javascript:alert(4))',
];
const HTML = [...XSS_PAYLOADS, ...ALERTING];
// the API refuses NUL anywhere in a body (request.invalid_characters); ingestion drops it
const TYPED = HTML.filter((payload) => !payload.includes('\u0000'));
/** The payloads as texts of at most `limit` characters each (the fields' own limits), every payload in one of them. */
const texts = (payloads: readonly string[], limit: number) => {
  const all: string[] = [''];
  for (const payload of payloads) {
    if (all.at(-1)!.length + payload.length + 2 > limit) all.push('');
    all[all.length - 1] += `${payload}\n\n`;
  }
  return all;
};
const WORD = 'harbourxss';

/** Runs in the page: fires the events inline handlers wait for, then lists everything that could run script. */
const auditPage = () => {
  const findings: string[] = [];
  const forbidden = ['script', 'iframe', 'frame', 'object', 'embed', 'applet', 'base', 'meta', 'noscript'];
  const urlAttributes = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'values', 'to', 'from'];
  const inBody = Array.from(document.body.querySelectorAll('*'));
  for (const element of inBody) {
    for (const type of ['error', 'load', 'toggle', 'animationstart', 'focus', 'mouseover', 'mouseenter', 'beginEvent'])
      element.dispatchEvent(new Event(type, { bubbles: false }));
  }
  for (const element of inBody) {
    const tag = element.tagName.toLowerCase();
    const shown = `<${tag} ${Array.from(element.attributes)
      .map((a) => `${a.name}="${a.value.slice(0, 50)}"`)
      .join(' ')}>`;
    if (forbidden.includes(tag)) findings.push(`element ${shown}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      if (name.startsWith('on')) findings.push(`handler ${name} on ${shown}`);
      if (name === 'srcdoc') findings.push(`srcdoc on ${shown}`);
      if (name === 'style' && /javascript:|expression\(|url\(/.test(value)) findings.push(`style on ${shown}`);
      if (urlAttributes.includes(name) && (/^(javascript|vbscript):/.test(value) || (value.startsWith('data:') && tag !== 'img')))
        findings.push(`${name} on ${shown}`);
    }
  }
  return findings;
};

describeInBrowser('hostile text in a real browser', () => {
  const app = appInBrowser({ environment: 'staging', fetchAllow: ['127.0.0.1'] });
  const { newPage, logIn } = app;

  /** A page with the canary and the dialog listener installed before any of the app's code runs. */
  const watchedPage = async () => {
    const page = await newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __xssCalls: calls, __xss: (n?: unknown) => calls.push(n ?? 'called') });
    });
    const check = async (where: string) => {
      await page.waitForTimeout(300); // let images fail and animations start, as a reader would
      const findings = await page.evaluate(auditPage);
      const calls = await page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls);
      expect({ where, findings, calls, dialogs }).toEqual({ where, findings: [], calls: [], dialogs: [] });
    };
    return { page, check };
  };

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(path, { headers: { Origin: app.t.url }, data });
    const text = await response.text();
    expect({ path, status: response.status(), text: response.status() === 200 ? '' : text }).toEqual({ path, status: 200, text: '' });
    return JSON.parse(text) as { id: string };
  };

  test('stored payloads on the dashboard, collections, search and viewer, glossary, release notes, banners and site monitor', async () => {
    // Documents: a crawled feed, an archive line with a javascript: address, hostile entity names.
    let pageText = `<main><p>${WORD} monitored text</p>${HTML.slice(0, 40).join('\n')}</main>`;
    const origin = http.createServer((req, res) => {
      if (req.url === '/feed.xml') {
        const items = HTML.slice(0, 30).map(
          (payload, i) =>
            `<item><title><![CDATA[${payload.replaceAll(']]>', '')} ${i}]]></title><link>http://127.0.0.1:${(origin.address() as AddressInfo).port}/a/${i}</link><description><![CDATA[${WORD} ${payload.replaceAll(']]>', '')} — a wire story long enough to be kept by the pipeline, item ${i}.]]></description></item>`,
        );
        res
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${items.join('')}</channel></rss>`);
      } else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>x</title>${pageText}`);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    try {
      const container = app.t.server.container;
      const crawl = await container
        .get(CrawlSource)
        .execute({ id: null, url: `${base}/feed.xml`, concurrency: 1, etag: null, lastModified: null });
      expect(crawl).toMatchObject({ failure: null, fetched: 30 });
      const archived = await container.get(IngestArticle).execute({
        url: 'javascript:__xss("archive url")',
        title: `${WORD} archived ${ALERTING[0]}`,
        body: `${WORD} ${HTML.join('\n\n')}`,
        publishedAt: new Date().toISOString(),
        sourceName: '<img src=x onerror=__xss("source")>',
      });
      const record = aDocumentRecord({}, `${WORD} entity names from extraction`);
      await container.get<DocumentRepository>(DocumentRepository).insert({
        ...record,
        // a row stored before ingestion refused such addresses: the viewer must not link it either
        document: {
          ...record.document,
          documentTitle: `${WORD} entities`,
          url: 'javascript:__xss("legacy row")',
          firstAcquisitionDate: new Date().toISOString(),
          publicationDate: new Date().toISOString(),
        },
        metadata: {
          concepts: {
            organizations: HTML.slice(40, 50).map((name) => ({ name })),
            persons: HTML.slice(50, 60).map((name) => ({ name })),
            locations: HTML.slice(60, 70).map((name) => ({ name })),
            categories: [],
          },
        },
      });

      // What colleagues write: release note and banner (admin), glossary, collections, a watched site.
      const admin = await newPage();
      await logIn(admin, app.t.users.admin.email);
      await admin.waitForURL('**/dashboard');
      for (const en of texts([...MARKDOWN_XSS_PAYLOADS, ...TYPED], 19_000))
        await post(admin, '/api/client/release-notes/create', { body: { en } });
      await post(admin, '/api/infoStatusMessages', { level: 'warning', text: { en: `${ALERTING[0]} ${XSS_PAYLOADS[0]}` } });
      await admin.context().close();

      const { page, check } = await watchedPage();
      await logIn(page, app.t.users.staff.email);
      await page.waitForURL('**/dashboard');
      for (const [i, description] of texts(TYPED, 10_000).entries()) {
        const rich = await post(page, '/api/glossaryItems', { title: `${ALERTING[0]} ${i}`, description, descriptionFormat: 'html' });
        await post(page, '/api/glossaryItems', { title: `${XSS_PAYLOADS[12]} plain ${i}`, description, descriptionFormat: 'plain' });
        if (i === 0) for (const text of texts(TYPED, 2_000)) await post(page, `/api/glossaryItems/${rich.id}/comments`, { text });
      }
      // one search each (the same search twice is refused): the same word over different time frames
      for (const [name, timeFrame] of [
        [ALERTING[0]!, '24-hours'],
        [XSS_PAYLOADS[0]!, 'week'],
        [XSS_PAYLOADS[89]!, 'month'],
        [XSS_PAYLOADS[90]!, 'year'],
      ] as const) {
        await post(page, '/api/collections', { name: name.slice(0, 120), search: { tags: [{ name: WORD }], timeFrame } });
      }
      await post(page, '/api/site-monitor/addSite', { url: `${base}/page`, selector: 'main', name: ALERTING[1] });
      // the page changes: its new text holds payloads as text (escaped in its HTML) and as markup
      const asText = (payload: string) => payload.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      pageText = `<main><p>${WORD} changed</p>${HTML.slice(40, 80)
        .map((p) => `<p>${asText(p)}</p>`)
        .join('\n')}${HTML.slice(80, 100).join('\n')}</main>`;

      // the release notes (they opened by themselves at login; the logo opens them again), over the banner
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if ((await page.getByRole('dialog', { name: 'Release notes' }).count()) === 0)
        await page
          .getByRole('button', { name: /^Newsdesk/ })
          .first()
          .click();
      await page.getByRole('dialog', { name: 'Release notes' }).locator('.nd-release-notes__entry').first().waitFor();
      // the payloads are there, their text kept and their script gone
      await page.getByRole('dialog', { name: 'Release notes' }).getByText('click', { exact: true }).first().waitFor();
      await page.getByText(`${ALERTING[0]} ${XSS_PAYLOADS[0]}`).waitFor();
      await check('release notes and banner');
      await page.keyboard.press('Escape');

      await page.getByText(`${WORD} archived ${ALERTING[0]}`).first().waitFor();
      await check('dashboard');
      await page.goto('/collections');
      await page.getByRole('list', { name: 'Your collections' }).getByRole('heading', { name: ALERTING[0] }).waitFor();
      await check('collections');

      await page.goto('/search');
      const input = page.getByRole('combobox', { name: 'Search terms' });
      await input.fill(WORD);
      await input.press('Enter');
      await page.getByRole('region', { name: 'Search results' }).getByText(`${WORD} archived ${ALERTING[0]}`).waitFor();
      await check('search results');
      for (const id of [archived.outcome === 'new' ? archived.documentId : '', record.id]) {
        await page.goto(`/search?docId=${id}`);
        await page
          .getByRole('dialog')
          .getByRole('heading', { name: new RegExp(`^${WORD} (archived|entities)`) })
          .waitFor();
        await check(`viewer ${id}`);
      }

      await page.goto('/glossary');
      await page.getByRole('list', { name: 'Glossary items' }).waitFor();
      const folded = page.getByRole('list', { name: 'Glossary items' }).getByRole('button', { name: /comment/i, expanded: false });
      while ((await folded.count()) > 0) await folded.first().click();
      await page
        .getByRole('list', { name: /^Comments on/ })
        .first()
        .waitFor();
      await page.getByRole('article', { name: `${ALERTING[0]} 0` }).waitFor();
      await check('glossary');

      await page.goto('/site-monitor');
      await page.getByRole('button', { name: 'Check updates now' }).click();
      await page.getByText(/Sites checked: 1 with a new change/).waitFor();
      const diff = page.getByRole('group', { name: /^Changed/ }).first();
      await diff.waitFor();
      expect(await diff.textContent()).toContain('changed');
      expect(await diff.textContent()).toContain('<');
      await check('site monitor');
      await page.context().close();
    } finally {
      await new Promise((resolve) => origin.close(resolve));
    }
  }, 180_000);
});
