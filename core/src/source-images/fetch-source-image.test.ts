import { describe, expect, test } from '@jest/globals';
import type { FetchedResource, OutboundHttp } from '../ingestion/ingestion.ports';
import { FetchError } from '../ingestion/ingestion.errors';
import { InMemorySourceImageStore } from '../testing/in-memory-source-images';
import { PNG_BYTES } from '../testing/source-images.contract';
import { FetchSourceImage } from './fetch-source-image';
import type { IconLink } from './icon-candidates';
import { SOURCE_IMAGE_RETRY_MS } from './source-image.types';

type Served = { body: Uint8Array | string; contentType?: string | null };

/** An in-memory web: the addresses it serves, and every address asked for. */
const web = (pages: Record<string, Served>) => {
  const asked: string[] = [];
  const http: OutboundHttp = {
    fetch: async (url) => {
      asked.push(url);
      const page = pages[url];
      if (!page) throw new FetchError('fetch.http_status', `${url} answered 404`, { url, status: 404 });
      const body = typeof page.body === 'string' ? new TextEncoder().encode(page.body) : page.body;
      const answer: FetchedResource = {
        url,
        finalUrl: url,
        status: 200,
        notModified: false,
        contentType: page.contentType === undefined ? 'text/html' : page.contentType,
        body,
        etag: null,
        lastModified: null,
      };
      return answer;
    },
  };
  return { http, asked };
};

// The real reader (linkedom) is tested in adapters; here the page's links are given as they were read.
const readerOf = (links: IconLink[]) => ({ read: () => ({ links, baseHref: null }) });
const clockAt = (iso: string) => ({ now: () => new Date(iso) });

const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0]);

describe('FetchSourceImage', () => {
  test('stores the largest icon that is really an image, checked by its bytes', async () => {
    const { http, asked } = web({
      'https://www.srf.ch/': { body: '<html>' },
      'https://www.srf.ch/big.png': { body: '<html>soft 404</html>', contentType: 'image/png' },
      'https://www.srf.ch/apple.png': { body: GIF, contentType: 'image/png' },
      'https://www.srf.ch/favicon.ico': { body: PNG_BYTES, contentType: 'image/x-icon' },
    });
    const store = new InMemorySourceImageStore();
    const links = [
      { rel: 'icon', href: '/big.png', sizes: '512x512', type: null },
      { rel: 'apple-touch-icon', href: '/apple.png', sizes: null, type: null },
    ];
    const fetchImage = new FetchSourceImage({ pages: http, icons: http }, readerOf(links), store, clockAt('2026-11-27T06:00:00Z'));
    expect(await fetchImage.execute('srf.ch', 'https://www.srf.ch/news/article-1')).toBe('stored');
    expect(asked).toEqual(['https://www.srf.ch/', 'https://www.srf.ch/big.png', 'https://www.srf.ch/apple.png']);
    expect(await store.find('srf.ch')).toMatchObject({
      contentType: 'image/gif',
      bytes: GIF,
      origin: 'fetched',
      fetchedFrom: 'https://www.srf.ch/apple.png',
    });
    // once stored, never again
    expect(await fetchImage.execute('srf.ch', 'https://www.srf.ch/news/article-2')).toBe('skipped');
    expect(asked).toHaveLength(3);
  });

  test('a page that cannot be read still tries /favicon.ico; a page served as HTML is refused as an icon', async () => {
    const { http, asked } = web({ 'http://10.20.0.7:8080/favicon.ico': { body: PNG_BYTES, contentType: 'text/html' } });
    const store = new InMemorySourceImageStore();
    const fetchImage = new FetchSourceImage({ pages: http, icons: http }, readerOf([]), store, clockAt('2026-11-27T06:00:00Z'));
    expect(await fetchImage.execute('10.20.0.7', 'http://10.20.0.7:8080/a/b')).toBe('failed');
    expect(asked).toEqual(['http://10.20.0.7:8080/', 'http://10.20.0.7:8080/favicon.ico']);
    const status = await store.status('10.20.0.7');
    expect(status).toMatchObject({ state: 'failed' });
    expect(status?.state === 'failed' && status.failure).toMatch(/fetch\.http_status.*served as text\/html/);
  });

  test('links resolve against <base href>, and against the page when the base is no address', async () => {
    const { http, asked } = web({
      'https://www.srf.ch/': { body: '<html>' },
      'https://static.srf.ch/icon.png': { body: PNG_BYTES, contentType: 'image/png' },
      'https://www.srf.ch/icon.png': { body: PNG_BYTES, contentType: 'image/png' },
    });
    const links = [{ rel: 'icon', href: 'icon.png', sizes: '64x64', type: null }];
    const withBase = (baseHref: string) => ({ read: () => ({ links, baseHref }) });
    const clock = clockAt('2026-11-27T06:00:00Z');
    const store = new InMemorySourceImageStore();
    await new FetchSourceImage({ pages: http, icons: http }, withBase('https://static.srf.ch/'), store, clock).execute(
      'srf.ch',
      'https://www.srf.ch/a',
    );
    await new FetchSourceImage({ pages: http, icons: http }, withBase('http://['), store, clock).execute('nzz.ch', 'https://www.srf.ch/a');
    expect(asked).toEqual(['https://www.srf.ch/', 'https://static.srf.ch/icon.png', 'https://www.srf.ch/', 'https://www.srf.ch/icon.png']);
  });

  test('a failure is tried again only after the retry time, and an admin removal is respected', async () => {
    const { http, asked } = web({});
    const store = new InMemorySourceImageStore();
    let now = new Date('2026-11-27T06:00:00Z');
    const fetchImage = new FetchSourceImage({ pages: http, icons: http }, readerOf([]), store, { now: () => now });
    expect(await fetchImage.execute('nzz.ch', 'https://www.nzz.ch/x')).toBe('failed');
    now = new Date(now.getTime() + SOURCE_IMAGE_RETRY_MS - 1);
    expect(await fetchImage.execute('nzz.ch', 'https://www.nzz.ch/x')).toBe('skipped');
    now = new Date(now.getTime() + 1);
    expect(await fetchImage.execute('nzz.ch', 'https://www.nzz.ch/x')).toBe('failed');
    expect(asked).toHaveLength(4);

    await store.saveUploaded({
      domain: 'blick.ch',
      contentType: 'image/png',
      bytes: PNG_BYTES,
      origin: 'uploaded',
      fetchedFrom: null,
      storedAt: now,
    });
    await store.remove('blick.ch', now);
    expect(await fetchImage.execute('blick.ch', 'https://www.blick.ch/x')).toBe('skipped');
  });
});
