import { Marked } from 'marked';
import { sanitizeHtml } from './safe-html';

// Its own module: only the release-notes editor (administration) needs marked, so the reader's
// dialog does not carry it (ADR 0016).
const marked = new Marked({ gfm: true, breaks: true, async: false });

/** The editor's preview: the same Markdown flavour as the server, then the same sanitiser. */
export const markdownToSafeHtml = (markdown: string): string => sanitizeHtml(marked.parse(markdown) as string);
