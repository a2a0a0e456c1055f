import { expect, test } from '@jest/globals';
import { announcedSize, iconCandidates, type IconLink } from './icon-candidates';

const link = (rel: string, href: string, sizes: string | null = null, type: string | null = null): IconLink => ({ rel, href, sizes, type });
const page = 'https://www.srf.ch/news/index.html';

test('the largest announced icon comes first, /favicon.ico of the site last', () => {
  expect(
    iconCandidates(
      [
        link('shortcut icon', '/favicon-16.png', '16x16'),
        link('icon', 'icons/icon-192.png', '192x192 32x32'),
        link('apple-touch-icon', '/apple-touch-icon.png'),
        link('stylesheet', '/main.css'),
      ],
      page,
    ),
  ).toEqual([
    'https://www.srf.ch/news/icons/icon-192.png',
    'https://www.srf.ch/apple-touch-icon.png',
    'https://www.srf.ch/favicon-16.png',
    'https://www.srf.ch/favicon.ico',
  ]);
});

test('a page without icon links still tries /favicon.ico', () => {
  expect(iconCandidates([], page)).toEqual(['https://www.srf.ch/favicon.ico']);
  expect(iconCandidates([link('mask-icon', '/pinned.svg'), link('icon', '')], page)).toEqual(['https://www.srf.ch/favicon.ico']);
});

test('relative links resolve against <base href>; the fallback against the page', () => {
  expect(iconCandidates([link('icon', 'logo.png', '64x64')], page, 'https://static.srf.ch/assets/')).toEqual([
    'https://static.srf.ch/assets/logo.png',
    'https://www.srf.ch/favicon.ico',
  ]);
});

test('only http(s) candidates, no duplicates, at most four with the fallback kept', () => {
  const links = [
    link('icon', 'javascript:alert(1)', '512x512'),
    link('icon', 'data:image/png;base64,AAAA', '512x512'),
    link('icon', 'file:///etc/passwd', '512x512'),
    link('icon', '/favicon.ico', '48x48'),
    ...[10, 20, 30, 40, 50].map((n) => link('icon', `/i${n}.png`, `${n}x${n}`)),
  ];
  expect(iconCandidates(links, page)).toEqual([
    'https://www.srf.ch/i50.png',
    'https://www.srf.ch/i40.png',
    'https://www.srf.ch/i30.png',
    'https://www.srf.ch/favicon.ico',
  ]);
});

test('announcedSize: largest edge, scalable for any/SVG, 180 for an apple-touch-icon without sizes', () => {
  expect(announcedSize(link('icon', 'x', '16x16 48x48 32x32'))).toBe(48);
  expect(announcedSize(link('icon', 'x', '120x60'))).toBe(120);
  expect(announcedSize(link('icon', 'x', 'any'))).toBeGreaterThan(10_000);
  expect(announcedSize(link('icon', 'x', null, 'image/svg+xml'))).toBeGreaterThan(10_000);
  expect(announcedSize(link('apple-touch-icon-precomposed', 'x'))).toBe(180);
  expect(announcedSize(link('APPLE-TOUCH-ICON', 'x', '152x152'))).toBe(152);
  expect(announcedSize(link('icon', 'x', 'huge'))).toBe(0);
});
