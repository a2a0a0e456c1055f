/**
 * Helpers shared by the Snowball stemmers (snowballstem.org). Positions are UTF-16 offsets;
 * where an algorithm counts letters ("at least 3 letters", "exactly one letter") it counts code
 * points, as Snowball does on UTF-8, so a letter outside the BMP still counts as one.
 */

export type VowelTest = (char: string) => boolean;

export const vowels = (letters: string): VowelTest => {
  const set = new Set(letters);
  return (char) => set.has(char);
};

/**
 * The standard R1 (from 0) or R2 (from R1): the offset after the first non-vowel that follows a
 * vowel at or after `from`, or the word's length when there is none.
 */
export const regionAfter = (word: string, isVowel: VowelTest, from = 0): number => {
  let i = from;
  while (i < word.length && !isVowel(word[i]!)) i += 1;
  while (i < word.length && isVowel(word[i]!)) i += 1;
  return i < word.length ? i + 1 : word.length;
};

/** How many letters (code points) come before the offset. */
export const lettersBefore = (word: string, offset: number): number => {
  let count = 0;
  for (let i = 0; i < offset; i += 1) {
    const code = word.charCodeAt(i);
    // a low surrogate completes the letter its high surrogate started
    if (code < 0xdc00 || code > 0xdfff) count += 1;
  }
  return count;
};

/** The offset after the first `count` letters, or -1 when the word is shorter. */
export const offsetAfterLetters = (word: string, count: number): number => {
  let offset = 0;
  for (let n = 0; n < count; n += 1) {
    if (offset >= word.length) return -1;
    const code = word.charCodeAt(offset);
    offset += code >= 0xd800 && code <= 0xdbff && offset + 1 < word.length ? 2 : 1;
  }
  return offset;
};

/**
 * Snowball's `among` on a word's end: the longest of the suffixes that the word ends with, or
 * null. `limit` is the earliest offset the suffix may start at (`setlimit tomark`).
 */
export const longestSuffix = (word: string, suffixes: readonly string[], limit = 0): string | null => {
  let best: string | null = null;
  for (const suffix of suffixes) {
    if ((best === null || suffix.length > best.length) && word.length - suffix.length >= limit && word.endsWith(suffix)) best = suffix;
  }
  return best;
};

/** Replaces the last `length` characters of the word. */
export const replaceEnd = (word: string, length: number, replacement: string): string => word.slice(0, word.length - length) + replacement;
