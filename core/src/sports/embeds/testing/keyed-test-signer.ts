import type { SportsWidgetSigner } from '../sports-widget.ports';

/**
 * A stand-in for the HMAC signer in core's tests (core has no crypto): keyed, deterministic and
 * sensitive to every character, but NOT secure. The adapter's HmacSportsWidgetSigner is the real one.
 */
export class KeyedTestSigner implements SportsWidgetSigner {
  constructor(private readonly key: string) {}

  async sign(message: string): Promise<string> {
    // Two FNV-1a passes with different seeds, 64 bits in all, as base64url-safe hex.
    const pass = (seed: number) => {
      let hash = seed >>> 0;
      for (const ch of `${this.key}\u0000${message}`) {
        hash ^= ch.codePointAt(0)!;
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, '0');
    };
    return `${pass(0x811c9dc5)}${pass(0x01234567)}`;
  }

  async verify(message: string, signature: string): Promise<boolean> {
    return (await this.sign(message)) === signature;
  }
}
