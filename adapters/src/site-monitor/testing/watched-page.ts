import { randomBytes } from 'node:crypto';
import { startLocalServer, type LocalServer } from '../../fetch/local-test-server';

export interface WatchedPage extends LocalServer {
  /** The headline every later read shows: the one change that is news. */
  headline: string;
}

/**
 * A watched news page on 127.0.0.1 (its text under `#news`): the headline the test sets, a clock
 * that moves one second per read (volatile text) and, after `tokenLabel`, a token new on every read
 * (a part to ignore). Neither of the two may ever alert.
 */
export const startWatchedPage = async (headline: string, tokenLabel = 'Request token'): Promise<WatchedPage> => {
  let reads = 0;
  const page = { headline } as WatchedPage;
  const server = await startLocalServer((_req, res) => {
    reads += 1;
    const clock = new Date(Date.UTC(2026, 10, 27, 6, 0, reads)).toISOString().slice(11, 19);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body><main id="news"><h2>${page.headline}</h2><p>Last updated ${clock}</p>
      <p>${tokenLabel} ${randomBytes(6).toString('hex')}</p></main></body></html>`);
  });
  return Object.assign(page, server);
};
