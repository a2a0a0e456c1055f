import type { EntityMention, DocumentLanguage } from '@newsdesk/core/documents/document.types';
import type { EntityExtractor } from '@newsdesk/core/ingestion/ingestion.ports';
import type { GazetteerExtra } from './gazetteer';
import { NewsEntityExtractor } from './news-entity-extractor';

export interface ReloadingEntityExtractorOptions {
  /** The admin's additions, e.g. `toGazetteerExtra(await gazetteer.list())`. */
  load: () => Promise<GazetteerExtra>;
  /** Milliseconds between reloads when nothing was changed (default 60 s). */
  maxAgeMs?: number;
  now?: () => number;
  /** Called when loading fails; the current extractor stays in use. */
  onError?: (error: unknown) => void;
}

/**
 * A NewsEntityExtractor with the admin's gazetteer additions that follows their changes: `extract`
 * kicks off a reload in the background when the additions are older than a minute (or after
 * `notifyChanged()`) and keeps using the current extractor until the new one is ready.
 */
export class ReloadingEntityExtractor implements EntityExtractor {
  private current: NewsEntityExtractor;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private stale = true;
  private loading: Promise<void> | undefined;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ReloadingEntityExtractorOptions) {
    this.current = new NewsEntityExtractor();
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  extract(text: string, language: DocumentLanguage): EntityMention[] {
    if (this.stale || this.now() - this.loadedAt >= this.maxAgeMs) void this.refresh();
    return this.current.extract(text, language);
  }

  /** Uses these additions from now on. */
  reload(extra: GazetteerExtra): void {
    this.current = new NewsEntityExtractor({ extra });
  }

  /** The additions changed: reload now (in the background). */
  notifyChanged(): Promise<void> {
    this.stale = true;
    return this.refresh();
  }

  /** Loads and swaps in the additions; concurrent calls share one load, a change during it loads again. */
  refresh(): Promise<void> {
    if (this.loading) return this.loading;
    const startedAt = this.now();
    this.stale = false;
    this.loading = (async () => {
      try {
        this.reload(await this.options.load());
        this.loadedAt = startedAt;
      } catch (error) {
        // Try again on a later extract rather than on every one.
        this.loadedAt = startedAt;
        this.options.onError?.(error);
      } finally {
        this.loading = undefined;
      }
      if (this.stale) await this.refresh();
    })();
    return this.loading;
  }
}
