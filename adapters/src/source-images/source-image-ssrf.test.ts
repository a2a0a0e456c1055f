import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { systemClock } from '@newsdesk/core/shared/clock';
import { FetchSourceImage } from '@newsdesk/core/source-images/fetch-source-image';
import { MAX_SOURCE_IMAGE_BYTES } from '@newsdesk/core/source-images/source-image.types';
import { InMemorySourceImageStore } from '@newsdesk/core/testing/in-memory-source-images';
import { parseFetchAllow } from '../fetch/address-policy';
import { systemResolve, type Resolve } from '../fetch/checked-lookup';
import { installLoopbackTripwire } from '../fetch/local-test-server';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { isWeb, startCanary, targetsFor, type Canary } from '../ssrf/ssrf-harness';
import type { SsrfTarget } from '../ssrf/ssrf-targets';
import { LinkedomIconLinkReader } from './linkedom-icon-link-reader';

/*
 * The SSRF corpus (ssrf-targets.ts) as a home page's icon links, directly and behind a redirect
 * from the page's own site: the icon fetch goes through the production gate, allowed to reach
 * only the site (127.0.0.2, as NEWSDESK_FETCH_ALLOW would say), and the canary on 127.0.0.1/::1
 * must see nothing. ADR 0025.
 */
const tripwire = installLoopbackTripwire();
const SITE_ADDRESS = '127.0.0.2';
// every `site<N>.icons.example` is the one site on 127.0.0.2; other names resolve as the machine does
const resolve: Resolve = async (hostname) =>
  hostname.toLowerCase().endsWith('.icons.example') ? [{ address: SITE_ADDRESS, family: 4 }] : systemResolve(hostname);
const allow = parseFetchAllow(SITE_ADDRESS);
const gate = new SafeHttpGate({ allow, resolve, connectTimeoutMs: 3_000, totalTimeoutMs: 6_000, maxBodyBytes: MAX_SOURCE_IMAGE_BYTES });

let canary: Canary;
let targets: SsrfTarget[];
let site: http.Server;
let port = 0;
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const asciiLocation = (url: string) => url.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));

beforeAll(async () => {
  canary = await startCanary();
  targets = targetsFor(canary);
  site = http.createServer((req, res) => {
    const index = Number(/^site(\d+)\./.exec(req.headers.host ?? '')?.[1]);
    const target = targets[index];
    if (!target) return res.writeHead(404).end();
    if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end(
        `<html><head><link rel="apple-touch-icon" href="${attr(target.url)}"><link rel="icon" sizes="64x64" href="/to"></head></html>`,
      );
    }
    if (req.url === '/to') return res.writeHead(302, { Location: asciiLocation(target.url) }).end();
    // /favicon.ico: a page, not an icon
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
  });
  await new Promise<void>((done) => site.listen(0, SITE_ADDRESS, done));
  port = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  tripwire.uninstall();
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
  await canary?.close();
});

test('icon links to the whole corpus, direct or redirected, store nothing and never reach the canary', async () => {
  const store = new InMemorySourceImageStore();
  const fetchImage = new FetchSourceImage({ pages: gate, icons: gate }, new LinkedomIconLinkReader(), store, systemClock);
  const outcomes: string[] = [];
  for (const [index] of targets.entries()) {
    outcomes.push(await fetchImage.execute(`site${index}.icons.example`, `http://site${index}.icons.example:${port}/news`));
  }
  expect(targets.filter(isWeb).length).toBeGreaterThanOrEqual(30);
  expect(outcomes).toEqual(targets.map(() => 'failed'));
  expect(canary.hits).toEqual([]);
  // the gate did reach the site for every page: the refusals are the corpus's, not a dead site's
  const failure = await store.status('site0.icons.example');
  expect(failure?.state === 'failed' && failure.failure).toMatch(/favicon\.ico: served as text\/html/);
}, 120_000);

test('control: the same pages with loopback allowed do reach the canary, so the links are really followed', async () => {
  const open = new SafeHttpGate({ allow: ['127.0.0.0/8', '::1', 'localhost'], resolve, connectTimeoutMs: 3_000, totalTimeoutMs: 6_000 });
  const fetchImage = new FetchSourceImage(
    { pages: open, icons: open },
    new LinkedomIconLinkReader(),
    new InMemorySourceImageStore(),
    systemClock,
  );
  const reaching = targets.findIndex((t) => t.reachesCanary && t.url.startsWith('http://127.0.0.1'));
  expect(reaching).toBeGreaterThanOrEqual(0);
  const before = canary.hits.length;
  await fetchImage.execute(`site${reaching}.icons.example`, `http://site${reaching}.icons.example:${port}/`);
  expect(canary.hits.length).toBeGreaterThan(before);
});
