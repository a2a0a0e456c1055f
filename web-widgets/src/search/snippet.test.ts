/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { snippet } from './snippet';

const marked = (s: ReturnType<typeof snippet>) => s.ranges.map((r) => s.text.slice(r.start, r.end));

describe('snippet', () => {
  test('a short body is kept whole, whitespace collapsed, ranges following', () => {
    const s = snippet('The  franc\n\nrose.', [{ start: 5, end: 10 }]);
    expect(s).toMatchObject({ text: 'The franc rose.', cutStart: false, cutEnd: false });
    expect(marked(s)).toEqual(['franc']);
  });

  test('a long body is cut around the first highlight at word boundaries', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    const body = words.join(' ');
    const start = body.indexOf('word150');
    const s = snippet(body, [{ start, end: start + 'word150'.length }], 100);
    expect(s.cutStart).toBe(true);
    expect(s.cutEnd).toBe(true);
    expect(marked(s)).toEqual(['word150']);
    expect(s.text.length).toBeLessThanOrEqual(100);
    expect(s.text.split(' ').every((w) => /^word\d+$/.test(w))).toBe(true);
  });

  test('without highlights the start of the body is shown', () => {
    const s = snippet('a '.repeat(300), [], 50);
    expect(s.cutStart).toBe(false);
    expect(s.cutEnd).toBe(true);
    expect(s.ranges).toEqual([]);
  });
});
