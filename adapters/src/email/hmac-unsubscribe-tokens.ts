import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeGrant, UnsubscribeTokens } from '@newsdesk/core/alerts/alert.ports';

/** Keeps these signatures apart from anything else signed with the same server secret. */
const PURPOSE = 'newsdesk alert unsubscribe v1';

/**
 * One-click unsubscribe tokens (RFC 8058; ADR 0022): `<collection id>.<address, base64url>.<HMAC-SHA256>`
 * with the server's secret. No expiry: an old alert's link must still work, and the worst a
 * leaked link can do is turn off that one address's e-mails of that one collection.
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
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
    const expected = Buffer.from(await this.mac(`${collectionId}.${email}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { collectionId, email: Buffer.from(email, 'base64url').toString('utf8') };
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
