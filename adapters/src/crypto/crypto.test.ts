import { describe, expect, test } from '@jest/globals';
import { RandomSessionTokens } from './random-session-tokens';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

describe('scrypt password hasher', () => {
  const hasher = new ScryptPasswordHasher({ N: 2 ** 12, r: 8, p: 1 });

  test('verifies the right password only, with a fresh salt per hash', async () => {
    const hash = await hasher.hash('Grüezi newsroom 2026');
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(hash).not.toContain('Grüezi');
    expect(await hasher.verify('Grüezi newsroom 2026', hash)).toBe(true);
    expect(await hasher.verify('grüezi newsroom 2026', hash)).toBe(false);
    expect(await hasher.hash('Grüezi newsroom 2026')).not.toBe(hash);
  });

  test('reads the cost from the stored hash, so old hashes still verify after a cost change', async () => {
    const old = await hasher.hash('long enough password');
    expect(await new ScryptPasswordHasher({ N: 2 ** 13, r: 8, p: 1 }).verify('long enough password', old)).toBe(true);
  });

  test('a malformed stored hash never verifies', async () => {
    for (const bad of ['', 'plain:x', 'scrypt$1$2', 'bcrypt$4096$8$1$a$b']) expect(await hasher.verify('x', bad)).toBe(false);
  });
});

describe('session tokens', () => {
  test('ids carry 128 random bits, secrets 256, and only the hash is derived from the secret', () => {
    const tokens = new RandomSessionTokens();
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.tokenHash).toBe(tokens.hash(a.token));
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([a.sessionId, b.sessionId, a.token, b.token]).size).toBe(4);
  });
});
