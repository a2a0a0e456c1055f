import { beforeEach, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { InMemorySiteRepository } from './testing/in-memory-site-repository';
import { aSite } from './testing/site.mother';
import { type SiteUnsubscribeGrant, type SiteUnsubscribeTokens, UnsubscribeSiteEmail } from './unsubscribe-site-email';

/** Tokens as a readable stand-in for the HMAC ones (adapters/src/email/hmac-unsubscribe-tokens.test.ts tests those). */
const tokens: SiteUnsubscribeTokens = {
  signSite: async (g) => `site:${g.siteId}:${g.email}`,
  verifySite: async (token): Promise<SiteUnsubscribeGrant | null> => {
    const [kind, siteId, email] = token.split(':');
    return kind === 'site' && siteId && email ? { siteId, email } : null;
  },
};

let sites: InMemorySiteRepository;
let unsubscribe: UnsubscribeSiteEmail;
const alert = { frequency: 'immediately' as const, emails: ['Desk@Example.org', 'night@example.org'], slackChannels: ['#desk'] };

beforeEach(() => {
  sites = new InMemorySiteRepository();
  unsubscribe = new UnsubscribeSiteEmail({ tokens, sites });
});

test('removes only that address from only that site, whatever its case, and a second click changes nothing', async () => {
  const site = aSite({ name: 'Council press', alert });
  const other = aSite({ name: 'Canton press', alert });
  await sites.insert(site);
  await sites.insert(other);

  const token = await tokens.signSite({ siteId: site.id, email: 'desk@example.org' });
  expect(await unsubscribe.execute(token)).toEqual({ siteName: 'Council press', email: 'desk@example.org', removed: true });
  expect((await sites.findById(site.id))!.alert).toEqual({ ...alert, emails: ['night@example.org'] });
  expect((await sites.findById(other.id))!.alert!.emails).toEqual(alert.emails);

  expect(await unsubscribe.execute(token)).toMatchObject({ removed: false });
  expect((await sites.findById(site.id))!.alert!.emails).toEqual(['night@example.org']);
});

test('a forged token or a removed site gets the one refusal', async () => {
  const site = aSite({ alert });
  await sites.insert(site);
  await expect(unsubscribe.execute('not-a-token')).rejects.toMatchObject({ code: 'alert.invalid_unsubscribe_token' });
  const token = await tokens.signSite({ siteId: site.id, email: 'night@example.org' });
  await sites.delete(site.id);
  await expect(unsubscribe.execute(token)).rejects.toBeInstanceOf(DomainError);
});
