import { describe, expect, test } from '@jest/globals';
import { assertQueryLength, assertWithinLimits, JSON_BODY_LIMITS, QUERY_LIMITS, type ValueLimits } from './request-limits';

const SMALL: ValueLimits = { maxDepth: 3, maxArrayLength: 4, maxFields: 3, maxStringLength: 10 };

const refusal = (value: unknown, limits = SMALL, where = 'body') => {
  try {
    assertWithinLimits(value, where, limits);
    return null;
  } catch (error) {
    const { kind, code, message, details } = error as { kind: string; code: string; message: string; details: unknown };
    return { kind, code, message, details };
  }
};

const nested = (levels: number, inner: unknown = 'x'): unknown => {
  let value = inner;
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('bounded request values', () => {
  test('values within every limit pass', () => {
    expect(refusal({ a: { b: ['0123456789'] }, n: 1, z: null })).toBeNull();
    expect(refusal(nested(32), JSON_BODY_LIMITS)).toBeNull();
    expect(refusal('plain', SMALL, 'query')).toBeNull();
  });

  test('nesting past the depth is 400 request.too_deep, with a sentence and the place', () => {
    expect(refusal({ a: { b: { c: {} } } })).toEqual({
      kind: 'invalid',
      code: 'request.too_deep',
      message: 'The request is nested more than 3 levels deep (at body.a.b.c).',
      details: { path: 'body.a.b.c', limit: 3 },
    });
    expect(refusal(nested(33), JSON_BODY_LIMITS)?.code).toBe('request.too_deep');
  });

  test('a million levels are refused at the limit, without recursion', () => {
    const deep = nested(1_000_000);
    const started = performance.now();
    expect(refusal(deep, JSON_BODY_LIMITS)).toMatchObject({ code: 'request.too_deep', details: { limit: 32 } });
    // generous for a loaded CI machine; recursion would overflow the stack long before
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('long arrays, many fields and long strings (keys too) are refused by name', () => {
    expect(refusal({ ids: [1, 2, 3, 4, 5] })).toMatchObject({
      code: 'request.array_too_long',
      message: 'A list in the request has more than 4 items (body.ids).',
    });
    expect(refusal({ a: 1, b: 2, c: 3, d: 4 })).toMatchObject({ code: 'request.too_many_fields', details: { path: 'body', limit: 3 } });
    expect(refusal({ list: ['ok', 'x'.repeat(11)] })).toMatchObject({
      code: 'request.string_too_long',
      message: 'A text in the request is longer than 10 characters (body.list.1).',
    });
    expect(refusal({ ['k'.repeat(11)]: 1 })).toMatchObject({ code: 'request.string_too_long' });
    expect(refusal('x'.repeat(100_001), JSON_BODY_LIMITS)).toMatchObject({
      message: 'A text in the request is longer than 100,000 characters (body).',
    });
  });

  test('a NUL anywhere — nested past 64 levels, in a key, in an array — is request.invalid_characters naming the field', () => {
    expect(refusal({ name: 'Banks', alert: { emails: ['a@b.ch', 'x\u0000@b.ch'] } }, JSON_BODY_LIMITS)).toEqual({
      kind: 'invalid',
      code: 'request.invalid_characters',
      message: 'Text must not contain NUL characters (body.alert.emails.1).',
      details: { path: 'body.alert.emails.1' },
    });
    expect(refusal({ 'ke\u0000y': 1 }, JSON_BODY_LIMITS)?.details).toEqual({ path: 'body.ke\\0y' });
    expect(refusal({ q: 'a\u0000' }, QUERY_LIMITS, 'query')?.message).toBe('Text must not contain NUL characters (query.q).');
    const deep = { ...JSON_BODY_LIMITS, maxDepth: 200 };
    expect(refusal(nested(100, 'evil\u0000'), deep)?.code).toBe('request.invalid_characters');
  });

  test('half a surrogate pair on its own is refused (PostgreSQL jsonb cannot hold it); whole pairs pass', () => {
    expect(refusal({ params: { a: 'x\udfff' } }, JSON_BODY_LIMITS)).toEqual({
      kind: 'invalid',
      code: 'request.invalid_characters',
      message: 'Text must be valid Unicode: half of a surrogate pair on its own (body.params.a).',
      details: { path: 'body.params.a' },
    });
    expect(refusal({ ['\ud800']: 1 }, JSON_BODY_LIMITS)?.code).toBe('request.invalid_characters');
    expect(refusal({ q: '\udfff\ud800' }, QUERY_LIMITS, 'query')?.code).toBe('request.invalid_characters');
    expect(refusal({ emoji: '🏳️‍🌈 \ud83d\ude00 Zürich' }, JSON_BODY_LIMITS)).toBeNull();
  });

  test('keys named like Object.prototype members are plain data', () => {
    const body = JSON.parse('{"__proto__": {"x": "a\\u0000"}, "constructor": "c", "toString": "t"}') as unknown;
    expect(refusal(body, JSON_BODY_LIMITS)).toMatchObject({ code: 'request.invalid_characters', details: { path: 'body.__proto__.x' } });
    expect(refusal({ constructor: 'c', toString: 't', hasOwnProperty: 'h' }, JSON_BODY_LIMITS)).toBeNull();
  });

  test('long paths are shortened in the message', () => {
    const key = 'k'.repeat(60);
    const message = refusal({ [key]: { [key]: { [key]: { [key]: 1 } } } }, { ...SMALL, maxStringLength: 100 })?.message ?? '';
    expect(message).toContain(`body.${'k'.repeat(39)}…`);
    expect(message.length).toBeLessThan(250);
  });

  test('query strings have a length of their own', () => {
    expect(() => assertQueryLength('q=' + 'x'.repeat(QUERY_LIMITS.maxLength))).toThrow(
      expect.objectContaining({ code: 'request.too_large', kind: 'invalid' }),
    );
    expect(() => assertQueryLength('q=inflation')).not.toThrow();
    expect(refusal({ a: Array.from({ length: 101 }, () => 'x') }, QUERY_LIMITS, 'query')?.code).toBe('request.array_too_long');
  });
});
