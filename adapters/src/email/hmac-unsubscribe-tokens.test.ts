import { randomUUID } from 'node:crypto';
import { expect, test } from '@jest/globals';
import { HmacUnsubscribeTokens } from './hmac-unsubscribe-tokens';

const tokens = new HmacUnsubscribeTokens(async () => 'server-secret-of-this-test');
const otherServer = new HmacUnsubscribeTokens(async () => 'another-secret');

/** Changes one character of the signature to a different one (the last may already be any letter). */
const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

test('a collection token and a site token each carry their own grant back', async () => {
  const collectionId = randomUUID();
  const siteId = randomUUID();
  const forCollection = await tokens.sign({ collectionId, email: 'Desk@Example.org' });
  const forSite = await tokens.signSite({ siteId, email: 'Desk@Example.org' });
  expect(await tokens.verify(forCollection)).toEqual({ collectionId, email: 'desk@example.org' });
  expect(await tokens.verifySite(forSite)).toEqual({ siteId, email: 'desk@example.org' });
});

test('neither kind passes for the other, nor with the same id put under the other kind', async () => {
  const id = randomUUID();
  const forCollection = await tokens.sign({ collectionId: id, email: 'desk@example.org' });
  const forSite = await tokens.signSite({ siteId: id, email: 'desk@example.org' });
  expect(await tokens.verifySite(forCollection)).toBeNull();
  expect(await tokens.verify(forSite)).toBeNull();
  // the collection token's signature does not cover a `site.` prefix, and the reverse
  expect(await tokens.verifySite(`site.${forCollection}`)).toBeNull();
  expect(await tokens.verify(forSite.slice('site.'.length))).toBeNull();
});

test('a changed signature, address or secret is refused', async () => {
  const siteId = randomUUID();
  const token = await tokens.signSite({ siteId, email: 'desk@example.org' });
  expect(await tokens.verifySite(tampered(token))).toBeNull();
  const [prefix, id, , mac] = token.split('.');
  const otherAddress = Buffer.from('boss@example.org').toString('base64url');
  expect(await tokens.verifySite([prefix, id, otherAddress, mac].join('.'))).toBeNull();
  expect(await otherServer.verifySite(token)).toBeNull();
  expect(await tokens.verifySite('site.not-a-token')).toBeNull();
});
