import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import type { IngestArticle, IngestOutcome } from '@newsdesk/core/ingestion/ingest-article';
import { countOutcome, INGEST_COUNT_KEYS, type IngestCounts } from '@newsdesk/core/ingestion/ingest-counts';
import type { FeedParser } from '@newsdesk/core/ingestion/ingestion.ports';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { notGzip, readCappedFile } from '../archives/capped-file';
import { readJsonlArchive } from '../archives/jsonl-archive';

export interface IngestTotals extends IngestCounts {
  problems: string[];
}

export interface IngestCommandDeps {
  ingest: Pick<IngestArticle, 'execute'>;
  crawl: Pick<CrawlSource, 'execute' | 'ingestItem'>;
  parser: FeedParser;
  onProgress?: (totals: IngestTotals, current: string) => void;
}

const FEED_FILE = /\.(xml|rss|atom|rdf)(\.gz)?$/i;
const ARCHIVE_FILE = /\.jsonl(\.gz)?$/i;
const MAX_PROBLEMS = 50;

const isZlibError = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' && String((error as { code: string }).code).startsWith('Z_');

const message = (error: unknown) =>
  isDomainError(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);

/**
 * `npm run ingest -- <feed URL | file | folder> …`: feeds by URL are crawled through the
 * outbound gate (pages and PDFs fetched); feed files and JSON-lines archives are read from disk
 * (no page fetches); folders are walked. Every document goes through the same pipeline as the
 * crawler, so running it twice adds nothing.
 */
export class IngestCommand {
  readonly totals: IngestTotals = { fetched: 0, new: 0, duplicates: 0, updated: 0, skipped: 0, errors: 0, problems: [] };

  constructor(private readonly deps: IngestCommandDeps) {}

  async run(targets: string[]): Promise<IngestTotals> {
    for (const target of targets) {
      if (/^https?:\/\//i.test(target)) await this.feedUrl(target);
      else await this.path(target);
    }
    return this.totals;
  }

  private async path(target: string): Promise<void> {
    const info = await stat(target).catch(() => null);
    if (!info) return this.problem(`${target}: no such file or folder`);
    if (info.isDirectory()) {
      for (const entry of (await readdir(target)).sort()) {
        const full = path.join(target, entry);
        if ((await stat(full)).isDirectory() || FEED_FILE.test(entry) || ARCHIVE_FILE.test(entry)) await this.path(full);
      }
      return;
    }
    if (ARCHIVE_FILE.test(target)) return this.archive(target);
    if (FEED_FILE.test(target)) return this.feedFile(target);
    this.problem(`${target}: not a feed (.xml, .rss, .atom, .rdf) or archive (.jsonl, .jsonl.gz) file`);
  }

  private async feedUrl(url: string): Promise<void> {
    const summary = await this.deps.crawl.execute({ id: null, url, concurrency: 2, etag: null, lastModified: null });
    if (summary.failure) return this.problem(`${url}: ${summary.failure}`);
    for (const key of INGEST_COUNT_KEYS) this.totals[key] += summary[key];
    this.deps.onProgress?.(this.totals, url);
  }

  private async feedFile(file: string): Promise<void> {
    let items: ReturnType<FeedParser['parse']>['items'];
    try {
      // inflated as a stream under the fetch gate's cap: a gzip bomb stops at 15 MiB
      items = this.deps.parser.parse(await readCappedFile(file), null, null).items;
    } catch (error) {
      return this.problem(`${file}: ${message(error)}`);
    }
    for (const item of items) {
      this.totals.fetched++;
      await this.count(() => this.deps.crawl.ingestItem(item, null, false), file);
    }
  }

  private async archive(file: string): Promise<void> {
    try {
      for await (const entry of readJsonlArchive(file)) {
        this.totals.fetched++;
        if ('error' in entry) {
          this.totals.errors++;
          this.problem(`${file}:${entry.line}: ${entry.error}`, false);
          continue;
        }
        await this.count(() => this.deps.ingest.execute(entry.article), file);
      }
    } catch (error) {
      // a corrupt .gz or an unreadable file ends this archive, not the whole run
      this.problem(`${file}: ${isZlibError(error) ? notGzip(file).message : message(error)}`);
    }
  }

  private async count(work: () => Promise<IngestOutcome>, current: string): Promise<void> {
    try {
      countOutcome(this.totals, await work());
    } catch (error) {
      this.totals.errors++;
      this.problem(`${current}: ${message(error)}`, false);
    }
    this.deps.onProgress?.(this.totals, current);
  }

  private problem(text: string, countsAsError = true): void {
    if (countsAsError) this.totals.errors++;
    if (this.totals.problems.length < MAX_PROBLEMS) this.totals.problems.push(text);
  }
}
