import { beforeEach, describe, expect, test } from '@jest/globals';
import type { AlertMessage } from '../alerting/alert.ports';
import { DeliverAlert } from '../alerting/deliver-alert';
import { InMemoryDeliveryLedger, InMemorySlackChannelRate } from '../alerting/testing/in-memory-delivery-ledger';
import { webhookMessage } from '../alerting/webhook-payload';
import { CheckSite } from './check-site';
import type { SiteChangeContent } from './site-alert-content';
import { SiteAlertSettings } from './site-alert-settings';
import { FakeSitePages } from './testing/fake-site-pages';
import { InMemorySiteRepository } from './testing/in-memory-site-repository';
import { aSite } from './testing/site.mother';

let now: Date;
const clock = { now: () => now };
const URL_A = 'https://council.example/press';
let sites: InMemorySiteRepository;
let pages: FakeSitePages;
let ledger: InMemoryDeliveryLedger;
let mailed: { to: string; content: AlertMessage }[];
let deliver: DeliverAlert;
let settings: SiteAlertSettings;

const seedSite = async (alert: Parameters<SiteAlertSettings['save']>[2]) => {
  const site = aSite({ url: URL_A, lastText: 'Council adopts budget\nUpdated 09:14' });
  await sites.insert(site);
  await settings.save(site.ownerId, site.id, alert);
  return site;
};

/** The check's ledger rows, put into the in-memory ledger as the Postgres adapter does in its one write. */
const ledgerRows = () => sites.plannedDeliveries.map((p) => ledger.add({ ...p.delivery, collectionId: p.siteId }));

beforeEach(() => {
  now = new Date('2026-11-27T06:10:00Z');
  sites = new InMemorySiteRepository();
  pages = new FakeSitePages();
  ledger = new InMemoryDeliveryLedger();
  mailed = [];
  settings = new SiteAlertSettings({ sites, ledger, secrets: { secretOf: async () => null, rotate: async () => 'whsec_x' } });
  deliver = new DeliverAlert({
    ledger,
    collections: { findById: async () => null },
    documents: { findById: async () => null },
    sites,
    slack: null,
    email: { send: async (to, _id, content) => void mailed.push({ to, content }) },
    slackRate: new InMemorySlackChannelRate(),
    clock,
    sleep: async () => undefined,
    publicUrl: 'https://newsdesk.example/',
  });
});

