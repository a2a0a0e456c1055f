import { lettersBefore, longestSuffix, offsetAfterLetters, regionAfter, vowels } from './regions';

/**
 * The Snowball German stemmer, as described on snowballstem.org (algorithms/german/stemmer.html),
 * in the version PostgreSQL 18's `german_stem` runs: with ae/oe/ue read as umlauts, -erin/-erinnen,
 * -ln/-lns and the -system exception, but without Snowball 3's removal of -et (PostgreSQL keeps
 * `findet`, `berichtet`). Expects a lower-cased word. `U`/`Y` mark a u/y between vowels.
 */

const isVowel = vowels('aeiouyäöü');
const S_ENDING = new Set('bdfghklmnrt');
const ST_ENDING = new Set('bdfghklmnt');

/** u and y between vowels become consonants (`U`, `Y`), scanning left to right. */
const markConsonants = (word: string): string => {
  const chars = [...word];
  for (let i = 1; i + 1 < chars.length; i += 1) {
    const c = chars[i];
    if ((c === 'u' || c === 'y') && isVowel(chars[i - 1]!) && isVowel(chars[i + 1]!)) chars[i] = c.toUpperCase();
  }
  return chars.join('');
};

/** ß → ss and the transliterations ae/oe/ue → ä/ö/ü (but not the ue of qu). */
const normalise = (word: string): string => word.replace(/ß|ae|oe|ue|qu/g, (m) => ({ ß: 'ss', ae: 'ä', oe: 'ö', ue: 'ü' })[m] ?? m);

const step1 = (w: string, p1: number): string => {
  const suffix = longestSuffix(w, ['em', 'ern', 'er', 'erin', 'erinnen', 'e', 'en', 'es', 's', 'ln', 'lns']);
  if (suffix === null) return w;
  const start = w.length - suffix.length;
  if (start < p1) return w;
  const stem = w.slice(0, start);
  switch (suffix) {
    case 'em':
      return stem.endsWith('syst') ? w : stem;
    case 'e':
    case 'en':
    case 'es':
      // Bedürfnisse → Bedürfnis
      return stem.endsWith('niss') ? stem.slice(0, -1) : stem;
    case 's':
      return S_ENDING.has(stem[stem.length - 1] ?? '') ? stem : w;
    case 'ln':
    case 'lns':
      return `${stem}l`;
    default:
      return stem;
  }
};

const step2 = (w: string, p1: number): string => {
  const suffix = longestSuffix(w, ['en', 'er', 'est', 'st']);
  if (suffix === null) return w;
  const start = w.length - suffix.length;
  if (start < p1) return w;
  const stem = w.slice(0, start);
  const before = stem[stem.length - 1] ?? '';
  if (suffix === 'st' && !(ST_ENDING.has(before) && lettersBefore(stem, stem.length - 1) >= 3)) return w;
  return stem;
};

const step3 = (w: string, p1: number, p2: number): string => {
  const suffix = longestSuffix(w, ['end', 'ung', 'ig', 'ik', 'isch', 'lich', 'heit', 'keit']);
  if (suffix === null) return w;
  const start = w.length - suffix.length;
  if (start < p2) return w;
  const stem = w.slice(0, start);
  switch (suffix) {
    case 'end':
    case 'ung':
      return stem.endsWith('ig') && !stem.endsWith('eig') && start - 2 >= p2 ? stem.slice(0, -2) : stem;
    case 'ig':
    case 'ik':
    case 'isch':
      return stem.endsWith('e') ? w : stem;
    case 'lich':
    case 'heit':
      return (stem.endsWith('er') || stem.endsWith('en')) && start - 2 >= p1 ? stem.slice(0, -2) : stem;
    default: {
      const inner = longestSuffix(stem, ['lich', 'ig']);
      return inner !== null && start - inner.length >= p2 ? stem.slice(0, -inner.length) : stem;
    }
  }
};

const UNMARK: Record<string, string> = { U: 'u', Y: 'y', ä: 'a', ö: 'o', ü: 'u' };

export const stemGerman = (word: string): string => {
  let w = normalise(markConsonants(word));
  // R1 starts after at least 3 letters; R2 is measured from the unadjusted R1
  const r1 = regionAfter(w, isVowel);
  const third = offsetAfterLetters(w, 3);
  const p1 = third < 0 ? w.length : Math.max(r1, third);
  const p2 = third < 0 ? w.length : regionAfter(w, isVowel, r1);
  w = step1(w, p1);
  w = step2(w, p1);
  w = step3(w, p1, p2);
  return w.replace(/[UYäöü]/g, (c) => UNMARK[c]!);
};
