import { beforeEach, describe, expect, test } from '@jest/globals';
import type { OfficialSource } from '../sources/official-source.types';
import type { SiteListFile } from '../sources/site-list';
import type { FeedSourceRepository, OfficialSourceRepository, SiteListRepository } from '../sources/source.ports';
import { healthyStart, PAUSE_AFTER_FAILURES, type FeedSource } from '../sources/source.types';
import type { TopicRepository } from '../topics/topic.ports';
import { aUuid } from './identity.mother';

let counter = 0;

export const aFeedSource = (overrides: Partial<FeedSource> = {}): FeedSource => {
  counter += 1;
  return {
    id: aUuid(),
    name: `Source ${counter}`,
    url: `https://news${counter}.example/feed.xml`,
    domain: `news${counter}.example`,
    intervalMinutes: 15,
    enabled: true,
    concurrency: 2,
    health: healthyStart(),
    etag: null,
    lastModified: null,
    ...overrides,
  };
};

export const aSiteListFile = (overrides: Partial<SiteListFile> = {}): SiteListFile => ({
  name: `list-${++counter}.csv`,
  kind: 'generic',
  content: 'srf.ch,SRF\nnzz.ch,NZZ\n',
  size: 22,
  sites: [
    { domain: 'srf.ch', name: 'SRF' },
    { domain: 'nzz.ch', name: 'NZZ' },
  ],
  uploadedAt: new Date('2026-11-21T09:00:00Z'),
  uploadedBy: { id: aUuid(0), name: 'Ada Admin' },
  ...overrides,
});

export const anOfficialSource = (overrides: Partial<OfficialSource> = {}): OfficialSource => ({
  id: aUuid(),
  name: `Authority ${++counter}`,
  url: `https://www.admin${counter}.example/press`,
  domain: `admin${counter}.example`,
  kind: 'government',
  updatedAt: new Date('2026-11-21T09:00:00Z'),
  ...overrides,
});

export interface SourcesRepositories {
  feedSources: FeedSourceRepository;
  siteLists: SiteListRepository;
  officialSources: OfficialSourceRepository;
  topics: TopicRepository;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code ?? String(error),
  );
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute));

