import { describe, expect, test } from '@jest/globals';
import { acceptedImageType, declaredTypeMayBeImage, isImageUpload, sniffImageType } from './image-type';
import { MAX_SOURCE_IMAGE_BYTES } from './source-image.types';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffImageType reads the type from the first bytes', () => {
  test.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['gif87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['gif89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['ico with one image', bytes([0, 0, 1, 0, 1, 0], new Array(16).fill(0)), 'image/x-icon'],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'), 'image/svg+xml'],
    [
      'svg after BOM, declaration, comment and doctype',
      text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>'),
      'image/svg+xml',
    ],
  ])('%s', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  test.each([
    ['an HTML soft 404', text('<!doctype html><html><body>Not found</body></html>')],
    ['html that mentions svg later', text('<html><svg></svg></html>')],
    ['a doctype with an internal subset (entity tricks)', text('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>')],
    ['a cursor file', bytes([0, 0, 2, 0, 1, 0], new Array(16).fill(0))],
    ['an ico header without images', bytes([0, 0, 1, 0, 0, 0], new Array(16).fill(0))],
    ['a truncated png signature', bytes([0x89], 'PNG')],
    ['riff that is not webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['a pdf', text('%PDF-1.7')],
    ['nothing', new Uint8Array(0)],
  ])('not an accepted image: %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

test('acceptedImageType refuses empty, oversized and unknown files with their codes', () => {
  const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
  expect(acceptedImageType(png)).toBe('image/png');
  expect(() => acceptedImageType(new Uint8Array(0))).toThrow(expect.objectContaining({ code: 'source_image.empty' }));
  const big = new Uint8Array(MAX_SOURCE_IMAGE_BYTES + 1);
  big.set(png);
  expect(() => acceptedImageType(big)).toThrow(expect.objectContaining({ code: 'source_image.too_large', kind: 'too_large' }));
  const atTheCap = new Uint8Array(MAX_SOURCE_IMAGE_BYTES);
  atTheCap.set(png);
  expect(acceptedImageType(atTheCap)).toBe('image/png');
  expect(() => acceptedImageType(text('<html>'))).toThrow(expect.objectContaining({ code: 'source_image.unsupported_type' }));
});

test('declaredTypeMayBeImage lets image and binary types through, not pages', () => {
  expect(
    [null, '', 'image/png', 'IMAGE/X-ICON; charset=binary', 'image/vnd.microsoft.icon', 'application/octet-stream'].map(
      declaredTypeMayBeImage,
    ),
  ).toEqual([true, true, true, true, true, true]);
  expect(['text/html; charset=utf-8', 'application/json', 'text/plain'].map(declaredTypeMayBeImage)).toEqual([false, false, false]);
});

test('isImageUpload tells an image from a site list by name, type or bytes', () => {
  const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
  const list = text('srf.ch,SRF\nnzz.ch,NZZ\n');
  expect(isImageUpload({ name: 'srf.ch.png', type: null, bytes: list })).toBe(true);
  expect(isImageUpload({ name: 'logo', type: 'image/webp', bytes: list })).toBe(true);
  expect(isImageUpload({ name: 'upload.bin', type: 'application/octet-stream', bytes: png })).toBe(true);
  expect(isImageUpload({ name: 'regional.csv', type: 'text/csv', bytes: list })).toBe(false);
  expect(isImageUpload({ name: 'logo.txt', type: 'image/png', bytes: png })).toBe(false);
  expect(isImageUpload({ name: 'x.exe', type: null, bytes: list })).toBe(false);
  expect(isImageUpload({ name: 'regional.txt', type: null, bytes: new Uint8Array(0) })).toBe(false);
});
