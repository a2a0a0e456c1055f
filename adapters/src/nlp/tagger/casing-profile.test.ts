import { describe, expect, test } from '@jest/globals';
import { buildCasingProfile, step } from './casing-profile';

describe('buildCasingProfile', () => {
  test('codes how often a word is lower case mid-sentence, and after an article', () => {
    const texts = Array.from({ length: 5 }, () => 'Gestern kam Müller nach Hause. Der Müller sah das Haus und ging nach Hause.');
    const profile = buildCasingProfile(texts, 'de');
    // "nach" is always lower case, "Müller" never; "Haus" follows "das" every time.
    expect(profile.get('nach')).toBe(step(1) * 5 + step(0) + 1);
    expect(profile.get('müller')).toBe(step(0) * 5 + step(0.5) + 1);
    expect(profile.get('haus')).toBe(step(0) * 5 + step(1) + 1);
    // Sentence-initial words are not counted: "Gestern" is never seen mid-sentence.
    expect(profile.has('gestern')).toBe(false);
  });

  test('drops rare words', () => {
    expect(buildCasingProfile(['Zebras grasen.'], 'de', 5).size).toBe(0);
  });
});
