import DOMPurify from 'dompurify';

/** HTML from the server is sanitized there too; this keeps the browser safe on its own. */
export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
