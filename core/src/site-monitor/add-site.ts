import type { Clock } from '../shared/clock';
import { proposeIgnoreRules } from './noise-profile';
import { readSiteText } from './read-site-text';
import type { SitePageReader, SiteRepository } from './site-monitor.ports';
import { siteExists, siteLimitReached } from './site-monitor.errors';
import { MAX_SITES_PER_USER, toSiteView, type MonitoredSite, type SiteDraft, type SiteView } from './site-monitor.types';
import { siteKey, validateSiteDraft } from './site-validation';
import type { IdGenerator } from '../shared/id-generator';

export interface AddSiteOptions {
  maxPerUser?: number;
  /** Pause between the three loads of the noise profile: a clock showing seconds must tick. Default 1.1 s. */
  probePauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface AddedSite {
  site: SiteView;
  /** Rules the noise profile found and the site now uses; the user may drop them (siteUpdate). */
  proposedIgnores: string[];
}

/**
 * "Add to list": validates, refuses a second watch of the same url and selector, reads the page
 * three times (which also proves the selector finds text) and saves the third reading as the
 * baseline, with the noise profile's rules already applied.
 */
export class AddSite {
  private readonly maxPerUser: number;
  private readonly probePauseMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly sites: SiteRepository,
    private readonly reader: SitePageReader,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    options: AddSiteOptions = {},
  ) {
    this.maxPerUser = options.maxPerUser ?? MAX_SITES_PER_USER;
    this.probePauseMs = options.probePauseMs ?? 1_100;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async execute(ownerId: string, input: SiteDraft): Promise<AddedSite> {
    const draft = validateSiteDraft(input);
    const owned = await this.sites.listForOwner(ownerId);
    if (owned.length >= this.maxPerUser) throw siteLimitReached(this.maxPerUser);
    const key = siteKey(draft.url, draft.selector);
    if (owned.some((s) => siteKey(s.url, s.selector) === key)) throw siteExists();

    const samples: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) await this.sleep(this.probePauseMs);
      samples.push(await readSiteText(this.reader, draft.url, draft.selector));
    }
    const proposedIgnores = proposeIgnoreRules(samples as [string, string, string]);
    const at = this.clock.now().toISOString();
    const site: MonitoredSite = {
      id: this.ids.newId(),
      ownerId,
      ...draft,
      ignoredPatterns: proposedIgnores,
      lastText: samples[2]!,
      lastChange: null,
      isNew: false,
      lastCheckedAt: at,
      lastError: null,
      alert: null,
      createdAt: at,
      updatedAt: at,
    };
    await this.sites.insert(site);
    return { site: toSiteView(site), proposedIgnores };
  }
}
