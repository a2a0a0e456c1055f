import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from '@jest/globals';
import iconv from 'iconv-lite';
import { domBudget, htmlToText } from '../articles/html-to-text';
import { MAX_FEED_BYTES, XmlFeedParser } from './xml-feed-parser';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const FEEDS = path.resolve(REPO_ROOT, '../shared/data/feeds');
const haveData = existsSync(FEEDS);
const describeWithData = haveData ? describe : describe.skip;
if (!haveData) console.warn(`[xml-feed-parser.hostile.test] real-feed cases SKIPPED: ${FEEDS} not found`);

const parser = new XmlFeedParser();
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const parseText = (text: string, contentType: string | null = null) => parser.parse(utf8(text), contentType);

const errorOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

const rss = (items: string, head = '<?xml version="1.0" encoding="UTF-8"?>'): string =>
  `${head}<rss version="2.0"><channel><title>Test</title><link>https://example.org/</link>${items}</channel></rss>`;

describe('entities and DTDs are inert', () => {
  const lols = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
  const billionLaughs = (body: string): string => `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${lols}\n]>\n${body}`;

  test('billion laughs inside a feed: fast, small, the reference stays literal text', () => {
    const started = performance.now();
    const feed = parseText(
      billionLaughs(
        '<rss version="2.0"><channel><title>&lol9;</title><item><title>Joke &lol9;</title><description>&lol9;&lol8;</description></item></channel></rss>',
      ),
    );
    // an expansion would take minutes and gigabytes; the bound only has to be far from that
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(JSON.stringify(feed).length).toBeLessThan(2000);
    expect(feed.items[0]?.title).toBe('Joke &lol9;');
    expect(JSON.stringify(feed)).not.toContain('lollol');
  });

  test('the classic billion-laughs document is no feed, and is rejected at once', () => {
    const started = performance.now();
    expect(errorOf(() => parseText(billionLaughs('<lolz>&lol9;</lolz>')))).toMatchObject({ code: 'feed.not_a_feed' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  describe('XXE', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'newsdesk-xxe-'));
    const secret = `SENTINEL-${process.pid}-${Date.now()}-do-not-leak`;
    const file = path.join(dir, 'secret.txt');
    writeFileSync(file, secret);
    const fileUrl = `file://${file}`;
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test.each([
      ['general entity', `<!DOCTYPE rss [<!ENTITY xxe SYSTEM "${fileUrl}">]>`],
      ['parameter entity', `<!DOCTYPE rss [<!ENTITY % ext SYSTEM "${fileUrl}"> %ext; <!ENTITY xxe "x">]>`],
      ['external DTD subset', `<!DOCTYPE rss SYSTEM "${fileUrl}">`],
      ['entity inside a quoted > and a comment', `<!DOCTYPE rss [<!-- ] > --><!ENTITY xxe SYSTEM "${fileUrl}?a=>">]>`],
    ])('%s: the file is never read into the output', (_name, doctype) => {
      const text = `<?xml version="1.0"?>\n${doctype}\n${rss('<item><title>&xxe;</title><description>&xxe; body</description><link>https://example.org/a</link></item>', '')}`;
      const feed = parseText(text);
      expect(feed.items).toHaveLength(1);
      expect(JSON.stringify(feed)).not.toContain(secret);
      expect(feed.items[0]?.title).toBe('&xxe;');
    });
  });

  test("RSS 0.91's Netscape DOCTYPE is harmless, and its HTML entities still decode", () => {
    const text = `<?xml version="1.0" encoding="ISO-8859-1"?>
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91"><channel><title>Caf&eacute; news</title><item><title>R&eacute;sum&eacute; &mdash; &copy; 2002</title><link>http://example.org/1</link></item></channel></rss>`;
    const feed = parseText(text);
    expect(feed).toMatchObject({ format: 'rss09', title: 'Café news' });
    expect(feed.items[0]?.title).toBe('Résumé — © 2002');
  });

  test('the five predefined entities and character references are decoded, once', () => {
    const feed = parseText(
      rss(
        '<item><title>Tom &amp; Jerry &#8211; &#x201C;quoted&#x201D; &lt;3 &apos;90s</title><description>AT&amp;amp;T &amp;eacute;</description></item>',
      ),
    );
    expect(feed.items[0]?.title).toBe("Tom & Jerry – “quoted” <3 '90s");
    // The description is HTML: after the XML layer, `&amp;` and `&eacute;` are HTML entities.
    expect(feed.items[0]?.summary).toBe('AT&T é');
  });
});

describe('size, truncation and non-feeds', () => {
  test('a feed over 15 MiB is refused before parsing', () => {
    const item = '<item><title>Padding item</title><description>' + 'x'.repeat(1000) + '</description></item>';
    const text = rss(item.repeat(Math.ceil((16 * 1024 * 1024) / item.length)));
    const bytes = utf8(text);
    expect(bytes.byteLength).toBeGreaterThan(MAX_FEED_BYTES);
    const started = performance.now();
    expect(errorOf(() => parser.parse(bytes, null))).toMatchObject({ name: 'FeedError', code: 'feed.too_large' });
    // refused on its size: parsing 16 MiB would take seconds
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  test('a truncated feed is malformed, not a shorter feed', () => {
    const text = rss('<item><title>One</title></item><item><title>Two</title></item>');
    for (const cut of [text.length - 1, text.indexOf('</channel>'), text.indexOf('Two'), text.indexOf('<item>') + 3]) {
      expect(errorOf(() => parseText(text.slice(0, cut)))).toMatchObject({ code: 'feed.malformed' });
    }
  });

  test('junk after the end tag is tolerated (servers append PHP notices)', () => {
    const feed = parseText(
      `${rss('<item><title>Kept</title></item>')}\n<br />\n<b>Notice</b>: Undefined index: x in <b>/var/www/feed.php</b>`,
    );
    expect(feed.items.map((item) => item.title)).toEqual(['Kept']);
  });

  test('an HTML page served as a feed is not a feed', () => {
    for (const page of [
      '<!DOCTYPE html><html><head><title>Moved</title></head><body>Gone</body></html>',
      '<html><body><rss>no</rss></body></html>',
      '\n<HEAD><TITLE>Document Moved</TITLE></HEAD>',
    ]) {
      expect(errorOf(() => parseText(page))).toMatchObject({ code: 'feed.not_a_feed' });
    }
  });

  test('JSON, plain text and an empty body are not feeds', () => {
    for (const body of ['{"version":"https://jsonfeed.org/version/1.1","items":[]}', 'Service unavailable', '', '   ']) {
      expect(errorOf(() => parseText(body))).toMatchObject({ code: 'feed.not_a_feed' });
    }
  });

  test('gzip bytes that were never decompressed, and UTF-32, are encoding errors', () => {
    expect(errorOf(() => parser.parse(gzipSync(rss('')), null))).toMatchObject({ code: 'feed.encoding' });
    const utf32 = Buffer.alloc(8 + 4 * 5);
    utf32.set([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0, 0x72, 0, 0, 0]);
    expect(errorOf(() => parser.parse(utf32, null))).toMatchObject({ code: 'feed.encoding' });
  });

  test('nesting deeper than the parser allows is malformed, quickly', () => {
    const deep = `${'<x>'.repeat(5000)}${'</x>'.repeat(5000)}`;
    expect(errorOf(() => parseText(rss(`<item>${deep}</item>`)))).toMatchObject({ code: 'feed.malformed' });
  });
});

describe('encodings, declared or not', () => {
  const legacy = (text: string, encoding: string): Uint8Array => iconv.encode(text, encoding);

  test('declared UTF-8 but sent as windows-1252: the bytes win', () => {
    const bytes = legacy(rss('<item><title>Müller zahlt 5 € – „sagt er“</title></item>'), 'windows-1252');
    expect(parser.parse(bytes, 'application/rss+xml; charset=utf-8').items[0]?.title).toBe('Müller zahlt 5 € – „sagt er“');
  });

  test('declared ISO-8859-1 but the bytes are UTF-8: the bytes win', () => {
    const feed = parser.parse(utf8(rss('<item><title>Ação já</title></item>', '<?xml version="1.0" encoding="ISO-8859-1"?>')), null);
    expect(feed.items[0]?.title).toBe('Ação já');
  });

  test('ISO-8859-1 as declared is read as windows-1252 (its superset), as browsers do', () => {
    const bytes = legacy(
      rss('<item><title>Notícias “aspas” ç</title></item>', '<?xml version="1.0" encoding="ISO-8859-1"?>'),
      'windows-1252',
    );
    expect(parser.parse(bytes, null).items[0]?.title).toBe('Notícias “aspas” ç');
  });

  test('windows-1251 from the declaration, then from the Content-Type', () => {
    const text = 'Новости Оренбурга';
    expect(
      parser.parse(
        legacy(rss(`<item><title>${text}</title></item>`, '<?xml version="1.0" encoding="windows-1251"?>'), 'windows-1251'),
        null,
      ).items[0]?.title,
    ).toBe(text);
    expect(
      parser.parse(legacy(rss(`<item><title>${text}</title></item>`, ''), 'windows-1251'), 'text/xml; charset="windows-1251"').items[0]
        ?.title,
    ).toBe(text);
  });

  test('UTF-16 with a byte order mark, whatever the Content-Type says', () => {
    const bytes = legacy(
      `\uFEFF${rss('<item><title>Grüße aus Köln</title></item>', '<?xml version="1.0" encoding="UTF-16"?>')}`,
      'utf-16le',
    );
    expect(parser.parse(bytes, 'text/xml; charset=iso-8859-1').items[0]?.title).toBe('Grüße aus Köln');
  });
});

describe('hostile content', () => {
  test('scripts, javascript: links and event handlers never reach the output', () => {
    const feed = parseText(
      rss(`<item><title>&lt;script&gt;alert("t")&lt;/script&gt;Safe title</title><link>javascript:alert(1)</link>
        <description><![CDATA[<p onclick="steal()">Body</p><script>document.cookie</script><style>p{}</style><a href="data:text/html,x">x</a>]]></description>
        <enclosure url="javascript:alert(2).pdf" type="application/pdf"/><enclosure url="/files/report.pdf" type="application/pdf"/></item>`),
    );
    const [item] = feed.items;
    expect(item?.title).toBe('Safe title');
    expect(item?.link).toBeNull();
    expect(item?.summary).toBe('Body\nx');
    expect(item?.pdfLinks).toEqual(['https://example.org/files/report.pdf']);
    expect(JSON.stringify(feed)).not.toMatch(/alert|cookie|steal/);
  });

  test('prototype-polluting element and attribute names are renamed, not fatal', () => {
    const feed = parseText(
      rss(
        '<item><title>ok</title><constructor>x</constructor><__proto__ polluted="1">y</__proto__><prototype/><a constructor="1"/></item>',
      ),
    );
    expect(feed.items[0]?.title).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a feed of dense markup is bounded by the DOM budget', () => {
    const item = `<item><title>t</title><description><![CDATA[${'<b>x</b>'.repeat(2000)}]]></description></item>`;
    const text = rss(item.repeat(Math.floor((8 * 1024 * 1024) / item.length)));
    const feed = parseText(text);
    // Items past the budget take the DOM-free pass and read the same.
    expect(feed.items[0]?.summary).toBe('x'.repeat(2000));
    expect(feed.items.at(-1)?.summary).toBe('x'.repeat(2000));
  });

  test('past the DOM budget, markup is stripped without the DOM parser and the budget is not spent', () => {
    const budget = domBudget(100);
    expect(htmlToText('<b>x</b>'.repeat(10), budget).text).toBe('x'.repeat(10));
    expect(budget.remaining).toBe(20);
    expect(htmlToText('<b>y</b>'.repeat(50), budget).text).toBe('y'.repeat(50));
    expect(budget.remaining).toBe(20);
  });

  test('relative links resolve against xml:base, the document URL, or the feed link', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://news.example/section/">
      <title>Base</title><entry xml:base="2024/"><id>1</id><link href="story.html"/><link rel="enclosure" type="application/pdf" href="/docs/a"/></entry></feed>`;
    const item = parseText(atom).items[0];
    expect(item?.link).toBe('https://news.example/section/2024/story.html');
    expect(item?.pdfLinks).toEqual(['https://news.example/docs/a']);
    const feed = parser.parse(utf8(rss('<item><link>/a.html</link></item>')), null, 'https://feeds.example/rss.xml');
    expect(feed.items[0]?.link).toBe('https://feeds.example/a.html');
    expect(parseText(rss('<item><link>/a.html</link></item>')).items[0]?.link).toBe('https://example.org/a.html');
  });
});

describeWithData('real feeds, damaged', () => {
  test('the heise Atom feed cut in half is malformed', () => {
    const bytes = readFileSync(path.join(FEEDS, 'heise_developer_2016.atom'));
    expect(errorOf(() => parser.parse(bytes.subarray(0, bytes.length / 2), null))).toMatchObject({ code: 'feed.malformed' });
  });

  test('an ISO-8859-1 feed relabelled as UTF-8 still reads right (windows-1252 fallback)', () => {
    const original = readFileSync(path.join(FEEDS, 'jn_pt_iso8859-1_2018.rss')).toString('latin1');
    const relabelled = Buffer.from(original.replace('encoding="ISO-8859-1"', 'encoding="UTF-8"'), 'latin1');
    expect(relabelled.toString('latin1')).toContain('encoding="UTF-8"');
    const feed = parser.parse(relabelled, 'application/rss+xml; charset=utf-8');
    expect(feed.title).toBe('Jornal de Notícias - Últimas Notícias');
    expect(feed.items[0]?.title).toBe('Mãe de utente é a nova presidente da Raríssimas');
  });
});
