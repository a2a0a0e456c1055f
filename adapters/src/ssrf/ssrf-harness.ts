import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemResolve, type Resolve } from '../fetch/checked-lookup';
import { hostileFeed, hostilePage, hostilePdf } from './hostile-documents';
import { SSRF_TARGETS, withCanary, type SsrfTarget } from './ssrf-targets';

/**
 * The SSRF corpus's two servers, both on loopback:
 * - the canary, on 127.0.0.1 and ::1 (one port), counts every request: it must see none;
 * - the wire, a public-looking news site (`wire.public-news.example`, 127.0.0.2), the one
 *   address the gate is allowed to reach (NEWSDESK_FETCH_ALLOW=127.0.0.2): its feeds link to the
 *   corpus and its `/to` answers a redirect to any corpus address, so every hop after it is
 *   judged by the gate alone.
 */
export const WIRE_HOST = 'wire.public-news.example';
export const WIRE_ADDRESS = '127.0.0.2';
export const WIRE_DOMAIN = 'public-news.example';

export interface Canary {
  port: number;
  base: string;
  hits: string[];
  close(): Promise<void>;
}

export const startCanary = async (): Promise<Canary> => {
  const hits: string[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    hits.push(`${req.method} ${req.headers.host ?? ''}${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss version="2.0"><channel><title>canary</title></channel></rss>');
  };
  const v4 = http.createServer(handler);
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  const port = (v4.address() as AddressInfo).port;
  const v6 = http.createServer(handler);
  // ::1 may be missing (IPv6 off); the IPv6 spellings are then refused by the tripwire instead.
  const v6Up = await new Promise<boolean>((resolve) => {
    v6.once('error', () => resolve(false));
    v6.listen(port, '::1', () => resolve(true));
  });
  const stop = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    hits,
    close: async () => {
      v4.closeAllConnections();
      v6.closeAllConnections();
      await Promise.all([stop(v4), v6Up ? stop(v6) : Promise.resolve()]);
    },
  };
};

/** The corpus with the canary's port filled in. */
export const targetsFor = (canary: Canary): SsrfTarget[] => SSRF_TARGETS.map((t) => ({ ...t, url: withCanary(t.url, canary.port) }));
export const isWeb = (target: SsrfTarget) => /^https?:/i.test(target.url);

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Header values must be ASCII; the URL parser decodes the escapes again (full-width letters, 。).
const asciiLocation = (url: string) => url.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

export const CONTROL_ARTICLE =
  'The harbour authority published the new ferry timetable on Monday, with extra crossings in the evening and on Sundays.\n' +
  'Commuters had asked for later boats for years; the authority says the new crew rota finally allows them.\n' +
  'The first evening crossing leaves at 21:40, the last one at 23:10, and Sunday boats run every half hour from nine.\n' +
  'Tickets and season passes stay at their current prices until the end of the year, the authority said in its statement.';
export const CONTROL_PDF_TEXT = 'Timetable annex: evening crossings at 21:40 and 23:10.';
export const CONTROL_PAGE_TEXT = 'Ferry timetable: evening crossings at 21:40 and 23:10.';

export interface Wire {
  port: number;
  url(path: string): string;
  redirectTo(target: string, index?: number): string;
  requests: string[];
  close(): Promise<void>;
}

export const startWire = async (canary: Canary): Promise<Wire> => {
  const requests: string[] = [];
  const targets = targetsFor(canary);
  let port = 0;
  const url = (path: string) => `http://${WIRE_HOST}:${port}${path}`;
  const redirectTo = (target: string, index = 0) =>
    url(`/to?status=${REDIRECT_STATUSES[index % REDIRECT_STATUSES.length]}&u=${encodeURIComponent(target)}`);
  const item = (title: string, body: string, extra: string) =>
    `<item><title>${xml(title)}</title><description>${xml(body)}</description>${extra}</item>`;
  const feed = (items: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Public news</title>${items.join('')}</channel></rss>`;

  // Item links: every web address directly, every address behind a redirect, and one real article.
  const articleFeed = () =>
    feed([
      item(
        'Control article',
        'Teaser of the control article, long enough to be stored on its own.',
        `<link>${xml(url('/article/ok'))}</link>`,
      ),
      ...targets
        .filter(isWeb)
        .map((t, i) => item(`Direct ${i}`, `Teaser ${i} of an item linking ${t.means} directly.`, `<link>${xml(t.url)}</link>`)),
      ...targets.map((t, i) =>
        item(
          `Redirected ${i}`,
          `Teaser ${i} of an item linking ${t.means} behind a redirect.`,
          `<link>${xml(redirectTo(t.url, i))}</link>`,
        ),
      ),
    ]);
  // PDF enclosures, the same way; items without a link, so only the PDFs are fetched.
  const pdfFeed = () =>
    feed([
      item(
        'Control PDF',
        'Notice with the timetable annex attached as a PDF document.',
        `<enclosure url="${xml(url('/files/annex.pdf'))}" type="application/pdf" length="1"/>`,
      ),
      ...targets
        .filter(isWeb)
        .map((t, i) =>
          item(
            `PDF direct ${i}`,
            `Notice ${i} with ${t.means} attached directly.`,
            `<enclosure url="${xml(t.url)}" type="application/pdf" length="1"/>`,
          ),
        ),
      ...targets.map((t, i) =>
        item(
          `PDF redirected ${i}`,
          `Notice ${i} with ${t.means} attached behind a redirect.`,
          `<enclosure url="${xml(redirectTo(t.url, i))}" type="application/pdf" length="1"/>`,
        ),
      ),
    ]);

  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.on('error', () => {});
    const here = new URL(req.url ?? '/', 'http://wire');
    const send = (type: string, body: string | Uint8Array) => res.writeHead(200, { 'content-type': type }).end(body);
    if (here.pathname === '/to') {
      res.writeHead(Number(here.searchParams.get('status') ?? 302), { location: asciiLocation(here.searchParams.get('u') ?? '') }).end();
    } else if (here.pathname === '/feeds/articles.xml') send('application/rss+xml', articleFeed());
    else if (here.pathname === '/feeds/pdfs.xml') send('application/rss+xml', pdfFeed());
    else if (here.pathname === '/feeds/entities.xml') send('application/rss+xml', hostileFeed(canary.base));
    else if (here.pathname === '/article/ok') send('text/html; charset=utf-8', hostilePage(canary.base, CONTROL_ARTICLE));
    else if (here.pathname === '/page/ok') send('text/html; charset=utf-8', hostilePage(canary.base, CONTROL_PAGE_TEXT));
    else if (here.pathname === '/files/annex.pdf') send('application/pdf', hostilePdf(canary.base, CONTROL_PDF_TEXT));
    else res.writeHead(404).end();
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, WIRE_ADDRESS, resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    url,
    redirectTo,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The machine's own resolver, except that the wire's public-looking name is the wire. */
export const wireResolve: Resolve = async (hostname) =>
  hostname.toLowerCase() === WIRE_HOST ? [{ address: WIRE_ADDRESS, family: 4 }] : systemResolve(hostname);
