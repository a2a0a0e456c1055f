import { describe, expect, test } from '@jest/globals';
import type { SourceImageStore } from '../source-images/source-image.ports';
import type { SourceImage } from '../source-images/source-image.types';

export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let counter = 0;
export const aSourceImage = (overrides: Partial<SourceImage> = {}): SourceImage => ({
  domain: `site${++counter}.example`,
  contentType: 'image/png',
  bytes: PNG_BYTES,
  origin: 'fetched',
  fetchedFrom: 'https://site.example/apple-touch-icon.png',
  storedAt: new Date('2026-11-27T06:00:00.000Z'),
  ...overrides,
});

/** What every SourceImageStore must do; `fresh` gives an empty store. */
export const sourceImagesContract = (name: string, fresh: () => Promise<SourceImageStore>) =>
  describe(`${name} SourceImageStore`, () => {
    test('a fetched image is found by its domain with its bytes, type and status', async () => {
      const store = await fresh();
      const image = aSourceImage();
      await store.saveFetched(image);
      expect(await store.find(image.domain)).toEqual(image);
      expect(await store.status(image.domain)).toEqual({ state: 'stored', origin: 'fetched', at: image.storedAt });
      expect(await store.find('other.example')).toBeNull();
      expect(await store.status('other.example')).toBeNull();
    });

    test('an upload replaces a fetched image, and a later fetch does not replace the upload', async () => {
      const store = await fresh();
      const fetched = aSourceImage();
      await store.saveFetched(fetched);
      const uploaded = aSourceImage({
        domain: fetched.domain,
        origin: 'uploaded',
        fetchedFrom: null,
        contentType: 'image/gif',
        bytes: Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
      });
      expect(await store.saveUploaded(uploaded)).toEqual({ replaced: true });
      await store.saveFetched(aSourceImage({ domain: fetched.domain }));
      expect(await store.find(fetched.domain)).toEqual(uploaded);
      expect(await store.saveUploaded(aSourceImage({ origin: 'uploaded' }))).toEqual({ replaced: false });
    });

    test('a failure is noted without an image, and never overwrites a stored one', async () => {
      const store = await fresh();
      const at = new Date('2026-11-27T07:00:00.000Z');
      await store.recordFailure('failing.example', at, 'fetch.timeout');
      expect(await store.status('failing.example')).toEqual({ state: 'failed', at, failure: 'fetch.timeout' });
      expect(await store.find('failing.example')).toBeNull();
      const image = aSourceImage();
      await store.saveFetched(image);
      await store.recordFailure(image.domain, at, 'fetch.timeout');
      expect(await store.find(image.domain)).toEqual(image);
      // a failed domain gets its image when a later fetch succeeds
      await store.saveFetched(aSourceImage({ domain: 'failing.example' }));
      expect((await store.status('failing.example'))?.state).toBe('stored');
    });

    test('a removal is remembered: a later fetch does not bring the image back, an upload does', async () => {
      const store = await fresh();
      const image = aSourceImage();
      await store.saveFetched(image);
      const at = new Date('2026-11-27T08:00:00.000Z');
      expect(await store.remove(image.domain, at)).toBe(true);
      expect(await store.remove(image.domain, at)).toBe(false);
      expect(await store.status(image.domain)).toEqual({ state: 'removed', at });
      await store.saveFetched(aSourceImage({ domain: image.domain }));
      await store.recordFailure(image.domain, at, 'x');
      expect(await store.find(image.domain)).toBeNull();
      expect(await store.status(image.domain)).toEqual({ state: 'removed', at });
      const uploaded = aSourceImage({ domain: image.domain, origin: 'uploaded', fetchedFrom: null });
      expect(await store.saveUploaded(uploaded)).toEqual({ replaced: false });
      expect(await store.find(image.domain)).toEqual(uploaded);
      expect(await store.remove('never.example', at)).toBe(false);
    });
  });
