import { invalidUnsubscribeToken } from '../alerting/alert.errors';
import type { SiteRepository } from './site-monitor.ports';

/** What a site's unsubscribe token carries: one site, one address (ADR 0026). */
export interface SiteUnsubscribeGrant {
  siteId: string;
  email: string;
}

/** Signs and reads the one-click unsubscribe tokens of site-monitor alert e-mails. */
export const SiteUnsubscribeTokens = Symbol.for('SiteUnsubscribeTokens');
export interface SiteUnsubscribeTokens {
  signSite(grant: SiteUnsubscribeGrant): Promise<string>;
  /** The grant, or null when the token is forged, damaged, a collection's, or not a token at all. */
  verifySite(token: string): Promise<SiteUnsubscribeGrant | null>;
}

export interface SiteEmailUnsubscribed {
  siteName: string;
  email: string;
  /** False when the address had already been removed (a second click, or the owner removed it). */
  removed: boolean;
}

/**
 * The one-click unsubscribe of a site-monitor alert e-mail (RFC 8058), as a collection's is
 * (unsubscribe-alert-email.ts): only this address comes off this site's e-mail recipients, nobody
 * logs in, repeating it is harmless, and a bad token or a removed site gets the one refusal.
 */
export class UnsubscribeSiteEmail {
  constructor(
    private readonly deps: {
      tokens: Pick<SiteUnsubscribeTokens, 'verifySite'>;
      sites: Pick<SiteRepository, 'findById' | 'saveAlert'>;
    },
  ) {}

  async execute(token: string): Promise<SiteEmailUnsubscribed> {
    const grant = await this.deps.tokens.verifySite(token);
    const site = grant ? await this.deps.sites.findById(grant.siteId) : null;
    if (!grant || !site) throw invalidUnsubscribeToken();
    const email = grant.email.toLowerCase();
    const emails = site.alert?.emails ?? [];
    const kept = emails.filter((e) => e.trim().toLowerCase() !== email);
    const removed = kept.length !== emails.length;
    if (removed && site.alert) await this.deps.sites.saveAlert(site.id, { ...site.alert, emails: kept });
    return { siteName: site.name, email, removed };
  }
}
