import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: `whsec_` and the key in base64 (https://www.standardwebhooks.com/). */
const PREFIX = 'whsec_';

/** 32 random bytes, the key length the spec's libraries generate. */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string): Buffer => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

/**
 * The `webhook-signature` value: `v1,` and base64 HMAC-SHA256 over `<id>.<timestamp>.<body>`
 * with the decoded key. The id and timestamp are signed so that a receiver can refuse a replayed
 * or re-dated call; receivers compare in constant time and allow a few minutes of clock skew.
 */
export const signWebhook = (secret: string, id: string, timestamp: number, body: string): string =>
  `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
