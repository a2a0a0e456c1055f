import { expect, test } from '@jest/globals';
import { InMemorySourceImageStore } from '../testing/in-memory-source-images';
import { PNG_BYTES } from '../testing/source-images.contract';
import { DeleteSourceImage } from './delete-source-image';
import { GetSourceImage } from './get-source-image';
import { ReplaceSourceImage } from './replace-source-image';

const clock = { now: () => new Date('2026-11-27T06:00:00.000Z') };
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

test('an admin replaces, reads and removes a source image by its png name', async () => {
  const store = new InMemorySourceImageStore();
  const replace = new ReplaceSourceImage(store, clock);
  const get = new GetSourceImage(store);
  expect(await replace.execute({ fileName: 'logo.svg', domain: 'WWW.SRF.ch', bytes: svg })).toMatchObject({
    image: { domain: 'srf.ch', contentType: 'image/svg+xml', origin: 'uploaded' },
    replaced: false,
  });
  expect(await replace.execute({ fileName: 'srf.ch.png', bytes: PNG_BYTES })).toMatchObject({ replaced: true });
  expect(await get.execute('srf.ch.png')).toMatchObject({ contentType: 'image/png', bytes: PNG_BYTES });
  await new DeleteSourceImage(store, clock).execute('srf.ch.png');
  await expect(get.execute('srf.ch.png')).rejects.toMatchObject({ code: 'source_image.not_found' });
  await expect(new DeleteSourceImage(store, clock).execute('srf.ch.png')).rejects.toMatchObject({ code: 'source_image.not_found' });
});

test('bad names and bad files are refused with their codes', async () => {
  const store = new InMemorySourceImageStore();
  const replace = new ReplaceSourceImage(store, clock);
  await expect(replace.execute({ fileName: 'logo.png', bytes: PNG_BYTES })).rejects.toMatchObject({ code: 'source_image.invalid_name' });
  await expect(replace.execute({ fileName: 'x.png', domain: 'not a domain', bytes: PNG_BYTES })).rejects.toMatchObject({
    code: 'source_image.invalid_name',
  });
  await expect(replace.execute({ fileName: 'srf.ch.png', bytes: new TextEncoder().encode('<html>') })).rejects.toMatchObject({
    code: 'source_image.unsupported_type',
  });
  await expect(new GetSourceImage(store).execute('../srf.ch.png')).rejects.toMatchObject({ code: 'source_image.invalid_name' });
  expect(await store.find('srf.ch')).toBeNull();
});
