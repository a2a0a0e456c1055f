import { describe, expect, test } from '@jest/globals';
import { htmlToText } from './html-to-text';
import { ReadabilityArticleExtractor } from './readability-article-extractor';

const paragraphs = [
  'The city council met on Tuesday evening to debate the budget for public transport, and several members argued that the proposed fare increase would hit commuters hardest.',
  'The mayor said the money was needed to keep the night buses running, and promised a review of the tram network before the end of the year, with a public hearing in the spring.',
  'Opposition members asked for the figures behind the plan to be published in full, and the council agreed to release them before the final vote next month.',
];

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Council debates fares | Daily Courier</title>
<script>window.SCRIPT_SENTINEL = "head script ran"; fetch("https://tracker.example/x");</script>
<style>.ad { color: red }</style></head>
<body onload="document.title='BODY_ONLOAD'">
<nav><ul><li><a href="/">Home</a></li><li><a href="/politics">Politics</a></li><li><a href="/sport">Sport</a></li></ul></nav>
<div class="ad banner sponsored">ADVERT: buy the Courier app now</div>
<main><article>
<h1>Council debates fares</h1>
<p class="byline">By Jane Doe</p>
${paragraphs.map((text) => `<p>${text}</p>`).join('\n')}
<script>document.write("INLINE_SCRIPT_TEXT")</script>
<img src="x.png" onerror="alert('IMG_ONERROR')">
</article></main>
<aside class="sidebar"><h3>Most read</h3><a href="/other">Something else entirely</a></aside>
<footer>© Daily Courier · <a href="/privacy">Privacy</a></footer>
</body></html>`;

describe('ReadabilityArticleExtractor', () => {
  const extractor = new ReadabilityArticleExtractor();

  test('keeps the article paragraphs, one per line, and drops scripts, navigation and ads', () => {
    const article = extractor.extract(page, 'https://courier.example/politics/fares');
    expect(article).not.toBeNull();
    for (const text of paragraphs) expect(article?.text).toContain(text);
    expect(article?.text.split('\n')).toEqual(expect.arrayContaining(paragraphs));
    for (const noise of [
      'SCRIPT_SENTINEL',
      'INLINE_SCRIPT_TEXT',
      'IMG_ONERROR',
      'BODY_ONLOAD',
      'ADVERT',
      'Most read',
      'Privacy',
      'tracker.example',
    ]) {
      expect(article?.text).not.toContain(noise);
    }
    expect(article?.title).toMatch(/Council debates fares/);
  });

  test('no scripts ran while parsing', () => {
    extractor.extract(page, 'https://courier.example/politics/fares');
    expect((globalThis as { SCRIPT_SENTINEL?: string }).SCRIPT_SENTINEL).toBeUndefined();
  });

  test('returns null when there is nothing readable', () => {
    expect(extractor.extract('', 'https://x.example/')).toBeNull();
    expect(extractor.extract('<html><head><title>Empty</title></head><body></body></html>', 'https://x.example/')).toBeNull();
    expect(extractor.extract('<html><body><script>var a = 1;</script></body></html>', 'https://x.example/')).toBeNull();
  });
});

describe('htmlToText', () => {
  test('block elements become lines, entities are decoded, hidden content is dropped', () => {
    const { text, links } = htmlToText(
      '<div>Caf&eacute; &amp; bar&nbsp;<b>bold</b></div><p>Second<br>line</p><script>x()</script><style>p{}</style><a href="/doc.pdf">PDF</a>',
    );
    expect(text).toBe('Café & bar bold\nSecond\nline\nPDF');
    expect(links).toEqual(['/doc.pdf']);
  });

  test('text without markup skips the parser and keeps its lines', () => {
    expect(htmlToText('  one  line \n\n two ')).toEqual({ text: 'one line\ntwo', links: [] });
  });

  test('deeply nested markup does not overflow the stack', () => {
    const deep = `${'<span>'.repeat(20_000)}deep${'</span>'.repeat(20_000)}`;
    expect(htmlToText(deep).text).toBe('deep');
  });
});
