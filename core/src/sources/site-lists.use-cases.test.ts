import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { FakeClock, SequentialTokens } from '../testing/in-memory-identity';
import { InMemoryFeedSourceRepository, InMemoryOfficialSourceRepository, InMemorySiteListRepository } from '../testing/in-memory-sources';
import { aFeedSource } from '../testing/sources.contract';
import { DeleteSiteListFile } from './delete-site-list-file';
import { GetSiteListFile } from './get-site-list-file';
import { ListOfficialSources } from './list-official-sources';
import { ListSiteListFiles } from './list-site-list-files';
import { ListSites } from './list-sites';
import { SaveOfficialSource } from './save-official-source';
import { MAX_SITE_LIST_BYTES } from './site-list';
import { UploadSiteList } from './upload-site-list';

const bytes = (text: string) => new TextEncoder().encode(text);
const ada = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Admin' };
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

const setup = () => {
  const lists = new InMemorySiteListRepository();
  const sources = new InMemoryFeedSourceRepository();
  const officials = new InMemoryOfficialSourceRepository();
  const clock = new FakeClock(new Date('2026-11-21T09:00:00Z'));
  return {
    lists,
    sources,
    clock,
    upload: new UploadSiteList(lists, clock),
    files: new ListSiteListFiles(lists),
    get: new GetSiteListFile(lists),
    remove: new DeleteSiteListFile(lists),
    sites: new ListSites(lists, sources),
    officials: new ListOfficialSources(officials),
    saveOfficial: new SaveOfficialSource(officials, new SequentialTokens(), clock),
  };
};

describe('site list files', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  test('an upload is stored under a sanitized name with its sites; the same name replaces it', async () => {
    const first = await ctx.upload.execute({
      fileName: '../../etc/Generic Sites.csv',
      kind: 'generic',
      bytes: bytes('domain,name\nsrf.ch,SRF\nwww.nzz.ch,NZZ\n'),
      uploadedBy: ada,
    });
    expect(first).toEqual({
      replaced: false,
      file: { name: 'generic-sites.csv', kind: 'generic', entries: 2, size: 38, uploadedAt: ctx.clock.now(), uploadedBy: ada },
    });
    const again = await ctx.upload.execute({
      fileName: 'generic-sites.csv',
      kind: 'custom',
      bytes: bytes('watson.ch\n'),
      uploadedBy: null,
    });
    expect(again).toMatchObject({ replaced: true, file: { kind: 'custom', entries: 1 } });
    expect(await ctx.get.execute('generic-sites.csv')).toMatchObject({
      content: 'watson.ch\n',
      sites: [{ domain: 'watson.ch', name: 'watson.ch' }],
    });
    expect((await ctx.files.execute()).map((f) => f.name)).toEqual(['generic-sites.csv']);
  });

  test('too large, binary, bad lines and empty lists are refused and nothing is stored', async () => {
    const upload = (content: Uint8Array, fileName = 'sites.txt') =>
      ctx.upload.execute({ fileName, kind: 'generic', bytes: content, uploadedBy: ada });
    expect(await codeOf(upload(new Uint8Array(MAX_SITE_LIST_BYTES + 1).fill(0x61)))).toBe('site_list.too_large');
    expect(await codeOf(upload(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01])))).toBe('site_list.not_text');
    expect(await codeOf(upload(bytes('srf.ch\nthis is no domain\n')))).toBe('site_list.invalid_lines');
    expect(await codeOf(upload(bytes('\n# nothing\n')))).toBe('site_list.empty');
    expect(await codeOf(upload(bytes('srf.ch'), 'sites.xlsx'))).toBe('site_list.unsupported_type');
    expect(ctx.lists.files.size).toBe(0);
  });

  test('a list of exactly 1 MiB is accepted', async () => {
    const line = 'srf.ch\n';
    const text = line.repeat(Math.floor(MAX_SITE_LIST_BYTES / line.length));
    const padded = text + '#'.repeat(MAX_SITE_LIST_BYTES - text.length);
    await expect(
      ctx.upload.execute({ fileName: 'big.txt', kind: 'generic', bytes: bytes(padded), uploadedBy: ada }),
    ).resolves.toMatchObject({ file: { entries: 1, size: MAX_SITE_LIST_BYTES } });
  });

  test('get and delete of an unknown file are not found', async () => {
    expect(await codeOf(ctx.get.execute('none.csv'))).toBe('site_list.not_found');
    expect(await codeOf(ctx.remove.execute('none.csv'))).toBe('site_list.not_found');
  });

  test('generic, custom and rss sites', async () => {
    await ctx.upload.execute({ fileName: 'g.csv', kind: 'generic', bytes: bytes('srf.ch,SRF\nnzz.ch,NZZ\n'), uploadedBy: ada });
    await ctx.upload.execute({ fileName: 'c.txt', kind: 'custom', bytes: bytes('watson.ch\n'), uploadedBy: ada });
    await ctx.sources.add(aFeedSource({ name: 'SRF News', domain: 'srf.ch' }), ctx.clock.now());
    await ctx.sources.add(aFeedSource({ name: 'SRF Sport', domain: 'srf.ch' }), ctx.clock.now());
    await ctx.sources.add(aFeedSource({ name: 'Blick', domain: 'blick.ch' }), ctx.clock.now());
    expect(await ctx.sites.execute('generic')).toEqual([
      { domain: 'nzz.ch', name: 'NZZ' },
      { domain: 'srf.ch', name: 'SRF' },
    ]);
    expect(await ctx.sites.execute('custom')).toEqual([{ domain: 'watson.ch', name: 'watson.ch' }]);
    expect(await ctx.sites.execute('rss')).toEqual([
      { domain: 'blick.ch', name: 'Blick' },
      { domain: 'srf.ch', name: 'SRF News' },
    ]);
  });
});

