import { domainOf } from '../ingestion/canonical-url';
import type { IngestArticle } from '../ingestion/ingest-article';
import type { FetchSourceImage } from './fetch-source-image';
import { sourceImageDomain } from './source-image.types';

type Ingest = Pick<IngestArticle, 'execute'>;

/**
 * The crawl's ingestion with one addition: the first document of a domain this process sees
 * queues a fetch of the domain's icon (FetchSourceImage, which itself skips a domain already
 * done, by any process). The fetch runs beside the crawl, one at a time, so a slow or hostile
 * site never holds the crawl up, and its failure is reported, never thrown into the crawl.
 */
export class SourceImageOnFirstCrawl {
  private readonly seen = new Set<string>();
  private readonly queue: { domain: string; siteUrl: string }[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly fetchImage: Pick<FetchSourceImage, 'execute'>,
    private readonly onError: (error: unknown, domain: string) => void = () => undefined,
  ) {}

  /** IngestArticle as before, noticing each document's domain. */
  wrap(ingest: Ingest): Ingest {
    return {
      execute: async (article) => {
        const outcome = await ingest.execute(article);
        if (outcome.outcome !== 'skipped' && article.url) this.notice(article.url);
        return outcome;
      },
    };
  }

  /** Queues the icon fetch of the URL's domain, the first time this process sees the domain. */
  notice(url: string): void {
    const domain = sourceImageDomain(domainOf(url));
    if (domain === null || this.seen.has(domain)) return;
    this.seen.add(domain);
    this.queue.push({ domain, siteUrl: url });
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when every queued fetch is done (tests; an orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      try {
        await this.fetchImage.execute(next.domain, next.siteUrl);
      } catch (error) {
        // e.g. the database was unreachable: another process, or the next restart, tries again
        this.seen.delete(next.domain);
        this.onError(error, next.domain);
      }
    }
  }
}
