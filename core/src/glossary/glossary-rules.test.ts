import { describe, expect, test } from '@jest/globals';
import { mayChange } from './glossary-access';
import { foldText, letterOf, parseLetter, titleKey } from './glossary-letters';
import { cleanComment, cleanDraft, plainTextOf } from './glossary-text';
import { TagStrippingSanitizer } from './testing/in-memory-glossary-repository';

const sanitizer = new TagStrippingSanitizer();

describe('letter folding', () => {
  test.each([
    ['Ärztekammer', 'A'],
    ['Élysée', 'E'],
    ['œuvre', 'O'],
    ['ßtraße', 'S'],
    ['  zug', 'Z'],
    ['Ñandú', 'N'],
    ['Łódź', 'L'],
    ['2FA', '#'],
    ['«Quote»', '#'],
    ['Ωmega', '#'],
    ['', '#'],
  ])('%s is filed under %s', (title, letter) => {
    expect(letterOf(title)).toBe(letter);
  });

  test('folding drops accents and case but keeps the words', () => {
    expect(foldText('Straße in Zürich, ÉTÉ')).toBe('strasse in zurich, ete');
    expect(titleKey('  Öffentliche   Hand ')).toBe('offentliche hand');
  });

  test('a letter from a request is one of A–Z or #, accents folded, anything else refused', () => {
    expect(parseLetter('a')).toBe('A');
    expect(parseLetter('É')).toBe('E');
    expect(parseLetter('#')).toBe('#');
    expect(parseLetter('AB')).toBeNull();
    expect(parseLetter('1')).toBeNull();
    expect(parseLetter('')).toBeNull();
  });
});

describe('texts', () => {
  test('title and description are required; whitespace alone is not a text', () => {
    expect(() => cleanDraft({ title: '  ', description: 'x' }, sanitizer)).toThrow(
      expect.objectContaining({ code: 'glossary.title_required' }),
    );
    expect(() => cleanDraft({ title: 'x', description: ' \n ' }, sanitizer)).toThrow(
      expect.objectContaining({ code: 'glossary.description_required' }),
    );
  });

  test('lengths are bounded', () => {
    expect(() => cleanDraft({ title: 'x'.repeat(201), description: 'x' }, sanitizer)).toThrow(
      expect.objectContaining({ code: 'glossary.title_too_long', details: { maxLength: 200 } }),
    );
    expect(() => cleanDraft({ title: 'x', description: 'x'.repeat(10_001) }, sanitizer)).toThrow(
      expect.objectContaining({ code: 'glossary.description_too_long' }),
    );
    expect(cleanDraft({ title: 'x'.repeat(200), description: 'x'.repeat(10_000) }, sanitizer).title).toHaveLength(200);
  });

  test('plain texts are kept as typed (shown as text later); rich descriptions are sanitised before they are judged', () => {
    expect(cleanDraft({ title: ' <img src=x onerror=alert(1)>  Embargo ', description: '<script>alert(1)</script>' }, sanitizer)).toEqual({
      title: '<img src=x onerror=alert(1)> Embargo',
      description: '<script>alert(1)</script>',
      descriptionFormat: 'plain',
    });
    expect(
      cleanDraft(
        { title: 'Embargo', description: '<p>Until <em>ten</em><script>alert(1)</script></p>', descriptionFormat: 'html' },
        sanitizer,
      ).description,
    ).toBe('<p>Until <em>ten</em></p>');
    expect(() =>
      cleanDraft({ title: 'Embargo', description: '<script>alert(1)</script><p> </p>', descriptionFormat: 'html' }, sanitizer),
    ).toThrow(expect.objectContaining({ code: 'glossary.description_required' }));
  });

  test('the words of sanitised markup, entities decoded', () => {
    expect(plainTextOf('<p>Fish &amp; chips</p><ul><li>one&#39;s</li><li>&#x41;</li></ul>')).toBe("Fish & chips\none's\nA");
  });

  test('comments are required, bounded and trimmed', () => {
    expect(cleanComment('  fine  ')).toBe('fine');
    expect(() => cleanComment(' ')).toThrow(expect.objectContaining({ code: 'glossary.comment_required' }));
    expect(() => cleanComment('x'.repeat(2_001))).toThrow(expect.objectContaining({ code: 'glossary.comment_too_long' }));
  });
});

test('authors and administrators may change; other colleagues may not', () => {
  expect(mayChange('u1', { id: 'u1', isAdmin: false })).toBe(true);
  expect(mayChange('u1', { id: 'u2', isAdmin: true })).toBe(true);
  expect(mayChange('u1', { id: 'u2', isAdmin: false })).toBe(false);
});
