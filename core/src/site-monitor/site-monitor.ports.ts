import type { NewDelivery } from '../alerting/alert.types';
import type { AlertSettings } from '../collections/collection.types';
import type { MonitoredSite, SiteChange, SiteCheckError } from './site-monitor.types';

/** What one check found; applied in one write so a concurrent "mark viewed" is never lost. */
export interface SiteCheckRecord {
  checkedAt: string;
  /** The text now under the selector (raw normalised, before ignore rules); absent when the check failed. */
  text?: string;
  /** A real change: stored as the last change and marks the site new. */
  change?: SiteChange;
  error: SiteCheckError | null;
  /**
   * The change's alert (ADR 0026): the change is kept for the message and the ledger rows are
   * added in the same write, so a recorded change is never without its alert (and vice versa).
   */
  alert?: { change: SiteChange; deliveries: NewDelivery[] };
}

/**
 * Watched sites as stored. Unique per owner, url and selector (insert and update throw
 * site_monitor.site_exists). `claim` is a lease that lets one check at a time touch a site, in
 * this process or any other: a crashed checker's lease simply runs out.
 */
export const SiteRepository = Symbol.for('SiteRepository');
export interface SiteRepository {
  findById(id: string): Promise<MonitoredSite | null>;
  /** Oldest first: the order the user added them. */
  listForOwner(ownerId: string): Promise<MonitoredSite[]>;
  countForOwner(ownerId: string): Promise<number>;
  /** Sites last checked before `checkedBefore` (or never), least recently checked first, at most `limit`. */
  listDue(checkedBefore: Date, limit: number): Promise<MonitoredSite[]>;
  insert(site: MonitoredSite): Promise<void>;
  /** Saves name, url, selector, ignore rules, baseline text, last change and isNew. */
  update(site: MonitoredSite): Promise<void>;
  delete(id: string): Promise<void>;
  /** True when the site was free (or its lease ran out) and is now held until `until`. */
  claim(id: string, now: Date, until: Date): Promise<boolean>;
  release(id: string): Promise<void>;
  recordCheck(id: string, record: SiteCheckRecord): Promise<void>;
  /** False when the owner has no such site. */
  markViewed(ownerId: string, id: string): Promise<boolean>;
  markAllViewed(ownerId: string): Promise<void>;
  /** Saves the alert settings alone (a check running meanwhile keeps its result). */
  saveAlert(id: string, alert: AlertSettings | null): Promise<void>;
  /** Changes recorded with an alert at `from` ≤ at < `to`, oldest first (what a site alert announces). */
  changesBetween(id: string, from: Date, to: Date): Promise<SiteChange[]>;
}

/**
 * Reads a page through the outbound HTTP gate and returns the text under the selector (all
 * matches, one line per block). Throws site_monitor.fetch_failed, .invalid_selector or
 * .selector_not_found.
 */
export const SitePageReader = Symbol.for('SitePageReader');
export interface SitePageReader {
  read(url: string, selector: string): Promise<string>;
}
