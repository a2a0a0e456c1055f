import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { startLocalServer, type LocalServer } from '../fetch/local-test-server';
import { GatedSitePageReader } from './gated-site-page-reader';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      return;
    }
    if (req.url === '/nul') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<main>Policy\u0000 rate &lt;b onclick=x\u0000&gt;</main>');
      return;
    }
    if (req.url === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('<main>Z\xfcrich</main>', 'latin1'));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<html><head><title>T</title><script>var x = "<main>no</main>"</script></head>
       <body><main><h1>Rates</h1><p>Policy rate <b>1.5%</b></p><style>p{}</style></main><p class="x">one</p><p class="x">two</p></body></html>`,
    );
  });
});
afterAll(() => server.close());

const allowed = new GatedSitePageReader(new SafeHttpGate({ allow: ['127.0.0.1'] }));

describe('GatedSitePageReader', () => {
  test('reads the text under the selector, one line per block, every match, no script or style', async () => {
    expect(await allowed.read(server.url('/'), 'main')).toBe('Rates\nPolicy rate 1.5%');
    expect(await allowed.read(server.url('/'), 'p.x')).toBe('one\ntwo');
    expect(await allowed.read(server.url('/latin1'), 'main')).toBe('Zürich');
  });

  test('NUL characters in a page are dropped, as a browser drops them, so its text can be stored', async () => {
    expect(await allowed.read(server.url('/nul'), 'main')).toBe('Policy rate <b onclick=x>');
  });

  test('a missing selector, a selector the engine refuses, a non-page and a refused address fail clearly', async () => {
    await expect(allowed.read(server.url('/'), '#nope')).rejects.toMatchObject({ code: 'site_monitor.selector_not_found' });
    await expect(allowed.read(server.url('/'), 'p::before')).rejects.toMatchObject({ code: 'site_monitor.invalid_selector' });
    await expect(allowed.read(server.url('/pdf'), 'main')).rejects.toMatchObject({
      code: 'site_monitor.fetch_failed',
      details: { reason: 'fetch.not_a_web_page' },
    });
    // without the allow list the gate refuses loopback: the monitor cannot be turned against the intranet
    const guarded = new GatedSitePageReader(new SafeHttpGate());
    await expect(guarded.read(server.url('/'), 'main')).rejects.toMatchObject({
      code: 'site_monitor.fetch_failed',
      details: { reason: 'fetch.address_not_allowed' },
    });
  });
});
