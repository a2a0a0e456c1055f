import { expect, test } from '@jest/globals';
import { domainOfImageName, isImageFileName, shouldFetchSourceImage, SOURCE_IMAGE_RETRY_MS, sourceImageDomain } from './source-image.types';

const now = new Date('2026-11-27T06:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

test('a domain is fetched once: never tried yes, stored or removed no, failed only after the retry time', () => {
  expect(shouldFetchSourceImage(null, now)).toBe(true);
  expect(shouldFetchSourceImage({ state: 'stored', origin: 'fetched', at: ago(10 * SOURCE_IMAGE_RETRY_MS) }, now)).toBe(false);
  expect(shouldFetchSourceImage({ state: 'removed', at: ago(10 * SOURCE_IMAGE_RETRY_MS) }, now)).toBe(false);
  expect(shouldFetchSourceImage({ state: 'failed', at: ago(SOURCE_IMAGE_RETRY_MS - 1), failure: 'x' }, now)).toBe(false);
  expect(shouldFetchSourceImage({ state: 'failed', at: ago(SOURCE_IMAGE_RETRY_MS), failure: 'x' }, now)).toBe(true);
});

test('image names carry the domain the client asks by (spec §3: a png file name)', () => {
  expect(domainOfImageName('srf.ch.png')).toBe('srf.ch');
  expect(domainOfImageName('WWW.NZZ.ch.PNG')).toBe('nzz.ch');
  expect(domainOfImageName('le-temps.ch.svg')).toBe('le-temps.ch');
  expect(domainOfImageName('10.20.0.7.ico')).toBe('10.20.0.7');
  expect(['srf.ch', 'list.csv', '.png', 'localhost.png', '../x.ch.png', 'a b.ch.png', '-x.ch.png'].map(domainOfImageName)).toEqual([
    null,
    null,
    null,
    null,
    null,
    null,
    null,
  ]);
  expect(isImageFileName('srf.ch.png')).toBe(true);
  expect(isImageFileName('regional.txt')).toBe(false);
});

test('sourceImageDomain normalises a document domain and refuses what is not a host', () => {
  expect(sourceImageDomain(' www.SRF.ch. ')).toBe('srf.ch');
  expect(sourceImageDomain('xn--brn-qla.ch')).toBe('xn--brn-qla.ch');
  expect(sourceImageDomain('unknown')).toBeNull();
  expect(sourceImageDomain('Tages-Anzeiger')).toBeNull();
  expect(sourceImageDomain(`${'a'.repeat(64)}.ch`)).toBeNull();
});
