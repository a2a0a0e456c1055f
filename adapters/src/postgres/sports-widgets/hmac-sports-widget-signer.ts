import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SportsWidgetSigner } from '@newsdesk/core/sports/embeds/sports-widget.ports';

/** Secrets shorter than this are refused: a guessable key would make every token forgeable. */
export const MIN_WIDGET_SECRET_LENGTH = 32;

/**
 * HMAC-SHA256 with the server's widget secret. The secret is fetched once, on first use (it may
 * live in the database), and the promise is kept so concurrent first requests share one read;
 * a failed read is forgotten so the next request tries again.
 */
export class HmacSportsWidgetSigner implements SportsWidgetSigner {
  private secret: Promise<string> | null = null;

  constructor(private readonly loadSecret: () => Promise<string>) {}

  async sign(message: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(message, 'utf8')
      .digest('base64url');
  }

  async verify(message: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(message), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private key(): Promise<string> {
    this.secret ??= this.loadSecret()
      .then((secret) => {
        if (secret.length < MIN_WIDGET_SECRET_LENGTH)
          throw new Error(`the sports widget secret must have at least ${MIN_WIDGET_SECRET_LENGTH} characters`);
        return secret;
      })
      .catch((error: unknown) => {
        this.secret = null;
        throw error;
      });
    return this.secret;
  }
}
