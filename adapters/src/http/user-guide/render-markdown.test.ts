import { describe, expect, test } from '@jest/globals';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  test('renders headings, lists and links', () => {
    const html = renderMarkdown('# Search\n\n- one\n- two\n\n[Collections](/collections)');
    expect(html).toContain('<h1>Search</h1>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/collections">Collections</a>');
  });

  test('drops scripts, event handlers and javascript: links that Markdown lets through', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x.png" onerror="alert(2)"> [click](javascript:alert(3)) <a href="javascript:alert(4)">x</a>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<img src="x.png">');
  });
});
