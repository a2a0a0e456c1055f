import type { OfficialSource, OfficialSourceKind } from './official-source.types';
import { nextCrawlAt } from './schedule';
import type { SiteEntry, SiteListFile, SiteListFileSummary, SiteListKind, Uploader } from './site-list';
import type { FeedSource } from './source.types';

/*
 * Wire shapes of the sources administration (dates as ISO strings). Browser-safe: the
 * administration widget imports these types, the HTTP adapter produces them.
 */

/** A feed source as the administration shows it: without the crawler's conditional-GET state. */
export interface FeedSourceView extends Omit<FeedSource, 'etag' | 'lastModified'> {
  /** Null while disabled or paused. */
  nextCrawlAt: string | null;
}

export interface SiteListFileView {
  name: string;
  kind: SiteListKind;
  entries: number;
  size: number;
  uploadedAt: string;
  uploadedBy: Uploader | null;
}

export interface SiteListFileContentView extends SiteListFileView {
  content: string;
  sites: SiteEntry[];
}

export interface OfficialSourceView {
  id: string;
  name: string;
  url: string;
  domain: string;
  kind: OfficialSourceKind;
  updatedAt: string;
}

export interface CrawlScheduleEntry {
  id: string;
  name: string;
  intervalMinutes: number;
  enabled: boolean;
  concurrency: number;
  paused: boolean;
  nextCrawlAt: string | null;
}

export const toFeedSourceView = (source: FeedSource, now: Date): FeedSourceView => ({
  id: source.id,
  name: source.name,
  url: source.url,
  domain: source.domain,
  intervalMinutes: source.intervalMinutes,
  enabled: source.enabled,
  concurrency: source.concurrency,
  health: { ...source.health },
  nextCrawlAt: nextCrawlAt(source, now)?.toISOString() ?? null,
});

export const toScheduleEntry = (source: FeedSource, now: Date): CrawlScheduleEntry => ({
  id: source.id,
  name: source.name,
  intervalMinutes: source.intervalMinutes,
  enabled: source.enabled,
  concurrency: source.concurrency,
  paused: source.health.paused,
  nextCrawlAt: nextCrawlAt(source, now)?.toISOString() ?? null,
});

export const toSiteListFileView = (file: SiteListFileSummary): SiteListFileView => ({
  name: file.name,
  kind: file.kind,
  entries: file.entries,
  size: file.size,
  uploadedAt: file.uploadedAt.toISOString(),
  uploadedBy: file.uploadedBy,
});

export const toSiteListFileContentView = (file: SiteListFile): SiteListFileContentView => ({
  ...toSiteListFileView({ ...file, entries: file.sites.length }),
  content: file.content,
  sites: file.sites,
});

export const toOfficialSourceView = (source: OfficialSource): OfficialSourceView => ({
  ...source,
  updatedAt: source.updatedAt.toISOString(),
});
