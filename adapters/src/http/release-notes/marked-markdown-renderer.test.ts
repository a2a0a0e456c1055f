import { describe, expect, test } from '@jest/globals';
import { MarkedMarkdownRenderer } from './marked-markdown-renderer';

const renderer = new MarkedMarkdownRenderer();

describe('Markdown to safe HTML', () => {
  test('headings, emphasis, lists and line breaks become HTML', () => {
    const html = renderer.toSafeHtml('## New\n**Faster** search\nin _all_ languages\n\n- one\n- two');
    expect(html).toContain('<h2>New</h2>');
    expect(html).toContain('<strong>Faster</strong> search<br>in <em>all</em> languages');
    expect(html).toContain('<li>one</li>');
  });

  test('script, event handlers and javascript: links are removed; the text stays', () => {
    const html = renderer.toSafeHtml(
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [click](javascript:alert(3)) <iframe src="https://evil.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain('Hi');
    expect(html).toContain('click');
  });

  test('inline styles are dropped: a note cannot lay a box over the page or hide script in CSS', () => {
    const html = renderer.toSafeHtml('<div style="position:fixed;inset:0;background:url(javascript:alert(1))">Log in again</div>');
    expect(html).toBe('<div>Log in again</div>');
  });

  test('links open in a new tab without the opener', () => {
    expect(renderer.toSafeHtml('[docs](https://newsdesk.test/docs)')).toBe(
      '<p><a href="https://newsdesk.test/docs" target="_blank" rel="noopener noreferrer">docs</a></p>',
    );
  });

  test('text that merely looks like HTML stays readable', () => {
    expect(renderer.toSafeHtml('3 < 5 & 7 > 2')).toBe('<p>3 &lt; 5 &amp; 7 &gt; 2</p>');
  });
});
