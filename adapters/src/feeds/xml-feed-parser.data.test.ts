import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import type { FeedItem, ParsedFeed } from '@newsdesk/core/ingestion/ingestion.ports';
import { XmlFeedParser } from './xml-feed-parser';

// The real feed snapshots live outside the repository (/work/shared/data, see its README); they are
// read in place, never copied. Without them this suite is skipped, loudly.
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const FEEDS = path.resolve(REPO_ROOT, '../shared/data/feeds');
const haveData = existsSync(FEEDS);
const describeWithData = haveData ? describe : describe.skip;
if (!haveData) console.warn(`[xml-feed-parser.data.test] SKIPPED: feed snapshots not found at ${FEEDS}`);

const parser = new XmlFeedParser();
const bytesOf = (file: string): Buffer => {
  const raw = readFileSync(path.join(FEEDS, file));
  return file.endsWith('.gz') ? gunzipSync(raw) : raw;
};
const parse = (file: string, contentType: string | null = null): ParsedFeed => parser.parse(bytesOf(file), contentType);

interface Expected {
  format: ParsedFeed['format'];
  title: string;
  items: number;
  /** How many items have a parsed date. */
  dated: number;
  first: Partial<FeedItem>;
  check?: (feed: ParsedFeed) => void;
}

const errorOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};
const iso = (value: string | null): boolean => value !== null && !Number.isNaN(Date.parse(value)) && value.endsWith('Z');
const every = (feed: ParsedFeed, text: RegExp): boolean => feed.items.some((item) => text.test(`${item.title} ${item.summary}`));

