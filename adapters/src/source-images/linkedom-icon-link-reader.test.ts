import { expect, test } from '@jest/globals';
import { iconCandidates } from '@newsdesk/core/source-images/icon-candidates';
import { LinkedomIconLinkReader } from './linkedom-icon-link-reader';

const reader = new LinkedomIconLinkReader();

test('the icon links of a real-looking head, in page order, with base href', () => {
  const html = `<!doctype html><html><head>
    <meta charset="utf-8"><base href="https://static.example/">
    <link rel="stylesheet" href="/a.css">
    <LINK REL="Shortcut Icon" HREF="/favicon.ico">
    <link rel="icon" type="image/png" sizes="32x32" href="icons/32.png">
    <link rel=apple-touch-icon sizes=180x180 href=/apple.png>
    <script>document.write('<link rel="icon" href="/evil.png" sizes="999x999">')</script>
  </head><body><link rel="icon" href="/late.png"></body></html>`;
  const read = reader.read(html);
  expect(read.baseHref).toBe('https://static.example/');
  expect(read.links).toEqual([
    { rel: 'stylesheet', href: '/a.css', sizes: null, type: null },
    { rel: 'Shortcut Icon', href: '/favicon.ico', sizes: null, type: null },
    { rel: 'icon', href: 'icons/32.png', sizes: '32x32', type: 'image/png' },
    { rel: 'apple-touch-icon', href: '/apple.png', sizes: '180x180', type: null },
    { rel: 'icon', href: '/late.png', sizes: null, type: null },
  ]);
  expect(iconCandidates(read.links, 'https://www.example/', read.baseHref ?? undefined)).toEqual([
    'https://static.example/apple.png',
    'https://static.example/icons/32.png',
    'https://static.example/favicon.ico',
    // the fourth place is kept for the page's own /favicon.ico
    'https://www.example/favicon.ico',
  ]);
});

test('a page without a head or with broken markup gives no links, not an error', () => {
  expect(reader.read('')).toEqual({ links: [], baseHref: null });
  expect(reader.read('<link rel="icon" href="/x.png"<<<>>>')).toMatchObject({ baseHref: null });
});
