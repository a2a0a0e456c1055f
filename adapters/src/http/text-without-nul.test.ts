import { expect, test } from '@jest/globals';
import { assertNoNulCharacters, findNulCharacter } from './text-without-nul';

test('finds a NUL in nested strings and keys and names where', () => {
  expect(findNulCharacter({ name: 'Banks', alert: { emails: ['a@b.ch', 'x\u0000@b.ch'] } }, 'body')).toBe('body.alert.emails.1');
  expect(findNulCharacter({ 'ke\u0000y': 1 }, 'body')).toBe('body.ke\\0y');
  expect(findNulCharacter('plain', 'query')).toBeNull();
  expect(findNulCharacter({ n: 1, b: true, z: null, list: ['ok'] }, 'body')).toBeNull();
});

test('a NUL is a 400 request.invalid_characters naming the field', () => {
  expect(() => assertNoNulCharacters({ params: {}, query: { q: 'a\u0000' }, body: {} })).toThrow(
    expect.objectContaining({ kind: 'invalid', code: 'request.invalid_characters', message: 'Text must not contain NUL characters (query.q).' }),
  );
  expect(() => assertNoNulCharacters({ params: { id: '1' }, query: {}, body: { name: 'Swiss banks' } })).not.toThrow();
});
