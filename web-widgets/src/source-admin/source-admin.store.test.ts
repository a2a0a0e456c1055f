import { describe, expect, jest, test } from '@jest/globals';
import { MAX_SITE_LIST_BYTES } from '@newsdesk/core/sources/site-list';
import { ApiError } from '../api/api-error';
import { FakeSourceAdminApi } from './source-admin.fixtures';
import { SourceAdminStore } from './source-admin.store';
import { sourceStatus } from './source-status';

const loaded = async (scenario: ConstructorParameters<typeof FakeSourceAdminApi>[0] = 'loaded') => {
  const api = new FakeSourceAdminApi(scenario);
  const store = new SourceAdminStore(api);
  await store.load();
  return { api, store };
};

describe('SourceAdminStore', () => {
  test('loads every section together, or reports why it could not', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.feeds.sources).toHaveLength(4);
    expect(store.lists.files).toHaveLength(2);
    expect(store.lists.domains.map((s) => s.domain)).toEqual([
      'blick.ch',
      'letemps.ch',
      'nzz.ch',
      'srf.ch',
      'tagesanzeiger.ch',
      'watson.ch',
    ]);
    const failed = await loaded('load-error');
    expect(failed.store.status).toBe('error');
    expect(failed.store.loadError?.code).toBe('network.failed');
  });

  test('a source for an unlisted domain keeps the dialog open with the error; a listed one is added', async () => {
    const { store } = await loaded();
    const feeds = store.feeds;
    feeds.openAdd();
    feeds.setField('name', 'NZZ');
    feeds.setField('url', 'https://www.nzz.ch/recent.rss');
    feeds.setField('domain', 'nzz-online.ch');
    expect(await feeds.save()).toBe(false);
    expect(feeds.form?.error).toMatchObject({
      code: 'source.domain_not_listed',
      message: 'Domain must be from the list of Generic/Custom sources',
    });
    feeds.setField('domain', 'nzz.ch');
    expect(await feeds.save()).toBe(true);
    expect(feeds.form).toBeNull();
    expect(feeds.notice).toEqual({ key: 'sources.saved', values: { name: 'NZZ' } });
    expect(feeds.sources.map((s) => s.name)).toEqual(['Blick – News', 'Le Temps', 'NZZ', 'SRF News', 'watson.ch']);
  });

  test('empty required fields are flagged without asking the server', async () => {
    const { api, store } = await loaded();
    const create = jest.spyOn(api, 'createSource');
    store.feeds.openAdd();
    expect(await store.feeds.save()).toBe(false);
    expect(create).not.toHaveBeenCalled();
    expect(store.feeds.missing).toEqual({ name: true, url: true });
  });

  test('edits, resumes and deletes sources', async () => {
    const { store } = await loaded();
    const feeds = store.feeds;
    const paused = feeds.sources.find((s) => s.health.paused)!;
    expect(sourceStatus(paused)).toBe('paused');
    await feeds.resume(paused);
    expect(sourceStatus(feeds.sources.find((s) => s.id === paused.id)!)).toBe('healthy');
    feeds.openEdit(feeds.sources[0]!);
    feeds.setField('intervalMinutes', '45');
    await feeds.save();
    expect(feeds.sources.find((s) => s.name === 'Blick – News')?.intervalMinutes).toBe(45);
    feeds.deletion.ask(feeds.sources[0]!);
    await feeds.deletion.confirm();
    expect(feeds.sources.map((s) => s.name)).not.toContain('Blick – News');
    expect(feeds.deletion.item).toBeNull();
  });

  test('list uploads: a file is needed, 1 MiB at most, bad lines come back numbered, success reloads the lists', async () => {
    const { api, store } = await loaded();
    const lists = store.lists;
    const upload = jest.spyOn(api, 'uploadFile');
    await lists.upload();
    expect(lists.error?.code).toBe('site_list.no_file');
    lists.setFile(new File([new Uint8Array(MAX_SITE_LIST_BYTES + 1)], 'big.txt'));
    await lists.upload();
    expect(lists.error?.code).toBe('site_list.too_large');
    expect(upload).not.toHaveBeenCalled();

    api.uploadError = new ApiError({ status: 400, code: 'site_list.invalid_lines', message: 'x', details: { lines: [3, 7], count: 2 } });
    lists.setFile(new File(['srf.ch\n'], 'bad.txt'));
    await lists.upload();
    expect(lists.error).toEqual({ code: 'site_list.invalid_lines', message: 'x', values: { lines: '3, 7', count: 2 }, retryable: false });

    api.uploadError = null;
    lists.setKind('custom');
    lists.setFile(new File(['zueritoday.ch\n'], 'regional.txt'));
    await lists.upload();
    expect(lists.error).toBeNull();
    expect(lists.notice).toEqual({ key: 'lists.uploaded', values: { name: 'regional.txt', count: 1 } });
    expect(lists.file).toBeNull();
    expect(lists.inputGeneration).toBe(1);
    expect(lists.domains.map((s) => s.domain)).toContain('zueritoday.ch');
    lists.deletion.ask(lists.files.find((f) => f.name === 'regional.txt')!);
    await lists.deletion.confirm();
    expect(lists.files.map((f) => f.name)).not.toContain('regional.txt');
  });

  test('official sources and topics', async () => {
    const { store } = await loaded();
    store.officials.setName('Staatskanzlei Zürich');
    store.officials.setUrl('https://www.zh.ch/medien');
    store.officials.setKind('government');
    await store.officials.save();
    expect(store.officials.sources.map((s) => s.name)).toContain('Staatskanzlei Zürich');
    expect(store.officials.name).toBe('');

    const topics = store.topics;
    expect(topics.rows.map((r) => `${'-'.repeat(r.depth)}${r.topic.id}`)).toEqual(['economy', 'sport', '-ice-hockey']);
    topics.setId('tennis');
    topics.setName('Tennis');
    topics.setParentId('sport');
    topics.setKeywords(' Wimbledon, , Roland-Garros ');
    await topics.save();
    expect(topics.topics.find((t) => t.id === 'tennis')).toMatchObject({ parentId: 'sport', keywords: ['Wimbledon', 'Roland-Garros'] });
    topics.deletion.ask(topics.topics.find((t) => t.id === 'sport')!);
    await topics.deletion.confirm();
    expect(topics.error?.code).toBe('topic.has_children');
  });
});
