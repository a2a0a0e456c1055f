import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CheckSite } from '@newsdesk/core/site-monitor/check-site';
import { SiteAlertSettings } from '@newsdesk/core/site-monitor/site-alert-settings';
import { aSite } from '@newsdesk/core/site-monitor/testing/site.mother';
import { createAlertHarness, eventually, type AlertHarness } from '../alerts/testing/alert-harness';
import { PostgresAlertHousekeeping } from '../alerts/postgres-alert-housekeeping';
import { startTestSmtpServer, type TestSmtpServer } from '../email/testing/test-smtp-server';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { startFakeSlack, type FakeSlack } from '../slack/testing/fake-slack';
import { startAlertReceiver, type AlertReceiver } from '../webhooks/testing/alert-receiver';
import { GatedSitePageReader } from './gated-site-page-reader';
import { startWatchedPage, type WatchedPage } from './testing/watched-page';

/**
 * Site-monitor alerts end to end on real PostgreSQL (ADR 0026): a watched page on loopback, the
 * real page reader through the outbound gate, the check writing its ledger rows, the delivery
 * jobs sending them to a real SMTP server and a loopback webhook receiver. A page whose only
 * change is ignored (a nonce rule) or volatile (a clock) sends nothing.
 */
let page: WatchedPage;
let smtp: TestSmtpServer;
let slack: FakeSlack;
let receiver: AlertReceiver;
let h: AlertHarness;
let check: CheckSite;
let settings: SiteAlertSettings;

beforeAll(async () => {
  page = await startWatchedPage('Council adopts the 2027 budget', 'nonce');
  smtp = await startTestSmtpServer();
  slack = await startFakeSlack();
  receiver = await startAlertReceiver();
});
afterAll(async () => {
  await page.close();
  await smtp.stop();
  await slack.stop();
  await receiver.stop();
});
beforeEach(async () => {
  smtp.mails.length = 0;
  receiver.calls.length = 0;
  h = await createAlertHarness({ slackUrl: slack.url, smtpUrl: smtp.url });
  const reader = new GatedSitePageReader(new SafeHttpGate({ allow: ['127.0.0.1'], totalTimeoutMs: 5_000 }));
  check = new CheckSite(h.sites, reader, h.clock);
  settings = new SiteAlertSettings({ sites: h.sites, ledger: h.ledger, secrets: h.webhookSecrets });
  // a long sweep: a row must go out because the check announced it, not because a sweep came by
  await h.startJobs({ sweepEveryMs: 60_000 });
});
afterEach(async () => {
  await h.stop();
});

/** A watched site whose baseline is the page as it is now, alerting by e-mail and webhook. */
const watch = async () => {
  page.headline = 'Council adopts the 2027 budget';
  const site = aSite({
    id: randomUUID(),
    ownerId: randomUUID(),
    name: 'Federal Council <press>',
    url: page.url('/press'),
    selector: '#news',
  });
  site.ignoredPatterns = ['nonce {code}'];
  await h.sites.insert(site);
  await check.execute(site);
  await settings.save(site.ownerId, site.id, {
    frequency: 'immediately',
    emails: ['desk@newsdesk.test'],
    slackChannels: [],
    webhooks: [receiver.url('/site-hook')],
  });
  await settings.rotateWebhookSecret(site.ownerId, site.id);
  return (await h.sites.findById(site.id))!;
};

describe('site-monitor alerts on real PostgreSQL, SMTP and a loopback receiver', () => {
  test('a page change: one e-mail and one webhook call with the site, its address and the diff; the log shows both sent', async () => {
    const site = await watch();
    page.headline = 'Council rejects the 2027 budget';
    expect(await check.execute(site)).toBe('changed');

    await eventually(
      async () => smtp.mails.length + receiver.calls.length,
      (n) => n >= 2,
    );
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.subject).toBe('Change on Federal Council <press>');
    expect(mail.text).toContain(page.url('/press'));
    expect(mail.text).toContain('+ rejects');
    expect(mail.text).toContain('- adopts');
    // page text is escaped in HTML
    expect(mail.html).toContain('Federal Council &lt;press&gt;');
    expect(mail.html).not.toContain('<press>');

    expect(receiver.calls).toHaveLength(1);
    const call = receiver.calls[0]!;
    expect(call.headers['webhook-signature']).toMatch(/^v1,/);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({ type: 'site.change', data: { site: { id: site.id, name: site.name, url: site.url } } });
    expect(body.data.changes[0].added).toContain('rejects');
    expect(body.data.changes[0].removed).toContain('adopts');

    const log = await eventually(
      () => settings.deliveries(site.ownerId, site.id, 1, 20),
      (p) => p.deliveries.every((d) => d.status === 'sent'),
    );
    expect(log.deliveries.map((d) => d.channel).sort()).toEqual(['email', 'webhook']);

    // the hourly clean-up keeps a live site's rows, changes and webhook secret
    const removed = await new PostgresAlertHousekeeping(h.db.orm).cleanUp(new Date());
    expect(removed.siteChanges).toBe(0);
    expect((await settings.deliveries(site.ownerId, site.id, 1, 20)).total).toBe(2);
    expect(await h.webhookSecrets.secretOf(site.id)).not.toBeNull();
  });

  test('a change only in ignored and volatile text (nonce, clock): no row, no e-mail, no webhook', async () => {
    const site = await watch();
    // the page is read again: new nonce, later clock, same headline
    expect(await check.execute(site)).toBe('unchanged');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await settings.deliveries(site.ownerId, site.id, 1, 20)).total).toBe(0);
    expect(smtp.mails).toEqual([]);
    expect(receiver.calls).toEqual([]);
  });

  test('a removed site: its digest row fails with the reason, and the clean-up removes what was kept for it', async () => {
    const site = await watch();
    await settings.save(site.ownerId, site.id, { frequency: 'hourly', emails: ['desk@newsdesk.test'], slackChannels: [] });
    page.headline = 'Council postpones the 2027 budget';
    expect(await check.execute((await h.sites.findById(site.id))!)).toBe('changed');
    const [row] = (await settings.deliveries(site.ownerId, site.id, 1, 20)).deliveries;
    expect(row).toMatchObject({ channel: 'email', status: 'queued' });
    expect(row!.subject).toMatch(/^site-digest:hourly:/);

    await h.sites.delete(site.id);
    h.clock.set(new Date(row!.nextAttemptAt.getTime() + 1_000));
    expect(await h.deliver.execute(row!.id)).toMatchObject({ status: 'failed' });
    const [failed] = await h.rows(site.id);
    expect(failed?.lastError).toBe('The site was removed from the site monitor.');
    expect(smtp.mails).toEqual([]);

    const removed = await new PostgresAlertHousekeeping(h.db.orm).cleanUp(new Date());
    expect(removed).toMatchObject({ siteChanges: 1, channelSecrets: 1, deliveries: 1 });
  });
});
