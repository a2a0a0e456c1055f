import { beforeEach, describe, expect, test } from '@jest/globals';
import { AddSite } from './add-site';
import { CheckSite } from './check-site';
import { CheckDueSites, CheckOwnerSites } from './check-sites';
import { DeleteSite } from './delete-site';
import { ListSites } from './list-sites';
import { MarkAllSitesViewed, MarkSiteViewed } from './mark-site-viewed';
import type { SiteRepository } from './site-monitor.ports';
import { FakeSitePages } from './testing/fake-site-pages';
import { InMemorySiteRepository } from './testing/in-memory-site-repository';
import { UpdateSite } from './update-site';

let now = new Date('2026-11-22T12:00:00.000Z');
const clock = { now: () => now };
const tick = (ms: number) => (now = new Date(now.getTime() + ms));
let n = 0;
const ids = { newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
const ALICE = '00000000-0000-4000-8000-a00000000001';
const BOB = '00000000-0000-4000-8000-b00000000002';
const URL_A = 'https://news.example/council';

let repo: InMemorySiteRepository;
let pages: FakeSitePages;
let check: CheckSite;
const add = (opts = {}) => new AddSite(repo, pages, ids, clock, { probePauseMs: 0, sleep: async () => undefined, ...opts });
const page = (second: number, headline = 'Council adopts budget') =>
  `${headline}\nUpdated 12:00:${String(second).padStart(2, '0')} nonce n${second}x${second * 7}`;

beforeEach(() => {
  repo = new InMemorySiteRepository();
  pages = new FakeSitePages();
  check = new CheckSite(repo, pages, clock);
});

describe('AddSite', () => {
  test('reads the page three times, proposes the noise as ignored and saves the baseline', async () => {
    pages.serve(URL_A, 'main', page(1), page(2), page(3), page(4));
    const { site, proposedIgnores } = await add().execute(ALICE, { url: ` ${URL_A}#top`, selector: ' main ', name: ' Council ' });
    expect(pages.reads).toHaveLength(3);
    expect(proposedIgnores).toEqual(['Updated {number}:{number}:{number}', 'nonce n{number}x{number}']);
    expect(site).toMatchObject({
      url: URL_A,
      selector: 'main',
      name: 'Council',
      ignoredPatterns: proposedIgnores,
      isNew: false,
      lastChange: null,
    });
    expect((await repo.findById(site.id))?.lastText).toBe(page(3));
    expect(await new ListSites(repo).execute(ALICE)).toEqual([site]);
    expect(await new ListSites(repo).execute(BOB)).toEqual([]);
  });

  test('already exists for that url and selector; invalid format; text not found; fetch failure; limit', async () => {
    pages.serve(URL_A, 'main', 'Text').serve(URL_A, '#empty', ' \n ');
    await add().execute(ALICE, { url: URL_A, selector: 'main', name: 'One' });
    await expect(add().execute(ALICE, { url: `${URL_A}#x`, selector: 'main', name: 'Two' })).rejects.toMatchObject({
      code: 'site_monitor.site_exists',
      kind: 'conflict',
    });
    await add().execute(BOB, { url: URL_A, selector: 'main', name: 'Bob too' });
    await expect(add().execute(ALICE, { url: 'ftp://x', selector: 'main', name: 'x' })).rejects.toMatchObject({
      code: 'site_monitor.invalid_url',
    });
    await expect(add().execute(ALICE, { url: URL_A, selector: '#missing', name: 'x' })).rejects.toMatchObject({
      code: 'site_monitor.selector_not_found',
    });
    await expect(add().execute(ALICE, { url: URL_A, selector: '#empty', name: 'x' })).rejects.toMatchObject({
      code: 'site_monitor.selector_not_found',
    });
    await expect(add().execute(ALICE, { url: 'https://down.example/', selector: 'main', name: 'x' })).rejects.toMatchObject({
      code: 'site_monitor.fetch_failed',
    });
    await expect(add({ maxPerUser: 1 }).execute(ALICE, { url: URL_A, selector: 'p', name: 'x' })).rejects.toMatchObject({
      code: 'site_monitor.limit_reached',
    });
    expect(await repo.countForOwner(ALICE)).toBe(1);
  });
});

describe('CheckSite', () => {
  const added = async () => {
    pages.serve(URL_A, 'main', page(1), page(2), page(3));
    return (await add().execute(ALICE, { url: URL_A, selector: 'main', name: 'Council' })).site;
  };

  test('noise and whitespace never alert; a real change sets isNew with a readable diff', async () => {
    const site = await added();
    pages.serve(URL_A, 'main', page(9), `  ${page(10).replace(' ', '   ')}\n\n`, page(11, 'Council rejects budget'));
    expect(await check.execute((await repo.findById(site.id))!)).toBe('unchanged');
    expect(await check.execute((await repo.findById(site.id))!)).toBe('unchanged');
    expect((await repo.findById(site.id))?.isNew).toBe(false);
    tick(60_000);
    expect(await check.execute((await repo.findById(site.id))!)).toBe('changed');
    const changed = (await repo.findById(site.id))!;
    expect(changed.isNew).toBe(true);
    expect(changed.lastChange?.at).toBe(now.toISOString());
    expect(changed.lastChange?.parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'adopts' },
      { kind: 'added', text: 'rejects' },
    ]);
    // the new text is the new baseline: no second alert for the same change
    expect(await check.execute(changed)).toBe('unchanged');
  });

  test('dates, clocks, relative times and counters that change alone never alert; beside a real change they show in the diff', async () => {
    const stamped = (headline: string, iso: string, relative: string, readers: string) =>
      `${headline}\nGenerated ${iso}\nUpdated ${relative}\n${readers} readers`;
    // the same on all three loads: the noise profile proposes nothing, the built-in recognisers must do it
    pages.serve(
      URL_A,
      'main',
      ...Array.from({ length: 3 }, () => stamped('Council adopts budget', '2026-11-22T12:00:00.000Z', 'just now', '1,234')),
    );
    const site = (await add().execute(ALICE, { url: URL_A, selector: 'main', name: 'Council' })).site;
    expect(site.ignoredPatterns).toEqual([]);
    tick(15 * 60_000);
    pages.serve(
      URL_A,
      'main',
      stamped('Council adopts budget', '2026-11-22T12:15:00.127Z', '15 minutes ago', '1,301'),
      stamped('Council rejects budget', '2026-11-22T12:30:00.000Z', 'an hour ago', '1,400'),
    );
    expect(await check.execute((await repo.findById(site.id))!)).toBe('unchanged');
    expect(await repo.findById(site.id)).toMatchObject({
      isNew: false,
      lastChange: null,
      lastText: expect.stringContaining('1,301 readers'),
    });
    tick(15 * 60_000);
    expect(await check.execute((await repo.findById(site.id))!)).toBe('changed');
    const changed = (await repo.findById(site.id))!;
    expect(changed.isNew).toBe(true);
    const shown = (kind: string) => changed.lastChange!.parts.filter((p) => p.kind === kind).map((p) => p.text);
    expect(shown('removed')).toEqual(expect.arrayContaining(['adopts', '2026-11-22T12:15:00.127Z', '1,301']));
    expect(shown('added')).toEqual(expect.arrayContaining(['rejects', '2026-11-22T12:30:00.000Z', '1,400']));
  });

  test('a failed check is recorded and never alerts; a site being checked elsewhere is skipped', async () => {
    const site = await added();
    pages.serve(URL_A, 'other', 'x');
    pages.serve(URL_A, 'main');
    expect(await check.execute((await repo.findById(site.id))!)).toBe('failed');
    expect(await repo.findById(site.id)).toMatchObject({ isNew: false, lastError: { code: 'site_monitor.selector_not_found' } });
    await repo.claim(site.id, now, new Date(now.getTime() + 30_000));
    expect(await check.execute((await repo.findById(site.id))!)).toBe('busy');
  });

  test('CheckOwnerSites checks only the user’s sites; CheckDueSites only those not checked lately', async () => {
    const site = await added();
    pages.serve('https://bob.example/', 'h1', 'Bob');
    await add().execute(BOB, { url: 'https://bob.example/', selector: 'h1', name: 'Bob' });
    pages.serve(URL_A, 'main', page(5, 'New headline'));
    const now1 = await new CheckOwnerSites(repo, check).execute(ALICE);
    expect(now1.summary).toEqual({ checked: 1, changed: 1, failed: 0, busy: 0 });
    expect(now1.sites).toEqual([expect.objectContaining({ id: site.id, isNew: true })]);
    const due = new CheckDueSites(repo, check, clock, { everyMs: 15 * 60_000 });
    expect(await due.execute()).toEqual({ checked: 0, changed: 0, failed: 0, busy: 0 });
    tick(15 * 60_000 + 1);
    expect((await due.execute()).checked).toBe(2);
  });
});

