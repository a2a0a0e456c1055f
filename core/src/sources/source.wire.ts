import type { FeedSourceInput } from './feed-source-settings';
import type { SourceIncidentView } from './list-source-incidents';
import type { SaveOfficialSourceCommand } from './save-official-source';
import type { SiteEntry } from './site-list';
import type { FeedSourceView, OfficialSourceView, SiteListFileContentView, SiteListFileView } from './source.views';
import type { ScheduleChange } from './update-crawl-schedule';
import type { UpdateFeedSourceCommand } from './update-feed-source';

/**
 * The wire contract of the sources administration (spec §7, ADR 0031). The route schemas
 * (adapters/src/http/sources) are checked against these types and the source-admin widget imports them.
 */

/** Body of POST /api/rss-enabled-source. */
export type FeedSourceRequest = FeedSourceInput;
/** Body of PUT /api/rss-enabled-source-update; `resume` un-pauses a source the crawler paused. */
export type FeedSourceUpdateRequest = UpdateFeedSourceCommand;
/** Answer of GET /api/rss-enabled-source. */
export interface FeedSourceList {
  sources: FeedSourceView[];
}

/** Body of PUT of the crawl schedule: several sources at once. */
export interface CrawlScheduleRequest {
  sources: ScheduleChange[];
}

/** Body of POST of an official source: creates, or updates the one with this id or URL. */
export type OfficialSourceRequest = SaveOfficialSourceCommand;
export interface OfficialSourceList {
  sources: OfficialSourceView[];
}

/** Answer of GET /api/files/websites. */
export interface SiteListFileList {
  files: SiteListFileView[];
}

/** Answer of an upload of a site-list file. */
export interface SiteListUpload {
  file: SiteListFileView;
  replaced: boolean;
}

export interface SiteEntryList {
  sites: SiteEntry[];
}

/** Answer of GET /api/source-health/incidents (ADR 0027). */
export interface SourceIncidentList {
  incidents: SourceIncidentView[];
}

export type { FeedSourceView, OfficialSourceView, SiteEntry, SiteListFileContentView, SiteListFileView, SourceIncidentView };
