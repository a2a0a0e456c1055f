import type { Clock } from '../shared/clock';
import { isDomainError } from '../shared/domain-error';
import { readSiteText } from './read-site-text';
import { planSiteAlert, realSiteChange } from './site-alert';
import type { SitePageReader, SiteRepository } from './site-monitor.ports';
import type { MonitoredSite, SiteChange } from './site-monitor.types';

export type SiteCheckOutcome = 'baseline' | 'unchanged' | 'changed' | 'failed' | 'busy';

export interface CheckSiteOptions {
  /** How long a check may hold a site; longer than the gate's 20 s total fetch timeout. */
  leaseMs?: number;
  /** Zurich hour a daily digest period starts (NEWSDESK_DAILY_DIGEST_HOUR, as for collections; default 7). */
  dailyDigestHour?: number;
}

/**
 * One check of one site: read the text under the selector, compare it with the last version
 * with the ignore rules applied to both, and record a change only when the diff holds more than
 * whitespace and more than volatile text (dates, clocks, relative times, counters); the recorded
 * diff then shows every difference, volatile ones included; a site with alert settings gets its ledger
 * rows in the same write (ADR 0026). A failed read is recorded (lastError) and never alerts. The lease makes sure two
 * processes (the schedule, "check updates now") never check one site at once.
 */
export class CheckSite {
  private readonly leaseMs: number;
  private readonly dailyDigestHour: number;

  constructor(
    private readonly sites: SiteRepository,
    private readonly reader: SitePageReader,
    private readonly clock: Clock,
    options: CheckSiteOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.dailyDigestHour = options.dailyDigestHour ?? 7;
  }

  async execute(site: MonitoredSite): Promise<SiteCheckOutcome> {
    const now = this.clock.now();
    if (!(await this.sites.claim(site.id, now, new Date(now.getTime() + this.leaseMs)))) return 'busy';
    try {
      // re-read under the lease: the settings may have changed since the caller listed the site
      const current = await this.sites.findById(site.id);
      if (!current) return 'failed';
      return await this.check(current);
    } finally {
      await this.sites.release(site.id);
    }
  }

  private async check(site: MonitoredSite): Promise<SiteCheckOutcome> {
    let text: string;
    try {
      text = await readSiteText(this.reader, site.url, site.selector);
    } catch (error) {
      const code = isDomainError(error) ? error.code : 'site_monitor.check_failed';
      const at = this.clock.now().toISOString();
      await this.sites.recordCheck(site.id, { checkedAt: at, error: { code, at } });
      if (!isDomainError(error)) throw error;
      return 'failed';
    }
    const checkedAt = this.clock.now().toISOString();
    if (site.lastText === null) {
      await this.sites.recordCheck(site.id, { checkedAt, text, error: null });
      return 'baseline';
    }
    // a clock, a date, "3 minutes ago" or a reader count that changed alone is no news (site-alert.ts)
    const parts = realSiteChange(site.lastText, text, site.ignoredPatterns, new Date(checkedAt));
    if (!parts) {
      await this.sites.recordCheck(site.id, { checkedAt, text, error: null });
      return 'unchanged';
    }
    const change: SiteChange = { at: checkedAt, parts };
    const deliveries = planSiteAlert(site.alert, change, this.dailyDigestHour);
    await this.sites.recordCheck(site.id, {
      checkedAt,
      text,
      change,
      error: null,
      ...(deliveries.length ? { alert: { change, deliveries } } : {}),
    });
    return 'changed';
  }
}
