import { describe, expect, test } from '@jest/globals';
import { htmlToText } from './html-to-text';
import { decodeCommonEntities, stripTags } from './strip-tags';

describe('stripTags (the DOM-free path)', () => {
  test('agrees with the DOM path on ordinary markup', () => {
    const samples = [
      '<p>Caf&eacute; &amp; bar&nbsp;<b>bold</b></p><p>Second<br/>line</p>',
      '<div class="x"><a href="/doc.pdf?x=1&amp;y=2">Report</a> – <em>draft</em></div><!-- hidden --><script>alert(1)</script>',
      'a < b and c > d, &lt;tag&gt; &#8220;quoted&#x201D; &Uuml;ber &ccedil;a',
      '<ul><li>One</li><li>Two</li></ul><style>li { color: red }</style><iframe src="x">frame text</iframe>',
      // the element lists are shared (html-elements.ts): form chrome and media are dropped by both
      '<form><fieldset>Vote</fieldset><button>Send</button></form><video src="v">No video</video><details><summary>More</summary>Text</details>',
      // a void <embed> must not swallow the text after it
      '<p>Before</p><embed src="x.swf"><p>After</p><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ];
    for (const html of samples) expect(stripTags(html)).toEqual(htmlToText(html));
  });

  test('unknown entities stay literal; numeric ones outside Unicode too', () => {
    expect(decodeCommonEntities('&lol9; &#0; &#x110000; &hellip;')).toBe('&lol9; &#0; &#x110000; …');
  });

  test('is linear on hostile input', () => {
    const started = performance.now();
    for (const html of ['<'.repeat(2_000_000), '<a '.repeat(500_000), '<script>'.repeat(200_000), `${'<b>'.repeat(300_000)}x`])
      stripTags(html);
    // quadratic behaviour on these inputs would take hours; the bound leaves room for a loaded machine
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  test('an unclosed script swallows the rest, as a browser would', () => {
    expect(stripTags('<p>Before</p><script>var x = "<p>not text</p>";').text).toBe('Before');
  });
});
