import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';

const purify = createDOMPurify(new JSDOM('').window);

/**
 * Markdown → HTML that is safe to put into the page: marked keeps raw HTML, so everything it
 * produces goes through DOMPurify (scripts, event handlers and javascript: links are dropped).
 */
export const renderMarkdown = (markdown: string): string => {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
};