/** Every adapter of the sources and topic ports passes this suite (in-memory and PostgreSQL). */
export const sourcesContract = (name: string, make: () => Promise<SourcesRepositories>) => {
  describe(`${name} satisfies the sources contract`, () => {
    let repos: SourcesRepositories;
    beforeEach(async () => {
      repos = await make();
    });

    test('stores feed sources, finds them by id and URL, lists them by name, refuses a second URL', async () => {
      const bern = aFeedSource({ name: 'bern news', etag: '"e1"', lastModified: 'Sat, 21 Nov 2026 08:00:00 GMT' });
      const aarau = aFeedSource({ name: 'Aarau Today' });
      await repos.feedSources.add(bern, at(0));
      await repos.feedSources.add(aarau, at(1));
      expect(await repos.feedSources.findById(bern.id)).toEqual(bern);
      expect(await repos.feedSources.findByUrl(aarau.url)).toEqual(aarau);
      expect(await repos.feedSources.findById(aUuid())).toBeNull();
      expect((await repos.feedSources.list()).map((s) => s.name)).toEqual(['Aarau Today', 'bern news']);
      expect(await codeOf(repos.feedSources.add(aFeedSource({ url: bern.url }), at(2)))).toBe('source.url_taken');
    });

    test('settings change without touching health; a new URL forgets the conditional-GET state', async () => {
      const source = aFeedSource({ etag: '"e1"', lastModified: 'yesterday' });
      const other = aFeedSource();
      await repos.feedSources.add(source, at(0));
      await repos.feedSources.add(other, at(0));
      await repos.feedSources.recordFailure(source.id, { at: at(3), error: 'fetch.timeout' });
      const settings = { name: 'Renamed', url: source.url, domain: 'renamed.example', intervalMinutes: 60, enabled: false, concurrency: 4 };
      await repos.feedSources.updateSettings(source.id, settings);
      const kept = await repos.feedSources.findById(source.id);
      expect(kept).toMatchObject({ ...settings, etag: '"e1"', lastModified: 'yesterday' });
      expect(kept?.health).toMatchObject({ consecutiveFailures: 1, lastError: 'fetch.timeout' });
      await repos.feedSources.updateSettings(source.id, { ...settings, url: 'https://renamed.example/rss' });
      expect(await repos.feedSources.findById(source.id)).toMatchObject({
        url: 'https://renamed.example/rss',
        etag: null,
        lastModified: null,
      });
      expect(await codeOf(repos.feedSources.updateSettings(source.id, { ...settings, url: other.url }))).toBe('source.url_taken');
    });

    test('records crawls: success resets failures, repeated failures pause with the reason, resume un-pauses', async () => {
      const source = aFeedSource();
      await repos.feedSources.add(source, at(0));
      await repos.feedSources.recordSuccess(source.id, {
        at: at(1),
        items: 20,
        fresh: 3,
        etag: '"v2"',
        lastModified: 'Sat, 21 Nov 2026 08:01:00 GMT',
      });
      expect(await repos.feedSources.findById(source.id)).toMatchObject({
        etag: '"v2"',
        lastModified: 'Sat, 21 Nov 2026 08:01:00 GMT',
        health: {
          lastFetchAt: at(1).toISOString(),
          lastSuccessAt: at(1).toISOString(),
          lastItemCount: 20,
          lastNewCount: 3,
          consecutiveFailures: 0,
        },
      });
      for (let i = 0; i < PAUSE_AFTER_FAILURES; i++)
        await repos.feedSources.recordFailure(source.id, { at: at(10 + i), error: 'feed.malformed' });
      const paused = await repos.feedSources.findById(source.id);
      expect(paused?.health).toMatchObject({
        paused: true,
        consecutiveFailures: PAUSE_AFTER_FAILURES,
        lastError: 'feed.malformed',
        lastFetchAt: at(14).toISOString(),
        lastSuccessAt: at(1).toISOString(),
      });
      expect(paused?.health.pausedReason).toContain('feed.malformed');
      await repos.feedSources.resume(source.id);
      expect((await repos.feedSources.findById(source.id))?.health).toMatchObject({
        paused: false,
        pausedReason: null,
        consecutiveFailures: 0,
      });
    });

    test('lists the due sources, never-crawled and longest-waiting first, up to the limit', async () => {
      const fresh = aFeedSource();
      const old = aFeedSource({ intervalMinutes: 15 });
      const recent = aFeedSource({ intervalMinutes: 15 });
      const disabled = aFeedSource({ enabled: false });
      const paused = aFeedSource();
      for (const s of [fresh, old, recent, disabled, paused]) await repos.feedSources.add(s, at(0));
      await repos.feedSources.recordSuccess(old.id, { at: at(0), items: 1, fresh: 1, etag: null, lastModified: null });
      await repos.feedSources.recordSuccess(recent.id, { at: at(20), items: 1, fresh: 1, etag: null, lastModified: null });
      for (let i = 0; i < PAUSE_AFTER_FAILURES; i++)
        await repos.feedSources.recordFailure(paused.id, { at: at(i), error: 'fetch.timeout' });
      expect((await repos.feedSources.listDue(at(30))).map((s) => s.id)).toEqual([fresh.id, old.id]);
      expect((await repos.feedSources.listDue(at(35))).map((s) => s.id)).toEqual([fresh.id, old.id, recent.id]);
      expect((await repos.feedSources.listDue(at(35), 1)).map((s) => s.id)).toEqual([fresh.id]);
    });

    test('removes a source once', async () => {
      const source = aFeedSource();
      await repos.feedSources.add(source, at(0));
      expect(await repos.feedSources.remove(source.id)).toBe(true);
      expect(await repos.feedSources.remove(source.id)).toBe(false);
      expect(await repos.feedSources.findById(source.id)).toBeNull();
    });

    test('stores list files with their sites; the same name replaces the file', async () => {
      const file = aSiteListFile({ name: 'swiss.csv' });
      expect(await repos.siteLists.saveFile(file)).toEqual({ replaced: false });
      expect(await repos.siteLists.findFile('swiss.csv')).toEqual(file);
      expect(await repos.siteLists.findFile('none.csv')).toBeNull();
      const replacement = aSiteListFile({
        name: 'swiss.csv',
        kind: 'custom',
        content: 'letemps.ch\n',
        size: 11,
        sites: [{ domain: 'letemps.ch', name: 'letemps.ch' }],
      });
      expect(await repos.siteLists.saveFile(replacement)).toEqual({ replaced: true });
      expect(await repos.siteLists.findFile('swiss.csv')).toEqual(replacement);
      const { content: _c, sites: _s, ...summary } = replacement;
      expect(await repos.siteLists.listFiles()).toEqual([{ ...summary, entries: 1 }]);
      expect(await repos.siteLists.isListed('srf.ch')).toBe(false);
      expect(await repos.siteLists.isListed('letemps.ch')).toBe(true);
    });

    test('sites of a kind come from all its files, one per domain, by domain; removing a file unlists them', async () => {
      await repos.siteLists.saveFile(
        aSiteListFile({
          name: 'a.csv',
          kind: 'generic',
          sites: [
            { domain: 'srf.ch', name: 'SRF' },
            { domain: 'blick.ch', name: 'Blick' },
          ],
        }),
      );
      await repos.siteLists.saveFile(
        aSiteListFile({
          name: 'b.txt',
          kind: 'generic',
          sites: [
            { domain: 'srf.ch', name: 'srf.ch' },
            { domain: 'a-z.ch', name: 'a-z.ch' },
          ],
        }),
      );
      await repos.siteLists.saveFile(aSiteListFile({ name: 'c.csv', kind: 'custom', sites: [{ domain: 'watson.ch', name: 'Watson' }] }));
      expect(await repos.siteLists.sites('generic')).toEqual([
        { domain: 'a-z.ch', name: 'a-z.ch' },
        { domain: 'blick.ch', name: 'Blick' },
        { domain: 'srf.ch', name: 'SRF' },
      ]);
      expect(await repos.siteLists.sites('custom')).toEqual([{ domain: 'watson.ch', name: 'Watson' }]);
      expect(await repos.siteLists.isListed('watson.ch')).toBe(true);
      expect(await repos.siteLists.isListed('nzz.ch')).toBe(false);
      expect(await repos.siteLists.removeFile('c.csv')).toBe(true);
      expect(await repos.siteLists.removeFile('c.csv')).toBe(false);
      expect(await repos.siteLists.isListed('watson.ch')).toBe(false);
      expect((await repos.siteLists.listFiles()).map((f) => f.name)).toEqual(['a.csv', 'b.txt']);
    });

    test('stores official sources by id, finds them by URL, refuses another source with the same URL', async () => {
      const police = anOfficialSource({ name: 'Kantonspolizei Bern', kind: 'police' });
      const court = anOfficialSource({ name: 'Bundesgericht', kind: 'court' });
      await repos.officialSources.save(police);
      await repos.officialSources.save(court);
      expect(await repos.officialSources.findById(police.id)).toEqual(police);
      expect(await repos.officialSources.findByUrl(court.url)).toEqual(court);
      const renamed = { ...police, name: 'Kapo Bern', updatedAt: at(5) };
      await repos.officialSources.save(renamed);
      expect(await repos.officialSources.list()).toEqual([court, renamed]);
      expect(await codeOf(repos.officialSources.save(anOfficialSource({ url: court.url })))).toBe('official_source.url_taken');
    });

    test('stores topics by id and replaces them', async () => {
      const sport = { id: 'sport', name: 'Sport', parentId: null, keywords: ['Fussball'], entities: [] };
      const hockey = {
        id: 'ice-hockey',
        name: 'Ice hockey',
        parentId: 'sport',
        keywords: ['Eishockey', 'hockey sur glace'],
        entities: ['SC Bern'],
      };
      await repos.topics.save(sport);
      await repos.topics.save(hockey);
      expect(await repos.topics.all()).toEqual([hockey, sport]);
      expect(await repos.topics.findById('sport')).toEqual(sport);
      expect(await repos.topics.findById('none')).toBeNull();
      await repos.topics.save({ ...sport, name: 'Sports', keywords: [] });
      expect(await repos.topics.findById('sport')).toEqual({ ...sport, name: 'Sports', keywords: [] });
      await repos.topics.remove('ice-hockey');
      expect((await repos.topics.all()).map((t) => t.id)).toEqual(['sport']);
    });

    test("keeps a topic's labels per language, and a topic saved without labels has none (ADR 0029)", async () => {
      const economy = { id: 'economy', name: 'Economy', parentId: null, keywords: [], entities: [] };
      await repos.topics.save({ ...economy, labels: { de: 'Wirtschaft', fr: 'Économie « réelle »' } });
      expect(await repos.topics.findById('economy')).toEqual({ ...economy, labels: { de: 'Wirtschaft', fr: 'Économie « réelle »' } });
      await repos.topics.save(economy);
      const stored = await repos.topics.findById('economy');
      expect(stored).toEqual(economy);
      expect(stored && 'labels' in stored).toBe(false);
      expect(await repos.topics.all()).toEqual([economy]);
    });
  });
};
