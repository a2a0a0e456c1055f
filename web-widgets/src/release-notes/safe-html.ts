import DOMPurify from 'dompurify';

/**
 * Sanitised again on render although the server sanitised on save: the HTML could come from an
 * older server, a proxy or a stored cache, and the browser is where script would run. The same
 * rules as the server (adapters/src/http/release-notes/marked-markdown-renderer.ts): no style
 * elements or attributes, no form controls.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
