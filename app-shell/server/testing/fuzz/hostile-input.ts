import { gzipSync } from 'node:zlib';
import fc from 'fast-check';

/**
 * The raw material of the route fuzz (route-cases.ts): values and whole bodies that have broken
 * HTTP APIs — NUL, names of Object.prototype members, deep nesting, huge lists and strings,
 * broken unicode, numbers JSON cannot hold, junk bytes, lying headers.
 */

/** Names that find something on every plain object when looked up carelessly. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
] as const;

const TRICKY_STRINGS = [
  ...PROTOTYPE_NAMES,
  '',
  ' ',
  '\t\n',
  '\u0000',
  'inflation\u0000',
  '\ud800',
  'a\udfffb',
  '\u202eevil',
  '\ufeffbom',
  'e\u0301'.repeat(60),
  '🏳️‍🌈'.repeat(30),
  'İstanbul',
  'ẞ',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '%zz',
  "' OR 1=1 --",
  '"; drop table app_user; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '{{7*7}}',
  '\\',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:1/',
  'file:///etc/passwd',
  'a@b',
  'a'.repeat(300) + '@example.org',
  '*',
  '**',
  '*a*',
  '"',
  '"unclosed',
  'AND OR NOT',
  '(((((',
  '[a-',
  '\\d+(',
  '(a+)+$',
  'x'.repeat(5_000),
  'x'.repeat(100_001),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 48 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 48 }) },
);

/** A JSON value of the wrong kind, or of the right kind at a size or depth no field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(-0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 2, Number.MIN_VALUE, 4_294_967_296, true, false, null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      [],
      {},
      [null],
      [[[]]],
      { a: {} },
      ['\u0000'],
      Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, name])),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const deepObject = (levels: number, inner = '1') => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);
const deepArray = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);

/** Raw JSON texts that no JSON.stringify would write: for a field, or as the whole body. */
export const hostileJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2,"__proto__":[]}',
  deepObject(33),
  deepObject(100, '"\\u0000"'),
  deepObject(5_000),
  deepArray(20_000),
  deepArray(70, '"evil\\u0000"'),
  `[${'0,'.repeat(10_001)}0]`,
  `{${Array.from({ length: 1_500 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  `"${'x'.repeat(150_000)}"`,
  '"\\ud800\\udc00\\udfff"',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '"\\u0000"',
);

const gzipBombBody = gzipSync(Buffer.alloc(4 * 1024 * 1024)); // 4 KB that inflate to 4 MiB

/** Whole bodies that are not the JSON they claim to be, with the headers that claim it. */
interface Junk {
  label: string;
  body: Buffer;
  headers: Record<string, string>;
}

export const junkBody: fc.Arbitrary<Junk> = fc.oneof(
  fc.constantFrom<Junk>(
    { label: 'not json', body: Buffer.from('not json at all'), headers: { 'Content-Type': 'application/json' } },
    { label: 'truncated json', body: Buffer.from('{"name": "Banks'), headers: { 'Content-Type': 'application/json' } },
    { label: 'empty json body', body: Buffer.alloc(0), headers: { 'Content-Type': 'application/json' } },
    { label: 'json null', body: Buffer.from('null'), headers: { 'Content-Type': 'application/json' } },
    { label: 'json string', body: Buffer.from('"text"'), headers: { 'Content-Type': 'application/json' } },
    { label: 'json array', body: Buffer.from('[1,2,3]'), headers: { 'Content-Type': 'application/json' } },
    { label: 'bom json', body: Buffer.from('\ufeff{}'), headers: { 'Content-Type': 'application/json' } },
    {
      label: 'invalid utf-8',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
      headers: { 'Content-Type': 'application/json' },
    },
    { label: 'utf-16 json', body: Buffer.from('{"a":"b"}', 'utf16le'), headers: { 'Content-Type': 'application/json; charset=utf-16' } },
    { label: 'unknown charset', body: Buffer.from('{}'), headers: { 'Content-Type': 'application/json; charset=klingon' } },
    { label: 'form', body: Buffer.from('a=1&b[c]=2&__proto__[x]=1'), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { label: 'multipart without boundary', body: Buffer.from('--x\r\n'), headers: { 'Content-Type': 'multipart/form-data' } },
    {
      label: 'multipart with a hostile field',
      body: Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.txt"\r\n\r\nsrf.ch\r\n--b--\r\n',
      ),
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    },
    {
      label: 'broken multipart',
      body: Buffer.from('--b\r\nContent-Disposition: form-data; name="file"\r\n'),
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    },
    {
      label: 'xml',
      body: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
      headers: { 'Content-Type': 'application/xml' },
    },
    { label: 'text', body: Buffer.from('{"a":1}'), headers: { 'Content-Type': 'text/plain' } },
    { label: 'no content type', body: Buffer.from('{"a":1}'), headers: {} },
    { label: 'json suffix type', body: Buffer.from('{"a":1}'), headers: { 'Content-Type': 'application/vnd.api+json' } },
    {
      label: 'gzip that is not',
      body: Buffer.from('{"a":1}'),
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    },
    { label: 'gzip bomb body', body: gzipBombBody, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } },
    {
      label: 'unknown encoding',
      body: Buffer.from('{}'),
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'x-klingon' },
    },
  ),
  fc
    .uint8Array({ maxLength: 256 })
    .map((bytes) => ({ label: 'random bytes', body: Buffer.from(bytes), headers: { 'Content-Type': 'application/json' } })),
  fc
    .json({ maxDepth: 4 })
    .map((text) => ({ label: 'random json', body: Buffer.from(text), headers: { 'Content-Type': 'application/json' } })),
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, except that a lone surrogate becomes the bytes of one (%ED%A0%80: not UTF-8). */
export const encodeLoosely = (text: string): string =>
  text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

/** Path segments as sent on the wire: some deliberately not valid percent-encoding. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fpackage.json', '%2e%2e', '%2F', 'x'.repeat(3_000), '%F0%9F%8F%B3%EF%B8%8F'),
  hostileString.map((s) => encodeLoosely(s.slice(0, 2_000))),
);

/** Query strings as sent on the wire. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    `q=${'x'.repeat(9_000)}`,
    Array.from({ length: 150 }, (_, i) => `p${i}=1`).join('&'),
    Array.from({ length: 150 }, () => 'page=1').join('&'),
    '__proto__=1&constructor=2&toString=3&hasOwnProperty=4',
    '__proto__[isAdmin]=true&a[b][c][d]=1',
    'page=%zz&%=1&&&=&',
    'page=-1&pageSize=1e9',
    'page=1&page=2',
    'sort=%00',
  ),
  fc
    .array(fc.tuple(hostileString, hostileString), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeLoosely(k.slice(0, 500))}=${encodeLoosely(v.slice(0, 2_000))}`).join('&')),
);