describe('official sources', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  test('are created, updated by URL or id, and listed by name', async () => {
    const police = await ctx.saveOfficial.execute({
      name: 'Kantonspolizei Bern',
      url: 'https://www.police.be.ch/de/start/medien.html',
      kind: 'police',
    });
    expect(police).toMatchObject({ domain: 'police.be.ch', kind: 'police', updatedAt: ctx.clock.now() });
    const same = await ctx.saveOfficial.execute({ name: 'Kapo Bern', url: police.url, kind: 'police' });
    expect(same.id).toBe(police.id);
    const court = await ctx.saveOfficial.execute({ name: 'Bundesgericht', url: 'https://www.bger.ch/', domain: 'bger.ch', kind: 'court' });
    const moved = await ctx.saveOfficial.execute({ id: court.id, name: 'Bundesgericht', url: 'https://www.bger.ch/fr', kind: 'court' });
    expect(moved).toMatchObject({ id: court.id, url: 'https://www.bger.ch/fr' });
    expect((await ctx.officials.execute()).map((s) => s.name)).toEqual(['Bundesgericht', 'Kapo Bern']);
  });

  test('saved by URL several times at once: one source, each save updates it', async () => {
    const url = 'https://www.admin.ch/gov/en/start.html';
    const saved = await Promise.all(
      Array.from({ length: 5 }, (_, i) => ctx.saveOfficial.execute({ name: `Federal Council ${i}`, url, kind: 'government' })),
    );
    expect(new Set(saved.map((s) => s.id)).size).toBe(1);
    expect(await ctx.officials.execute()).toHaveLength(1);
  });

  test('refuse bad addresses, unknown ids and another source’s URL', async () => {
    const police = await ctx.saveOfficial.execute({ name: 'Kapo', url: 'https://police.be.ch/', kind: 'police' });
    const court = await ctx.saveOfficial.execute({ name: 'BGer', url: 'https://bger.ch/', kind: 'court' });
    expect(await codeOf(ctx.saveOfficial.execute({ name: 'x', url: 'not a url', kind: 'other' }))).toBe('source.invalid_url');
    expect(await codeOf(ctx.saveOfficial.execute({ name: 'x', url: 'https://x.ch', domain: 'x', kind: 'other' }))).toBe(
      'source.invalid_domain',
    );
    expect(await codeOf(ctx.saveOfficial.execute({ id: 'missing', name: 'x', url: 'https://x.ch', kind: 'other' }))).toBe(
      'official_source.not_found',
    );
    expect(await codeOf(ctx.saveOfficial.execute({ id: court.id, name: 'BGer', url: police.url, kind: 'court' }))).toBe(
      'official_source.url_taken',
    );
  });
});
