import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeGrant, UnsubscribeTokens } from '@newsdesk/core/alerting/alert.ports';
import type { SiteUnsubscribeGrant, SiteUnsubscribeTokens } from '@newsdesk/core/site-monitor/unsubscribe-site-email';

/** Keeps these signatures apart from anything else signed with the same server secret. */
const PURPOSE = 'newsdesk alert unsubscribe v1';

/**
 * One-click unsubscribe tokens (RFC 8058; ADR 0022): `<collection id>.<address, base64url>.<HMAC-SHA256>`
 * with the server's secret, and for a monitored site (ADR 0026) `site.<site id>.<address>.<HMAC>`:
 * the MAC covers the `site.` prefix, so neither kind of token can be passed off as the other. No expiry: an old alert's link must still work, and the worst a
 * leaked link can do is turn off that one address's e-mails of that one collection.
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens, SiteUnsubscribeTokens {
  private secret: Promise<string> | null = null;

  constructor(private readonly loadSecret: () => Promise<string>) {}

  async sign(grant: UnsubscribeGrant): Promise<string> {
    const payload = `${grant.collectionId}.${Buffer.from(grant.email.toLowerCase(), 'utf8').toString('base64url')}`;
    return `${payload}.${await this.mac(payload)}`;
  }

  async verify(token: string): Promise<UnsubscribeGrant | null> {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, collectionId, email, mac] = match as unknown as [string, string, string, string];
    if (!(await this.macMatches(`${collectionId}.${email}`, mac))) return null;
    return { collectionId, email: Buffer.from(email, 'base64url').toString('utf8') };
  }

  async signSite(grant: SiteUnsubscribeGrant): Promise<string> {
    const payload = `site.${grant.siteId}.${Buffer.from(grant.email.toLowerCase(), 'utf8').toString('base64url')}`;
    return `${payload}.${await this.mac(payload)}`;
  }

  async verifySite(token: string): Promise<SiteUnsubscribeGrant | null> {
    const match = /^site\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, siteId, email, mac] = match as unknown as [string, string, string, string];
    if (!(await this.macMatches(`site.${siteId}.${email}`, mac))) return null;
    return { siteId, email: Buffer.from(email, 'base64url').toString('utf8') };
  }

  private async macMatches(payload: string, mac: string): Promise<boolean> {
    const expected = Buffer.from(await this.mac(payload));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async mac(payload: string): Promise<string> {
    this.secret ??= this.loadSecret().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return createHmac('sha256', await this.secret)
      .update(`${PURPOSE}\n${payload}`, 'utf8')
      .digest('base64url');
  }
}