describe('viewed, update, delete', () => {
  let siteId: string;
  beforeEach(async () => {
    pages.serve(URL_A, 'main', 'one');
    siteId = (await add().execute(ALICE, { url: URL_A, selector: 'main', name: 'Council' })).site.id;
    pages.serve(URL_A, 'main', 'two');
    await check.execute((await repo.findById(siteId))!);
  });

  test('mark viewed per site and all; another user’s site is not found', async () => {
    await expect(new MarkSiteViewed(repo).execute(BOB, siteId)).rejects.toMatchObject({
      code: 'site_monitor.not_found',
      kind: 'not_found',
    });
    await new MarkSiteViewed(repo).execute(ALICE, siteId);
    expect((await repo.findById(siteId))?.isNew).toBe(false);
    await repo.recordCheck(siteId, { checkedAt: now.toISOString(), change: { at: now.toISOString(), parts: [] }, error: null });
    await new MarkAllSitesViewed(repo).execute(ALICE);
    expect((await repo.findById(siteId))?.isNew).toBe(false);
  });

  test('update renames and sets rules without fetching; a new selector is read and becomes the baseline', async () => {
    const reads = pages.reads.length;
    const renamed = await new UpdateSite(repo, pages, clock).execute(ALICE, siteId, {
      name: 'Federal Council',
      ignoredPatterns: ['Updated {number}'],
    });
    expect(renamed).toMatchObject({ name: 'Federal Council', ignoredPatterns: ['Updated {number}'], isNew: true });
    expect(pages.reads.length).toBe(reads);
    await expect(new UpdateSite(repo, pages, clock).execute(ALICE, siteId, { ignoredPatterns: ['{regex}'] })).rejects.toMatchObject({
      code: 'site_monitor.invalid_ignore_rule',
    });
    await expect(new UpdateSite(repo, pages, clock).execute(ALICE, siteId, { selector: '#nothing' })).rejects.toMatchObject({
      code: 'site_monitor.selector_not_found',
    });
    pages.serve(URL_A, 'h1', 'Heading');
    const moved = await new UpdateSite(repo, pages, clock).execute(ALICE, siteId, { selector: 'h1' });
    expect(moved).toMatchObject({ selector: 'h1', isNew: false, lastChange: null });
    expect((await repo.findById(siteId))?.lastText).toBe('Heading');
    await expect(new UpdateSite(repo, pages, clock).execute(BOB, siteId, { name: 'x' })).rejects.toMatchObject({
      code: 'site_monitor.not_found',
    });
  });

  test('delete: only the owner', async () => {
    const repository: SiteRepository = repo;
    await expect(new DeleteSite(repository).execute(BOB, siteId)).rejects.toMatchObject({ code: 'site_monitor.not_found' });
    await new DeleteSite(repository).execute(ALICE, siteId);
    expect(await repository.findById(siteId)).toBeNull();
  });
});
