import type { OfficialSource } from './official-source.types';
import type { SiteEntry, SiteListFile, SiteListFileSummary, SiteListKind } from './site-list';
import type { FeedSource } from './source.types';

/** What an admin sets on an RSS-enabled source; the rest of FeedSource is the crawler's. */
export type FeedSourceSettings = Pick<FeedSource, 'name' | 'url' | 'domain' | 'intervalMinutes' | 'enabled' | 'concurrency'>;

export interface CrawlSuccess {
  at: Date;
  items: number;
  fresh: number;
  etag: string | null;
  lastModified: string | null;
}

export interface CrawlFailure {
  at: Date;
  error: string;
}

/**
 * RSS-enabled sources: the administration edits their settings, the crawler lists the due ones
 * and records each crawl's outcome (it satisfies the crawler's CrawlRecorder as it is).
 */
export const FeedSourceRepository = Symbol.for('FeedSourceRepository');
export interface FeedSourceRepository {
  /** Every source, by name. */
  list(): Promise<FeedSource[]>;
  findById(id: string): Promise<FeedSource | null>;
  findByUrl(url: string): Promise<FeedSource | null>;
  /** Throws `source.url_taken` when another source has the URL. */
  add(source: FeedSource, createdAt: Date): Promise<void>;
  /**
   * Writes the admin's settings and nothing else, so a crawl finishing meanwhile keeps its health.
   * A changed URL forgets the conditional-GET state (it belonged to the old feed).
   * Throws `source.url_taken` when another source has the URL.
   */
  updateSettings(id: string, settings: FeedSourceSettings): Promise<void>;
  /** Un-pauses (`resumed()`); the source is due again once its interval since the last fetch has passed. */
  resume(id: string): Promise<void>;
  /** False when there was no such source. */
  remove(id: string): Promise<boolean>;
  /** Enabled, unpaused sources whose interval has passed (`isDue`), never-fetched and longest-waiting first. */
  listDue(now: Date, limit?: number): Promise<FeedSource[]>;
  /** Health after a crawl that worked (`afterSuccess`), with the new conditional-GET state. */
  recordSuccess(sourceId: string, result: CrawlSuccess): Promise<void>;
  /** Health after a failed crawl (`afterFailure`): pauses the source after repeated failures. */
  recordFailure(sourceId: string, result: CrawlFailure): Promise<void>;
}

/** Uploaded generic/custom site lists and the domains read from them. */
export const SiteListRepository = Symbol.for('SiteListRepository');
export interface SiteListRepository {
  /** Every file, by name, without content. */
  listFiles(): Promise<SiteListFileSummary[]>;
  findFile(name: string): Promise<SiteListFile | null>;
  /** Stores the file with its sites; a file of the same name is replaced (kind included). */
  saveFile(file: SiteListFile): Promise<{ replaced: boolean }>;
  /** False when there was no such file. */
  removeFile(name: string): Promise<boolean>;
  /** The sites of every file of one kind, one per domain (the first file by name names it), by domain. */
  sites(kind: SiteListKind): Promise<SiteEntry[]>;
  /** Is the (normalized) domain on any generic or custom list? */
  isListed(domain: string): Promise<boolean>;
}

export const OfficialSourceRepository = Symbol.for('OfficialSourceRepository');
export interface OfficialSourceRepository {
  /** Every official source, by name. */
  list(): Promise<OfficialSource[]>;
  findById(id: string): Promise<OfficialSource | null>;
  findByUrl(url: string): Promise<OfficialSource | null>;
  /** Inserts, or replaces the one with the same id. Throws `official_source.url_taken` on another's URL. */
  save(source: OfficialSource): Promise<void>;
}

/**
 * How a feed's host stands before it is saved: `public` (judged again at every fetch),
 * `intranet` (the operator let it through the outbound gate, NEWSDESK_FETCH_ALLOW) or `refused`
 * with the name of the address range that forbids it (`loopback`, `private`, `linkLocal`, …).
 */
export type FeedHostStanding = { kind: 'public' } | { kind: 'intranet' } | { kind: 'refused'; range: string };

/**
 * The outbound gate's address rules, applied when a source is saved (docs/operations.md,
 * "Network"). Without DNS: a host name is only fully judged when the gate connects, so this
 * refuses what can be refused from the address alone (IP literals, `localhost` names).
 */
export const FeedHostScreen = Symbol.for('FeedHostScreen');
export interface FeedHostScreen {
  /** `hostname` as `URL.hostname` gives it (IPv6 in brackets). */
  judge(hostname: string): FeedHostStanding;
}
