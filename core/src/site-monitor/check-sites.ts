import type { Clock } from '../shared/clock';
import type { CheckSite, SiteCheckOutcome } from './check-site';
import type { SiteRepository } from './site-monitor.ports';
import { toSiteView, type MonitoredSite, type SiteView } from './site-monitor.types';

export interface SiteCheckSummary {
  checked: number;
  changed: number;
  failed: number;
  /** Being checked by another process at that moment (its result lands there). */
  busy: number;
}

/** Runs checks a few at a time: each is a fetch of another site, and one slow site must not hold up the rest. */
export const checkAll = async (check: CheckSite, sites: readonly MonitoredSite[], concurrency: number): Promise<SiteCheckSummary> => {
  const outcomes: SiteCheckOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < sites.length) {
      const site = sites[next++]!;
      try {
        outcomes.push(await check.execute(site));
      } catch {
        outcomes.push('failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, sites.length)) }, worker));
  const count = (outcome: SiteCheckOutcome) => outcomes.filter((o) => o === outcome).length;
  return { checked: outcomes.length - count('busy'), changed: count('changed'), failed: count('failed'), busy: count('busy') };
};

/** "Check updates now": every site of the user, at once; answers the fresh list. */
export class CheckOwnerSites {
  constructor(
    private readonly sites: SiteRepository,
    private readonly check: CheckSite,
    private readonly concurrency = 4,
  ) {}

  async execute(ownerId: string): Promise<{ summary: SiteCheckSummary; sites: SiteView[] }> {
    const summary = await checkAll(this.check, await this.sites.listForOwner(ownerId), this.concurrency);
    return { summary, sites: (await this.sites.listForOwner(ownerId)).map(toSiteView) };
  }
}

export interface CheckDueSitesOptions {
  /** A site is due when its last check is older than this. */
  everyMs: number;
  /** Sites checked per run; the rest wait for the next run. */
  batch?: number;
  concurrency?: number;
}

/** The schedule's run: the sites whose last check is oldest, a batch at a time. */
export class CheckDueSites {
  constructor(
    private readonly sites: SiteRepository,
    private readonly check: CheckSite,
    private readonly clock: Clock,
    private readonly options: CheckDueSitesOptions,
  ) {}

  async execute(): Promise<SiteCheckSummary> {
    const due = await this.sites.listDue(new Date(this.clock.now().getTime() - this.options.everyMs), this.options.batch ?? 200);
    return checkAll(this.check, due, this.options.concurrency ?? 2);
  }
}
