import type { SitePageReader } from '../site-monitor.ports';
import { fetchFailed, selectorNotFound } from '../site-monitor.errors';

/**
 * Pages by URL for unit tests: each read takes the next text of the page's list (the last one
 * repeats), keyed by selector; a missing selector or page fails like the real reader.
 */
export class FakeSitePages implements SitePageReader {
  readonly reads: string[] = [];
  private readonly pages = new Map<string, Record<string, string[]>>();

  serve(url: string, selector: string, ...texts: string[]): this {
    this.pages.set(url, { ...this.pages.get(url), [selector]: texts });
    return this;
  }

  async read(url: string, selector: string): Promise<string> {
    this.reads.push(`${url} ${selector}`);
    const page = this.pages.get(url);
    if (!page) throw fetchFailed('fetch.http_status');
    const texts = page[selector];
    if (!texts || texts.length === 0) throw selectorNotFound();
    return texts.length > 1 ? texts.shift()! : texts[0]!;
  }
}
