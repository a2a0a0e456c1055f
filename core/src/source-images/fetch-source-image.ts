import { decodeHtml } from '../ingestion/decode-html';
import type { OutboundHttp } from '../ingestion/ingestion.ports';
import { isDomainError } from '../shared/domain-error';
import type { Clock } from '../shared/clock';
import { iconCandidates } from './icon-candidates';
import { acceptedImageType, declaredTypeMayBeImage } from './image-type';
import type { IconLinkReader, SourceImageStore } from './source-image.ports';
import { shouldFetchSourceImage } from './source-image.types';

export type FetchSourceImageOutcome = 'stored' | 'failed' | 'skipped';

// The head with its links sits at the top of a page; the rest is not parsed.
const MAX_HEAD_CHARS = 256 * 1024;
const ICON_ACCEPT = 'image/png,image/webp,image/svg+xml,image/*;q=0.8,*/*;q=0.1';

const describe = (error: unknown): string => (isDomainError(error) ? error.code : error instanceof Error ? error.message : String(error));

/** `<base href>` resolved against the page; a base that is not an address leaves the page's own. */
const baseOf = (baseHref: string | null, pageUrl: string): string => {
  if (!baseHref) return pageUrl;
  try {
    return new URL(baseHref, pageUrl).href;
  } catch {
    return pageUrl;
  }
};

export interface SourceImageFetchers {
  /** For the site's home page: the outbound gate with the crawl's caps. */
  pages: OutboundHttp;
  /** For the icons: the outbound gate capped at MAX_SOURCE_IMAGE_BYTES. */
  icons: OutboundHttp;
}

/**
 * Fetches a domain's icon once: the home page of the site a document came from, its icon links
 * (largest first, /favicon.ico last), each candidate checked by its bytes and size until one
 * passes. A domain with an image, or one an admin removed, is left alone; a failure is noted and
 * tried again only after SOURCE_IMAGE_RETRY_MS (ADR 0025).
 */
export class FetchSourceImage {
  constructor(
    private readonly http: SourceImageFetchers,
    private readonly reader: IconLinkReader,
    private readonly store: SourceImageStore,
    private readonly clock: Clock,
  ) {}

  /** `siteUrl`: an address on the site (the document's), whose origin's home page is read. */
  async execute(domain: string, siteUrl: string): Promise<FetchSourceImageOutcome> {
    if (!shouldFetchSourceImage(await this.store.status(domain), this.clock.now())) return 'skipped';
    const home = new URL('/', siteUrl).href;
    const failures: string[] = [];
    for (const candidate of await this.candidates(home, failures)) {
      try {
        const icon = await this.http.icons.fetch(candidate, { accept: ICON_ACCEPT });
        if (!declaredTypeMayBeImage(icon.contentType)) throw new Error(`served as ${icon.contentType}`);
        const contentType = acceptedImageType(icon.body);
        await this.store.saveFetched({
          domain,
          contentType,
          bytes: icon.body,
          origin: 'fetched',
          fetchedFrom: icon.finalUrl,
          storedAt: this.clock.now(),
        });
        return 'stored';
      } catch (error) {
        failures.push(`${candidate}: ${describe(error)}`);
      }
    }
    await this.store.recordFailure(domain, this.clock.now(), failures.join('; ').slice(0, 2000));
    return 'failed';
  }

  /** The home page's icon links; when the page cannot be read, /favicon.ico alone. */
  private async candidates(home: string, failures: string[]): Promise<string[]> {
    try {
      const page = await this.http.pages.fetch(home, { accept: 'text/html,application/xhtml+xml' });
      const html = decodeHtml(page.body.subarray(0, MAX_HEAD_CHARS), page.contentType);
      const { links, baseHref } = this.reader.read(html);
      return iconCandidates(links, page.finalUrl, baseOf(baseHref, page.finalUrl));
    } catch (error) {
      failures.push(`${home}: ${describe(error)}`);
      return iconCandidates([], home);
    }
  }
}
