import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { ArticleExtractor } from '@newsdesk/core/ingestion/ingestion.ports';
import { nodeToText, singleLine } from './html-to-text';

/**
 * Only this much of a page is parsed (linkedom needs about a second per million characters of
 * dense markup); article text sits early in the page, and the parser tolerates the cut.
 */
export const MAX_ARTICLE_HTML_CHARS = 2_000_000;
/** Readability's own guard against pathological DOMs; it throws past this many elements. */
const MAX_ELEMENTS = 60_000;

/**
 * Main text of an article page: Mozilla Readability over a linkedom document. linkedom has no
 * script engine and fetches nothing, so scripts, iframes and event handlers in the page never run;
 * Readability drops them, and the text walk skips any that remain. Paragraphs come back one per
 * line.
 */
export class ReadabilityArticleExtractor implements ArticleExtractor {
  // The URL would only serve to absolutise links in Readability's HTML; the port returns text.
  extract(html: string, _url: string): { title: string | null; text: string } | null {
    if (html.trim() === '') return null;
    const { document } = parseHTML(html.length > MAX_ARTICLE_HTML_CHARS ? html.slice(0, MAX_ARTICLE_HTML_CHARS) : html);
    let article: ReturnType<Readability<Node>['parse']>;
    try {
      // Serialising to a node (not an HTML string) lets the text walk reuse the parsed tree.
      article = new Readability<Node>(document, { maxElemsToParse: MAX_ELEMENTS, serializer: (node) => node }).parse();
    } catch {
      // Too many elements, or a DOM Readability cannot walk: nothing readable, by the port's contract.
      return null;
    }
    if (article === null || !article.content) return null;
    const text = nodeToText(article.content).text;
    if (text === '') return null;
    const title = singleLine(article.title ?? '');
    return { title: title === '' ? null : title, text };
  }
}
