import { parseHTML } from 'linkedom';
import { decodeHtml } from '@newsdesk/core/ingestion/decode-html';
import type { OutboundHttp } from '@newsdesk/core/ingestion/ingestion.ports';
import type { SitePageReader } from '@newsdesk/core/site-monitor/site-monitor.ports';
import { fetchFailed, invalidSelector, selectorNotFound } from '@newsdesk/core/site-monitor/site-monitor.errors';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { nodeToText } from '../articles/html-to-text';

/** A page larger than this is cut before parsing: linkedom costs about a microsecond per character. */
const MAX_HTML_CHARS = 3_000_000;
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain|application\/xml|text\/xml)\b/i;
const ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1';

/**
 * The site monitor's page reader: every fetch goes through the outbound HTTP gate (SSRF-safe,
 * capped, timed out), the page is parsed with linkedom (no scripts run, nothing is loaded) and
 * the text of every element the selector matches is read, one line per block element.
 */
export class GatedSitePageReader implements SitePageReader {
  constructor(private readonly http: OutboundHttp) {}

  async read(url: string, selector: string): Promise<string> {
    let page: Awaited<ReturnType<OutboundHttp['fetch']>>;
    try {
      page = await this.http.fetch(url, { accept: ACCEPT });
    } catch (error) {
      // the gate's FetchError code (fetch.timeout, fetch.address_not_allowed, …) says why
      throw fetchFailed(isDomainError(error) ? error.code : 'fetch.connection_failed');
    }
    if (page.contentType && !HTML_TYPES.test(page.contentType)) throw fetchFailed('fetch.not_a_web_page');
    const html = decodeHtml(page.body, page.contentType);
    const { document } = parseHTML(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html);
    let matches: ArrayLike<Element>;
    try {
      matches = document.querySelectorAll(selector);
    } catch {
      // css-select refuses what it cannot parse or support (pseudo-elements, `>>`, …)
      throw invalidSelector();
    }
    if (matches.length === 0) throw selectorNotFound();
    // A browser's parser drops NUL from page text; so do we, or storing the text fails (PostgreSQL
    // cannot hold NUL) and the site could never be checked again.
    return Array.from(matches, (element) => nodeToText(element).text)
      .join('\n')
      .replace(/\u0000/g, '');
  }
}
