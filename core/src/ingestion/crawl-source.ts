import type { FeedSource } from '../sources/source.types';
import { isDomainError } from '../shared/domain-error';
import type { Clock } from '../shared/clock';
import { decodeHtml } from './decode-html';
import type { IngestArticle, IngestOutcome } from './ingest-article';
import { countOutcome, type IngestCounts } from './ingest-counts';
import type { ArticleExtractor, FeedItem, FeedParser, OutboundHttp, PdfTextExtractor } from './ingestion.ports';

/** Where a crawl reports back: the source's health and conditional-GET state. */
export interface CrawlRecorder {
  recordSuccess(
    sourceId: string,
    result: { at: Date; items: number; fresh: number; etag: string | null; lastModified: string | null },
  ): Promise<void>;
  recordFailure(sourceId: string, result: { at: Date; error: string }): Promise<void>;
}

export interface CrawlSummary extends IngestCounts {
  notModified: boolean;
  failure: string | null;
}

/** Feed texts shorter than this send the crawler to the article page for the full text. */
export const FULL_TEXT_THRESHOLD = 600;
export const MAX_ITEMS_PER_CRAWL = 200;
export const MAX_PDFS_PER_ITEM = 3;
const MAX_ASSOCIATED_CHARACTERS = 200_000;

const describe = (error: unknown): string =>
  isDomainError(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);

/**
 * One crawl of one feed: conditional GET through the outbound gate, parse, then each item
 * (full text from the article page when the feed only has a teaser, PDF texts) through
 * IngestArticle. Item failures are counted, not fatal; a feed failure is recorded on the source
 * (which pauses after repeated failures). Re-running after a crash is safe: ingestion is idempotent.
 */
export class CrawlSource {
  constructor(
    private readonly http: OutboundHttp,
    private readonly parser: FeedParser,
    private readonly articles: ArticleExtractor,
    private readonly pdfs: PdfTextExtractor,
    private readonly ingest: Pick<IngestArticle, 'execute'>,
    private readonly recorder: CrawlRecorder,
    private readonly clock: Clock,
  ) {}

  /** `id` null: a one-off crawl (npm run ingest) that belongs to no configured source. */
  async execute(source: Pick<FeedSource, 'url' | 'concurrency' | 'etag' | 'lastModified'> & { id: string | null }): Promise<CrawlSummary> {
    const summary: CrawlSummary = {
      fetched: 0,
      new: 0,
      duplicates: 0,
      updated: 0,
      skipped: 0,
      errors: 0,
      notModified: false,
      failure: null,
    };
    let items: FeedItem[];
    let etag: string | null = null;
    let lastModified: string | null = null;
    try {
      const feed = await this.http.fetch(source.url, { etag: source.etag, lastModified: source.lastModified });
      etag = feed.etag;
      lastModified = feed.lastModified;
      if (feed.notModified) {
        summary.notModified = true;
        if (source.id)
          await this.recorder.recordSuccess(source.id, {
            at: this.clock.now(),
            items: 0,
            fresh: 0,
            etag: source.etag,
            lastModified: source.lastModified,
          });
        return summary;
      }
      items = this.parser.parse(feed.body, feed.contentType, feed.finalUrl).items.slice(0, MAX_ITEMS_PER_CRAWL);
    } catch (error) {
      summary.failure = describe(error);
      if (source.id) await this.recorder.recordFailure(source.id, { at: this.clock.now(), error: summary.failure });
      return summary;
    }

    summary.fetched = items.length;
    const queue = [...items];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          countOutcome(summary, await this.ingestItem(item, source.id));
        } catch {
          summary.errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(source.concurrency, 4)) }, worker));
    if (source.id)
      await this.recorder.recordSuccess(source.id, { at: this.clock.now(), items: items.length, fresh: summary.new, etag, lastModified });
    return summary;
  }

  /** One feed item through the pipeline (also used for feed files, where pages are not fetched). */
  async ingestItem(item: FeedItem, sourceId: string | null, fetchPages = true): Promise<IngestOutcome> {
    let body = item.content && item.content.length > item.summary.length ? item.content : item.summary;
    let title = item.title;
    if (fetchPages && body.length < FULL_TEXT_THRESHOLD && item.link) {
      const page = await this.fullText(item.link);
      if (page && page.text.length > body.length) {
        body = page.text;
        title ||= page.title ?? '';
      }
    }
    const associatedText: string[] = [];
    let associatedLength = 0;
    for (const link of fetchPages ? item.pdfLinks.slice(0, MAX_PDFS_PER_ITEM) : []) {
      const text = await this.pdfText(link);
      if (text && associatedLength + text.length <= MAX_ASSOCIATED_CHARACTERS) {
        associatedText.push(text);
        associatedLength += text.length;
      }
    }
    return this.ingest.execute({ url: item.link, title, body, publishedAt: item.published, sourceId, associatedText });
  }

  /** The article page's main text; a page that cannot be fetched or read leaves the feed text. */
  private async fullText(url: string) {
    try {
      const page = await this.http.fetch(url, { accept: 'text/html,application/xhtml+xml' });
      return this.articles.extract(decodeHtml(page.body, page.contentType), page.finalUrl);
    } catch {
      return null;
    }
  }

  private async pdfText(url: string) {
    try {
      const pdf = await this.http.fetch(url, { accept: 'application/pdf' });
      return (await this.pdfs.extract(pdf.body)).trim() || null;
    } catch {
      return null;
    }
  }
}
