import type { AlertSettings } from '../collections/collection.types';

/**
 * A web page a user watches: the text under a CSS selector is compared with the last version
 * fetched; a real change (not noise, not whitespace) marks the site as new until viewed.
 */
export interface MonitoredSite {
  id: string;
  ownerId: string;
  name: string;
  url: string;
  selector: string;
  /** Noise rules (see noise-rules.ts): parts of the text that change on every load. */
  ignoredPatterns: string[];
  /** Normalised text under the selector at the last successful check (null: never read). */
  lastText: string | null;
  /** The last real change, shown as a diff until the next one replaces it. */
  lastChange: SiteChange | null;
  /** A change the owner has not marked viewed yet; counts towards the sidebar badge. */
  isNew: boolean;
  lastCheckedAt: string | null;
  /** Why the last check failed (an error code), null when it succeeded. */
  lastError: SiteCheckError | null;
  /** Where a real change is sent, and how often (ADR 0026: a collection's settings); null: only the badge. */
  alert: AlertSettings | null;
  createdAt: string;
  updatedAt: string;
}

export interface SiteCheckError {
  code: string;
  at: string;
}

export const DIFF_PART_KINDS = ['same', 'added', 'removed'] as const;
export type DiffPartKind = (typeof DIFF_PART_KINDS)[number];

/** One run of a word diff; long unchanged runs are shortened (`elided`) to keep the diff readable. */
export interface DiffPart {
  kind: DiffPartKind;
  text: string;
  elided?: boolean;
}

export interface SiteChange {
  at: string;
  parts: DiffPart[];
}

/** What a user types into the add form. */
export interface SiteDraft {
  url: string;
  selector: string;
  name: string;
}

/** A site as the API shows it to its owner: no stored page text. */
export interface SiteView {
  id: string;
  name: string;
  url: string;
  selector: string;
  ignoredPatterns: string[];
  isNew: boolean;
  lastChange: SiteChange | null;
  lastCheckedAt: string | null;
  lastError: SiteCheckError | null;
  alert: AlertSettings | null;
  createdAt: string;
}

export const toSiteView = (site: MonitoredSite): SiteView => ({
  id: site.id,
  name: site.name,
  url: site.url,
  selector: site.selector,
  ignoredPatterns: [...site.ignoredPatterns],
  isNew: site.isNew,
  lastChange: site.lastChange,
  lastCheckedAt: site.lastCheckedAt,
  lastError: site.lastError,
  alert: site.alert,
  createdAt: site.createdAt,
});

/** Sites one user may watch: each check is a fetch, and checks of all of them run on "check updates now". */
export const MAX_SITES_PER_USER = 50;
export const MAX_NAME_LENGTH = 120;
export const MAX_URL_LENGTH = 2_000;
export const MAX_SELECTOR_LENGTH = 500;
/** Text under a selector beyond this is cut: a selector of `body` on a huge page is not a useful watch. */
export const MAX_TEXT_LENGTH = 100_000;
