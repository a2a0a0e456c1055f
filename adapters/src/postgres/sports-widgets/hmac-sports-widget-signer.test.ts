import { createHmac } from 'node:crypto';
import { expect, test } from '@jest/globals';
import { HmacSportsWidgetSigner } from './hmac-sports-widget-signer';

const SECRET = 'a'.repeat(32) + 'widget-secret';

test('signs with HMAC-SHA256 of the secret, base64url, as any HMAC implementation computes it', async () => {
  const signer = new HmacSportsWidgetSigner(async () => SECRET);
  const expected = createHmac('sha256', SECRET).update('newsdesk-sports-widget:v1\nid').digest('base64url');
  expect(await signer.sign('newsdesk-sports-widget:v1\nid')).toBe(expected);
  expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('verifies only the exact signature of the exact message under the same secret', async () => {
  const signer = new HmacSportsWidgetSigner(async () => SECRET);
  const signature = await signer.sign('message');
  expect(await signer.verify('message', signature)).toBe(true);
  expect(await signer.verify('message ', signature)).toBe(false);
  expect(await signer.verify('message', signature.slice(1))).toBe(false);
  expect(await signer.verify('message', '')).toBe(false);
  expect(await new HmacSportsWidgetSigner(async () => `${SECRET}2`).verify('message', signature)).toBe(false);
});

test('reads the secret once; a failed read is retried; a short secret is refused', async () => {
  let reads = 0;
  const flaky = new HmacSportsWidgetSigner(async () => {
    reads += 1;
    if (reads === 1) throw new Error('database not reachable');
    return SECRET;
  });
  await expect(flaky.sign('m')).rejects.toThrow('database not reachable');
  await Promise.all([flaky.sign('m'), flaky.sign('n'), flaky.verify('m', 'x')]);
  expect(reads).toBe(2);
  await expect(new HmacSportsWidgetSigner(async () => 'short').sign('m')).rejects.toThrow('at least 32 characters');
});
