import type { Clock } from '../shared/clock';
import { validateIgnoreRules } from './noise-rules';
import { readSiteText } from './read-site-text';
import { findOwnedSite } from './site-access';
import type { SitePageReader, SiteRepository } from './site-monitor.ports';
import { siteBusy, siteExists } from './site-monitor.errors';
import { toSiteView, type MonitoredSite, type SiteView } from './site-monitor.types';
import { normalizeSelector, normalizeSiteName, normalizeSiteUrl, siteKey } from './site-validation';

export interface SitePatch {
  name?: string;
  url?: string;
  selector?: string;
  ignoredPatterns?: string[];
}

/**
 * siteUpdate: rename, change the ignore rules, or point the watch elsewhere. A new url or
 * selector is read at once (proving the selector finds text) and becomes the new baseline: the
 * old change described another text. Holds the site's lease so no check writes in between.
 */
export class UpdateSite {
  constructor(
    private readonly sites: SiteRepository,
    private readonly reader: SitePageReader,
    private readonly clock: Clock,
    private readonly leaseMs = 60_000,
  ) {}

  async execute(ownerId: string, id: string, patch: SitePatch): Promise<SiteView> {
    const found = await findOwnedSite(this.sites, ownerId, id);
    const url = patch.url === undefined ? found.url : normalizeSiteUrl(patch.url);
    const selector = patch.selector === undefined ? found.selector : normalizeSelector(patch.selector);
    const name = patch.name === undefined ? found.name : normalizeSiteName(patch.name);
    const ignoredPatterns = patch.ignoredPatterns === undefined ? found.ignoredPatterns : validateIgnoreRules(patch.ignoredPatterns);
    const moved = siteKey(url, selector) !== siteKey(found.url, found.selector);
    if (moved && (await this.sites.listForOwner(ownerId)).some((s) => s.id !== id && siteKey(s.url, s.selector) === siteKey(url, selector)))
      throw siteExists();

    const now = this.clock.now();
    if (!(await this.sites.claim(id, now, new Date(now.getTime() + this.leaseMs)))) throw siteBusy();
    try {
      const current = (await this.sites.findById(id)) ?? found;
      let site: MonitoredSite = { ...current, name, url, selector, ignoredPatterns, updatedAt: now.toISOString() };
      if (moved) {
        const text = await readSiteText(this.reader, url, selector);
        const at = this.clock.now().toISOString();
        site = { ...site, lastText: text, lastChange: null, isNew: false, lastCheckedAt: at, lastError: null };
      }
      await this.sites.update(site);
      return toSiteView(site);
    } finally {
      await this.sites.release(id);
    }
  }
}
