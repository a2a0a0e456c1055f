import { beforeEach, describe, expect, test } from '@jest/globals';
import type { SiteRepository } from '../site-monitor.ports';
import { aSite } from './site.mother';

/** Every SiteRepository adapter passes this (in-memory and PostgreSQL). */
export const siteRepositoryContract = (name: string, make: () => Promise<SiteRepository>) => {
  describe(`${name} satisfies the site repository contract`, () => {
    let repo: SiteRepository;
    beforeEach(async () => {
      repo = await make();
    });

    test('stores a site and gives it back unchanged; lists an owner’s sites oldest first', async () => {
      const owner = aSite().ownerId;
      const first = aSite({
        ownerId: owner,
        ignoredPatterns: ['Updated {number}:{number}'],
        lastText: 'Zürich\nline two',
        lastCheckedAt: '2026-11-22T12:30:00.000Z',
      });
      const second = aSite({
        ownerId: owner,
        lastChange: {
          at: '2026-11-22T13:00:00.000Z',
          parts: [
            { kind: 'removed', text: 'old' },
            { kind: 'added', text: 'new' },
          ],
        },
        isNew: true,
      });
      await repo.insert(second);
      await repo.insert(first);
      await repo.insert(aSite());
      expect(await repo.findById(first.id)).toEqual(first);
      expect(await repo.findById(second.id)).toEqual(second);
      expect((await repo.listForOwner(owner)).map((s) => s.id)).toEqual([first.id, second.id]);
      expect(await repo.countForOwner(owner)).toBe(2);
      expect(await repo.findById('00000000-0000-4000-8000-999999999999')).toBeNull();
    });

    test('one owner watches a url and selector once; another owner or selector is fine', async () => {
      const site = aSite();
      await repo.insert(site);
      await expect(repo.insert(aSite({ ownerId: site.ownerId, url: site.url, selector: site.selector }))).rejects.toMatchObject({
        code: 'site_monitor.site_exists',
      });
      await repo.insert(aSite({ url: site.url, selector: site.selector }));
      const other = aSite({ ownerId: site.ownerId, url: site.url, selector: '#other' });
      await repo.insert(other);
      await expect(repo.update({ ...other, selector: site.selector })).rejects.toMatchObject({ code: 'site_monitor.site_exists' });
    });

    test('update saves settings and baseline; delete removes', async () => {
      const site = aSite({ isNew: true });
      await repo.insert(site);
      const edited = {
        ...site,
        name: 'Renamed',
        ignoredPatterns: ['nonce {code}'],
        lastText: 'fresh',
        lastChange: null,
        isNew: false,
        updatedAt: '2026-11-23T00:00:00.000Z',
      };
      await repo.update(edited);
      expect(await repo.findById(site.id)).toEqual(edited);
      await repo.delete(site.id);
      expect(await repo.findById(site.id)).toBeNull();
    });

    test('a lease is held until released or run out', async () => {
      const site = aSite();
      await repo.insert(site);
      const t0 = new Date('2026-11-22T12:00:00.000Z');
      const later = (ms: number) => new Date(t0.getTime() + ms);
      expect(await repo.claim(site.id, t0, later(60_000))).toBe(true);
      expect(await repo.claim(site.id, later(1_000), later(61_000))).toBe(false);
      expect(await repo.claim(site.id, later(60_001), later(120_000))).toBe(true);
      await repo.release(site.id);
      expect(await repo.claim(site.id, later(60_002), later(120_000))).toBe(true);
    });

    test('a recorded check keeps isNew unless it found a change; viewed clears it per site or for all', async () => {
      const owner = aSite().ownerId;
      const a = aSite({ ownerId: owner, lastText: 'one' });
      const b = aSite({ ownerId: owner, lastText: 'two' });
      await repo.insert(a);
      await repo.insert(b);
      const change = {
        at: '2026-11-22T13:00:00.000Z',
        parts: [
          { kind: 'same' as const, text: 'x' },
          { kind: 'added' as const, text: 'y' },
        ],
      };
      await repo.recordCheck(a.id, { checkedAt: '2026-11-22T13:00:00.000Z', text: 'one more', change, error: null });
      await repo.recordCheck(b.id, {
        checkedAt: '2026-11-22T13:00:00.000Z',
        error: { code: 'site_monitor.fetch_failed', at: '2026-11-22T13:00:00.000Z' },
      });
      expect(await repo.findById(a.id)).toMatchObject({
        lastText: 'one more',
        lastChange: change,
        isNew: true,
        lastCheckedAt: '2026-11-22T13:00:00.000Z',
        lastError: null,
      });
      expect(await repo.findById(b.id)).toMatchObject({ lastText: 'two', isNew: false, lastError: { code: 'site_monitor.fetch_failed' } });
      await repo.recordCheck(b.id, { checkedAt: '2026-11-22T13:05:00.000Z', text: 'two', change, error: null });
      expect(await repo.markViewed(aSite().ownerId, a.id)).toBe(false);
      expect(await repo.markViewed(owner, a.id)).toBe(true);
      expect((await repo.findById(a.id))?.isNew).toBe(false);
      expect((await repo.findById(a.id))?.lastChange).toEqual(change);
      expect((await repo.findById(b.id))?.isNew).toBe(true);
      await repo.markAllViewed(owner);
      expect((await repo.listForOwner(owner)).map((s) => s.isNew)).toEqual([false, false]);
    });

    test('due sites: never checked or checked before the cut-off, least recently checked first', async () => {
      const never = aSite();
      const old = aSite({ lastCheckedAt: '2026-11-22T10:00:00.000Z' });
      const older = aSite({ lastCheckedAt: '2026-11-22T09:00:00.000Z' });
      const fresh = aSite({ lastCheckedAt: '2026-11-22T11:59:00.000Z' });
      for (const s of [never, old, older, fresh]) await repo.insert(s);
      const due = await repo.listDue(new Date('2026-11-22T11:00:00.000Z'), 10);
      expect(due.map((s) => s.id)).toEqual([never.id, older.id, old.id]);
      expect(await repo.listDue(new Date('2026-11-22T11:00:00.000Z'), 1)).toHaveLength(1);
    });
  });
};