/** One row per file in the manifest: what the parser makes of it. */
const EXPECTED: Record<string, Expected | { error: string }> = {
  'aif_ru_2019.xml': {
    format: 'rss2',
    title: 'Аргументы и Факты',
    items: 1,
    dated: 1,
    first: { title: 'СМИ: собака в Таиланде спасла заживо похороненного младенца', published: '2019-05-18T07:52:50.000Z' },
  },
  'atom_entry_incomplete_fields.atom': {
    format: 'atom',
    title: '',
    items: 1,
    dated: 0,
    first: { title: '', link: null, guid: null, summary: '', content: null, published: null, author: null, pdfLinks: [] },
  },
  'atom_entry_missing_fields.atom': {
    format: 'atom',
    title: '',
    items: 1,
    dated: 0,
    first: { title: '', link: null, guid: 'tag:github.com,2008:Repository/11167738/v3.9.0', published: null, author: null },
  },
  'bbc_urdu_utf8.xml': {
    format: 'rss2',
    title: 'BBC News اردو - پاکستان کے لیے امریکی امداد کی بہار و خزاں',
    items: 26,
    dated: 26,
    first: { link: 'http://www.bbc.com/urdu/pakistan-42575603', published: '2018-01-05T16:51:00.000Z' },
    check: (feed) => expect(feed.items[0]?.title).toMatch(/^امریکی عسکری امداد کی بندش/),
  },
  'billmill_notes_escaped_html.atom.xml': {
    format: 'atom',
    title: "llimllib's notes",
    items: 1,
    dated: 1,
    first: {
      title: 'augurs',
      link: 'https://notes.billmill.org/modeling/augurs.html',
      author: 'Bill Mill',
      published: '2025-02-24T15:43:09.452Z',
    },
    check: (feed) => {
      const content = feed.items[0]?.content ?? '';
      expect(content).toContain("To be honest, I don't much understand the demo.");
      expect(content).not.toMatch(/<p>|&lt;|&quot;|&#x27;/);
    },
  },
  'braingle_guid_dupes.xml': {
    format: 'rss2',
    title: "Braingle's Newest Brain Teasers and Riddles",
    items: 1,
    dated: 1,
    first: {
      title: 'Huh?',
      link: 'http://www.braingle.com/50366.html',
      guid: 'http://www.braingle.com/50366.html',
      published: '2014-06-19T06:00:00.000Z',
    },
    check: (feed) => expect(feed.items[0]?.summary).toBe("What's the Rebus?\nHow's that; how's that\nCheck Braingle.com for the answer."),
  },
  'craigslist_sfbay_rdf.rss': {
    format: 'rss1',
    title: 'craigslist SF bay area | apts/housing for rent search',
    items: 25,
    dated: 25,
    first: {
      link: 'http://sfbay.craigslist.org/eby/apa/6186664607.html',
      guid: 'http://sfbay.craigslist.org/eby/apa/6186664607.html',
      published: '2017-06-21T17:33:10.000Z',
    },
    check: (feed) => expect(feed.items[0]?.title).toMatch(/^Bright, Spacious Beautiful Victorian/),
  },
  'dustri_blog_large_2024.atom.xml': {
    format: 'atom',
    title: 'Artificial truth',
    items: 25,
    dated: 25,
    first: {
      title: 'Using vale with vim',
      link: 'https://dustri.org/b/using-vale-with-vim.html',
      author: 'jvoisin',
      published: '2024-03-10T16:15:00.000Z',
    },
    check: (feed) => {
      const retspill = feed.items.find((item) => item.title === 'Paper notes: RetSpill');
      expect(retspill?.pdfLinks).toContain('https://dustri.org/b/files/papers/retspill.pdf');
    },
  },
  'dustri_blog_large_2024.rss.xml': {
    format: 'rss2',
    title: 'Artificial truth',
    items: 25,
    dated: 25,
    first: { title: 'Using vale with vim', link: 'https://dustri.org/b/using-vale-with-vim.html', published: '2024-03-10T16:15:00.000Z' },
  },
  'google_actualites_be_fr_2020.xml': {
    format: 'rss2',
    title: 'À la une - Google Actualités',
    items: 1,
    dated: 1,
    first: { published: '2020-03-08T10:32:07.000Z', guid: '52782335008021' },
    check: (feed) => expect(feed.items[0]?.title).toMatch(/^Coronavirus en Belgique: 200 cas détectés/),
  },
  'google_testing_blog_feedburner_2017.atom': {
    format: 'atom',
    title: 'Google Testing Blog',
    items: 25,
    dated: 25,
    first: {
      title: 'Code Health: Providing Context with Commit Messages and Bug Reports',
      published: '2017-09-11T21:01:00.000Z',
      author: 'Google Testing Bloggers',
    },
    check: (feed) => expect(feed.items.flatMap((item) => item.pdfLinks)).toEqual(['http://www.cs.umd.edu/~atif/pubs/gao-icse15.pdf']),
  },
  'heise_developer_2016.atom': {
    format: 'atom',
    title: 'heise developer neueste Meldungen',
    items: 15,
    dated: 15,
    first: {
      title: 'Java-Anwendungsserver: Red Hat gibt WildFly 10 frei',
      guid: 'http://heise.de/-3088438',
      published: '2016-02-01T16:22:00.000Z',
    },
    check: (feed) => expect(feed.items[0]?.summary).toMatch(/^Die nun verfügbare Version 10 des Enterprise-Java-Servers/),
  },
  'heise_online_rss090_rdf.xml': {
    format: 'rss09',
    title: 'heise online News',
    items: 60,
    dated: 0,
    first: { title: 'OLED-TVs: Vorsichtsmaßnahmen gegen Einbrennen', published: null },
    check: (feed) => expect(feed.items[1]?.title).toBe('Mega-Deal: IBM übernimmt Red Hat'),
  },
  'ibash_ru_windows1251.xml': {
    format: 'rss2',
    title: 'iBash.Org.Ru',
    items: 50,
    dated: 50,
    first: { title: 'Цитата #17703', link: 'http://ibash.org.ru/quote.php?id=17703', published: '2018-03-21T07:27:32.000Z' },
    check: (feed) => expect(feed.items[0]?.summary).toMatch(/^xxx: есть у кого жаба программер\nxxx: кот немного пхп знает\?/),
  },
  'intertwingly_blog.atom': {
    format: 'atom',
    title: 'Sam Ruby',
    items: 20,
    dated: 20,
    // The entry's link is relative (/blog/...) and resolves against the feed's self link.
    first: {
      title: 'Inhibiting Suspend',
      link: 'http://intertwingly.net/blog/2012/07/16/Inhibiting-Suspend',
      guid: 'tag:intertwingly.net,2004:3299',
      author: 'Sam Ruby',
    },
    check: (feed) => {
      expect(feed.items.every((item) => item.link?.startsWith('http://intertwingly.net/blog/'))).toBe(true);
      // Inline XHTML content, with its inline SVG dropped.
      expect(feed.items[0]?.content).toMatch(/^The interface is a bit low level, but workable:\nrequire 'dbus'/);
    },
  },
  'invalid_characters.xml.gz': {
    format: 'rss2',
    title: 'NSHipster',
    items: 25,
    dated: 25,
    first: {
      title: 'NSOperation',
      link: 'http://nshipster.com/nsoperation/',
      author: 'Mattt Thompson',
      published: '2014-07-14T07:00:00.000Z',
    },
    check: (feed) => {
      expect(feed.items[0]?.summary).toMatch(/^In life, there's always work to be done\./);
      expect(every(feed, /🍰/)).toBe(true);
    },
  },
  'invalid_encoding_prolog.xml': {
    // encoding="invalid" is ignored; the bytes are valid UTF-8 and read as such.
    format: 'atom',
    title: '테스트 피드',
    items: 1,
    dated: 0,
    first: { title: 'Café', link: null },
  },
  'jn_pt_iso8859-1_2018.rss': {
    format: 'rss2',
    title: 'Jornal de Notícias - Últimas Notícias',
    items: 40,
    dated: 40,
    first: { title: 'Mãe de utente é a nova presidente da Raríssimas', published: '2018-01-03T13:47:00.000Z' },
    check: (feed) => expect(feed.items[0]?.summary).toMatch(/^Sónia Laygue, profissional na área da Recursos Humanos e mãe/),
  },
  'le_cercle_psy_no_encoding_iso8859-1.xml': {
    format: 'rss2',
    title: 'Flux RSS du magazine de psychologie Le Cercle Psy',
    items: 10,
    dated: 10,
    first: { title: 'Perturbateurs endocriniens : quels effets sur le cerveau ?', published: '2018-10-17T10:30:00.000Z' },
    check: (feed) => {
      expect(feed.items[0]?.summary).toContain("nombre d'études montrent");
      // One item of the snapshot is empty (title, link and description all blank) and stays an item.
      expect(feed.items.filter((item) => item.link === null && item.title === '')).toHaveLength(1);
    },
  },
  'not_a_feed_html_body.rss': { error: 'feed.not_a_feed' },
  'nytimes_category_feed.xml': {
    format: 'rss2',
    title: 'NYT > Home Page',
    items: 1,
    dated: 1,
    first: {
      title: 'E.P.A. Plan to Clean Up Gowanus Canal Meets Local Resistance',
      link: 'http://www.nytimes.com/2013/05/06/nyregion/epa-plan-to-clean-up-gowanus-canal-meets-local-resistance.html?partner=rss&emc=rss',
      published: '2013-05-05T17:15:11.000Z',
    },
  },
  'oreilly_rss092_example.rss': {
    format: 'rss09',
    title: 'RSS0.92 Example',
    items: 2,
    dated: 0,
    first: { title: 'The First Item', link: 'http://www.oreilly.com/example/001.html', summary: 'This is the first item.', pdfLinks: [] },
  },
  'oren_ru_windows1251_2014.xml': {
    format: 'rss2',
    title: 'Новости Оренбурга и области / Раздел Новости',
    items: 10,
    dated: 10,
    first: {
      title: 'В Бузулуке главные стройплощадки – детсад и Ледовый дворец',
      link: 'http://www.oren.ru/news/2743422/',
      published: '2014-01-22T14:31:31.000Z',
    },
  },
  'pcmag_dvorak_illegally_nested.xml': {
    // 20 `<item` tags, of which 10 are stray `<item />` nested inside real items: 10 items.
    format: 'rss2',
    title: 'PCMag.com: the Official John C. Dvorak RSS Feed',
    items: 10,
    dated: 10,
    first: { title: 'My Professional Armchair Analysis of CES', published: '2018-01-17T20:50:00.000Z' },
  },
  'reddit_frontpage_2015.rss': {
    format: 'rss2',
    title: 'reddit: the front page of the internet',
    items: 24,
    dated: 24,
    first: {
      title: 'The water is too deep, so he improvises',
      link: 'https://www.reddit.com/r/funny/comments/3skxqc/the_water_is_too_deep_so_he_improvises/',
    },
    check: (feed) => expect(feed.items[0]?.summary).toBe('submitted by cakebeerandmorebeer to funny\n[link] [275 comments]'),
  },
  'reddit_frontpage_atomlink.rss': {
    format: 'rss2',
    title: 'reddit: the front page of the internet',
    items: 24,
    dated: 24,
    first: { title: 'The Difficulties in Space', published: '2016-01-23T15:40:37.000Z' },
  },
  'rss2_spec_sample_liftoff.xml': {
    format: 'rss2',
    title: 'Liftoff News',
    items: 4,
    dated: 4,
    first: {
      title: 'Star City',
      link: 'http://liftoff.msfc.nasa.gov/news/2003/news-starcity.asp',
      guid: 'http://liftoff.msfc.nasa.gov/2003/06/03.html#item573',
      published: '2003-06-03T09:39:21.000Z',
    },
    // The second item has no title and no link: the permalink guid stands in for the link.
    check: (feed) => expect(feed.items[1]).toMatchObject({ title: '', link: 'http://liftoff.msfc.nasa.gov/2003/05/30.html#item572' }),
  },
  'sax_error_unescaped_ampersand.xml': {
    // The bare `&` is not well-formed XML; fast-xml-parser reads past it and all three items survive.
    format: 'rss2',
    title: 'SAXError Test Feed',
    items: 3,
    dated: 0,
    first: { title: 'Good Item', link: 'http://example.com/good' },
    check: (feed) =>
      expect(feed.items.map((item) => item.link)).toEqual([
        'http://example.com/good',
        'http://example.com/bad?foo=1&bar=2',
        'http://example.com/after',
      ]),
  },
  'science_twis_rss1_rdf.rss': {
    format: 'rss1',
    title: 'Science twis',
    items: 69,
    dated: 69,
    first: {
      title: 'Food for fungi',
      link: 'http://science.sciencemag.org/cgi/content/short/356/6343/1134-a?rss=1',
      author: 'Hines, P. J.',
      summary: '',
    },
  },
  'uol_noticias_no_prolog_2018.rss': {
    // No declaration, ISO-8859-1 bytes, Portuguese day and month names (Seg, Set).
    format: 'rss2',
    title: 'UOL Noticias',
    items: 15,
    dated: 15,
    first: { title: 'Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno', published: '2018-09-24T22:42:40.000Z' },
    check: (feed) => expect(feed.items[0]?.summary).toMatch(/^Líder na pesquisa Ibope de intenção de voto/),
  },
  'varthabharathi_kannada_customfields_2017.rss': {
    // The snapshot is the portal's English section: no Kannada script in it, but UTF-8 quotes.
    format: 'rss2',
    title: "Varthabharathi : Kanrnataka's Leading Kannada News Portal",
    items: 15,
    dated: 15,
    first: {
      title: 'ISUZU launches the ‘mu-X’ premium full-size 7 seater SUV in Bengaluru',
      link: 'http://www.varthabharati.in/article/english/74450',
      published: '2017-05-19T15:35:02.000Z',
    },
  },
  'washingtonpost_wellness.xml': {
    format: 'rss2',
    title: 'Wellness: Health, Fitness, Nutrition & More - The Washington Post',
    items: 29,
    dated: 29,
    first: {
      title: 'Schools minister to kids’ fitness and nutrition needs',
      author: 'Lenny Bernstein',
      published: '2012-08-21T15:33:00.000Z',
    },
  },
  'wheels24_single_item_2020.xml': {
    format: 'rss2',
    title: 'Wheels Off-Road & 4x4',
    items: 1,
    dated: 1,
    first: {
      summary: 'Range Rover updated its desirable Velar range by adding new engine choices and a 640Nm hybrid model.',
      published: '2020-09-23T12:45:10.000Z',
      pdfLinks: [],
    },
  },
};

describeWithData('XmlFeedParser on the real feed snapshots', () => {
  test('every feed file in the folder has an expectation row (new snapshots must be described)', () => {
    const files = readdirSync(FEEDS)
      .filter((file) => file !== 'feeds_manifest.csv')
      .sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(files);
  });

  test.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    if ('error' in expected) {
      expect(errorOf(() => parse(file))).toMatchObject({ name: 'FeedError', code: expected.error });
      return;
    }
    const feed = parse(file);
    expect(feed.format).toBe(expected.format);
    expect(feed.title).toBe(expected.title);
    expect(feed.items).toHaveLength(expected.items);
    expect(feed.items.filter((item) => item.published !== null)).toHaveLength(expected.dated);
    expect(feed.items.filter((item) => item.published !== null).every((item) => iso(item.published))).toBe(true);
    expect(feed.items[0]).toMatchObject(expected.first);
    // Output is plain text: no markup or escaped markup survives anywhere.
    for (const item of feed.items) {
      expect(`${item.title}\n${item.summary}\n${item.content ?? ''}`).not.toMatch(/<\/?(p|div|a|br|img|script)\b|&lt;|&gt;|&amp;|&quot;/i);
      for (const link of [item.link, ...item.pdfLinks]) if (link !== null) expect(link).toMatch(/^https?:\/\//);
    }
    expected.check?.(feed);
  });

  test('the RSS and Atom editions of one blog agree', () => {
    const rss = parse('dustri_blog_large_2024.rss.xml');
    const atom = parse('dustri_blog_large_2024.atom.xml');
    expect(rss.items.map((item) => [item.title, item.link, item.published])).toEqual(
      atom.items.map((item) => [item.title, item.link, item.published]),
    );
  });

  test('the DOM-free fallback (past the DOM budget) reads every real feed exactly as the DOM path', () => {
    const withoutDom = new XmlFeedParser(0);
    for (const file of Object.keys(EXPECTED).filter((name) => !('error' in (EXPECTED[name] ?? {})))) {
      expect(withoutDom.parse(bytesOf(file), null)).toEqual(parse(file));
    }
  });

  test('a wrong Content-Type charset loses to the XML declaration', () => {
    const feed = parse('oren_ru_windows1251_2014.xml', 'application/rss+xml; charset=iso-8859-1');
    expect(feed.title).toBe('Новости Оренбурга и области / Раздел Новости');
  });

  test('an undeclared legacy feed takes the Content-Type charset', () => {
    const feed = parse('uol_noticias_no_prolog_2018.rss', 'text/xml; charset=ISO-8859-1');
    expect(feed.items[0]?.title).toContain('simulações');
  });
});