describe('site-monitor alerts through the ledger', () => {
  test('a real change: one row per recipient, sent with the site, its address and the diff', async () => {
    const site = await seedSite({ frequency: 'immediately', emails: ['desk@example.org'], slackChannels: [] });
    pages.serve(URL_A, 'main', 'Council rejects budget\nUpdated 09:15');
    expect(await new CheckSite(sites, pages, clock).execute(site)).toBe('changed');
    const [row, ...more] = ledgerRows();
    expect(more).toEqual([]);
    expect(await deliver.execute(row!.id)).toEqual({ status: 'sent', nextAttemptAt: null });
    expect(mailed).toHaveLength(1);
    const content = mailed[0]!.content as SiteChangeContent;
    expect(content).toMatchObject({
      kind: 'site_change',
      siteName: site.name,
      siteUrl: URL_A,
      monitorUrl: 'https://newsdesk.example/site-monitor',
    });
    // the diff shows every difference, the clock too: only whether to alert ignores volatile text (check-site.ts)
    expect(content.changes).toEqual([{ at: now, added: ['rejects', '09:15'], removed: ['adopts', '09:14'], truncated: false }]);
    expect(ledger.rows.get(row!.id)?.status).toBe('sent');
    expect((await settings.deliveries(site.ownerId, site.id, 1, 20)).total).toBe(1);
  });

  test('a change only in ignored or volatile text: no row, nothing sent', async () => {
    const site = await seedSite({ frequency: 'immediately', emails: ['desk@example.org'], slackChannels: [] });
    pages.serve(URL_A, 'main', 'Council adopts budget\nUpdated 09:16');
    expect(await new CheckSite(sites, pages, clock).execute(site)).toBe('unchanged');
    expect(ledgerRows()).toEqual([]);
  });

  test('a site without alert settings changes: the badge, no row', async () => {
    const site = await seedSite(null);
    pages.serve(URL_A, 'main', 'Council rejects budget\nUpdated 09:15');
    expect(await new CheckSite(sites, pages, clock).execute(site)).toBe('changed');
    expect(ledgerRows()).toEqual([]);
  });

  test('an hourly digest reads every change of its period when sent', async () => {
    const site = await seedSite({ frequency: 'hourly', emails: ['desk@example.org'], slackChannels: [] });
    pages.serve(URL_A, 'main', 'Council rejects budget', 'Council rejects budget again');
    const check = new CheckSite(sites, pages, clock);
    await check.execute(site);
    now = new Date('2026-11-27T06:40:00Z');
    await check.execute(site);
    const rows = ledgerRows();
    // one row per change was asked for; the ledger's unique key keeps one per digest and recipient
    expect(new Set(rows.map((r) => r.subject)).size).toBe(1);
    now = new Date('2026-11-27T07:00:00Z');
    await deliver.execute(rows[0]!.id);
    const content = mailed[0]!.content as SiteChangeContent;
    expect(content.period?.frequency).toBe('hourly');
    expect(content.changes.map((c) => c.added)).toEqual([['rejects'], ['again']]);
  });

  test('a removed site or recipient: the row fails with a reason the delivery log explains', async () => {
    const site = await seedSite({ frequency: 'immediately', emails: ['desk@example.org'], slackChannels: [] });
    pages.serve(URL_A, 'main', 'Council rejects budget');
    await new CheckSite(sites, pages, clock).execute(site);
    const [row] = ledgerRows();
    await settings.save(site.ownerId, site.id, { frequency: 'immediately', emails: ['other@example.org'], slackChannels: [] });
    expect(await deliver.execute(row!.id)).toMatchObject({ status: 'failed' });
    expect(ledger.rows.get(row!.id)?.lastError).toBe('No longer a recipient of this site’s alerts.');
    expect(mailed).toEqual([]);
  });

  test('the webhook body names the site and carries the lines as plain text', () => {
    const content: SiteChangeContent = {
      kind: 'site_change',
      deliveryId: 'd1',
      siteId: 's1',
      siteName: 'Council <press>',
      siteUrl: URL_A,
      monitorUrl: 'https://newsdesk.example/site-monitor',
      unsubscribeUrl: null,
      language: 'en',
      changes: [{ at: now, added: ['<b>new</b>'], removed: [], truncated: false }],
      period: null,
    };
    const body = JSON.parse(webhookMessage(content, now).body);
    expect(body).toMatchObject({ type: 'site.change', data: { site: { id: 's1', name: 'Council <press>', url: URL_A } } });
    expect(body.data.changes).toEqual([{ at: now.toISOString(), added: ['<b>new</b>'], removed: [], truncated: false }]);
  });
});

describe('SiteAlertSettings', () => {
  test('the collection editor rules: a bad chip or recipients without a frequency are refused', async () => {
    const site = aSite();
    await sites.insert(site);
    await expect(
      settings.save(site.ownerId, site.id, { frequency: 'daily', emails: ['not-an-address'], slackChannels: [] }),
    ).rejects.toMatchObject({
      code: 'collection.invalid_email',
    });
    await expect(settings.save(site.ownerId, site.id, { emails: ['a@example.org'], slackChannels: [] })).rejects.toMatchObject({
      code: 'collection.frequency_required',
    });
    await expect(settings.save('someone-else', site.id, null)).rejects.toMatchObject({ code: 'site_monitor.not_found' });
    const saved = await settings.save(site.ownerId, site.id, {
      frequency: 'daily',
      emails: ['A@example.org', 'a@example.org'],
      slackChannels: [],
    });
    expect(saved.alert).toEqual({ frequency: 'daily', emails: ['A@example.org'], slackChannels: [] });
  });
});
