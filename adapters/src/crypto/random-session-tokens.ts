import { createHash, randomBytes } from 'node:crypto';
import type { SessionTokens } from '@newsdesk/core/identity/identity.ports';

/** 128-bit public session ids, 256-bit cookie secrets, SHA-256 of the secret in the database. */
export class RandomSessionTokens implements SessionTokens {
  issue() {
    const token = randomBytes(32).toString('base64url');
    return { sessionId: randomBytes(16).toString('hex'), token, tokenHash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
