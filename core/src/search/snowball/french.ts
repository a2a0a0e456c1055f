import { standardSuffix } from './french-standard-suffix';
import { isFrenchVowel as isVowel, type FrenchWord } from './french-word';
import { longestSuffix, offsetAfterLetters, regionAfter, replaceEnd } from './regions';

/**
 * The Snowball French stemmer, as described on snowballstem.org (algorithms/french/stemmer.html),
 * in the version PostgreSQL 18's `french_stem` runs: with elisions (l', qu') removed, but without
 * Snowball 3's -oux rule, the ni+vowel RV exception and the restricted -ais/-aise/-aises (PostgreSQL
 * stems `palais` to `pal`, keeps `bijoux`). Expects a lower-cased word. Markers:
 * `U`/`I`/`Y` for u/i/y acting as consonants, `H` for a removed diaeresis (ë → He, ï → Hi).
 */

const removeElision = (word: string): string => {
  const m = /^(?:qu|[cdjlmnst])'/.exec(word);
  return m && m[0].length < word.length ? word.slice(m[0].length) : word;
};

const mark = (word: string): string => {
  const c = [...word];
  let i = 0;
  while (i < c.length) {
    const here = c[i]!;
    const next = c[i + 1];
    if (isVowel(here) && (next === 'u' || next === 'i') && c[i + 2] !== undefined && isVowel(c[i + 2]!)) c[i + 1] = next.toUpperCase();
    else if (isVowel(here) && next === 'y') c[i + 1] = 'Y';
    else if (here === 'ë' || here === 'ï') c.splice(i, 1, 'H', here === 'ë' ? 'e' : 'i');
    else if (here === 'y' && next !== undefined && isVowel(next)) c[i] = 'Y';
    else if (here === 'q' && next === 'u') c[i + 1] = 'U';
    else i += 1;
  }
  return c.join('');
};

/** RV: after two leading vowels and one more letter, after par/col/tap, else after the first vowel past the first letter. */
const regionV = (w: string): number => {
  if (isVowel(w[0] ?? '') && isVowel(w[1] ?? '') && w.length > 2) return offsetAfterLetters(w, 3);
  if (/^(?:par|col|tap)/.test(w)) return 3;
  for (let i = offsetAfterLetters(w, 1); i >= 0 && i < w.length; i += 1) if (isVowel(w[i]!)) return i + 1;
  return w.length;
};

const I_VERB = [
  'îmes',
  'ît',
  'îtes',
  'i',
  'ie',
  'ies',
  'ir',
  'ira',
  'irai',
  'iraIent',
  'irais',
  'irait',
  'iras',
  'irent',
  'irez',
  'iriez',
  'irions',
  'irons',
  'iront',
  'is',
  'issaIent',
  'issais',
  'issait',
  'issant',
  'issante',
  'issantes',
  'issants',
  'isse',
  'issent',
  'isses',
  'issez',
  'issiez',
  'issions',
  'issons',
  'it',
];

/** Step 2a: verb suffixes beginning with i, inside RV, after a non-vowel in RV. */
const iVerbSuffix = ({ w, pV }: FrenchWord): string | null => {
  const suffix = longestSuffix(w, I_VERB, pV);
  if (suffix === null) return null;
  const start = w.length - suffix.length;
  const before = w[start - 1];
  if (start - 1 < pV || before === undefined || before === 'H' || isVowel(before)) return null;
  return w.slice(0, start);
};

const VERB_DELETE = [
  'é',
  'ée',
  'ées',
  'és',
  'èrent',
  'er',
  'era',
  'erai',
  'eraIent',
  'erais',
  'erait',
  'eras',
  'erez',
  'eriez',
  'erions',
  'erons',
  'eront',
  'ez',
  'iez',
];
const VERB_WITH_E = [
  'âmes',
  'ât',
  'âtes',
  'a',
  'ai',
  'aIent',
  'ais',
  'ait',
  'ant',
  'ante',
  'antes',
  'ants',
  'as',
  'asse',
  'assent',
  'asses',
  'assiez',
  'assions',
];
const VERB = ['ions', ...VERB_DELETE, ...VERB_WITH_E];

/** Step 2b: other verb suffixes inside RV. */
const verbSuffix = ({ w, pV, p2 }: FrenchWord): string | null => {
  const suffix = longestSuffix(w, VERB, pV);
  if (suffix === null) return null;
  const start = w.length - suffix.length;
  const stem = w.slice(0, start);
  if (suffix === 'ions') return start >= p2 ? stem : null;
  if (VERB_WITH_E.includes(suffix)) return stem.endsWith('e') && start - 1 >= pV ? stem.slice(0, -1) : stem;
  return stem;
};

const KEEP_WITH_S = new Set('aiouès');

/** Step 4, when steps 1 and 2 changed nothing. */
const residualSuffix = ({ w, pV, p2 }: FrenchWord): string => {
  if (w.endsWith('s') && (w.endsWith('His') || !KEEP_WITH_S.has(w[w.length - 2] ?? 'a'))) w = w.slice(0, -1);
  const suffix = longestSuffix(w, ['ion', 'ier', 'ière', 'Ier', 'Ière', 'e'], pV);
  if (suffix === null) return w;
  const start = w.length - suffix.length;
  if (suffix === 'ion') {
    const before = w[start - 1];
    return start >= p2 && start - 1 >= pV && (before === 's' || before === 't') ? w.slice(0, start) : w;
  }
  return suffix === 'e' ? w.slice(0, start) : replaceEnd(w, suffix.length, 'i');
};

const unDouble = (w: string): string => (/(?:enn|onn|ett|ell|eill)$/.test(w) ? w.slice(0, -1) : w);

const unAccent = (w: string): string => {
  let i = w.length;
  while (i > 0 && !isVowel(w[i - 1]!)) i -= 1;
  const accented = w[i - 1];
  return i < w.length && (accented === 'é' || accented === 'è') ? `${w.slice(0, i - 1)}e${w.slice(i)}` : w;
};

const unmark = (w: string): string => w.replace(/He|Hi|H|[IUY]/g, (m) => ({ He: 'ë', Hi: 'ï', H: '', I: 'i', U: 'u', Y: 'y' })[m]!);

export const stemFrench = (word: string): string => {
  const marked = mark(removeElision(word));
  const p1 = regionAfter(marked, isVowel);
  const state: FrenchWord = { w: marked, pV: regionV(marked), p1, p2: regionAfter(marked, isVowel, p1) };
  const standard = standardSuffix(state);
  const changed =
    (standard.done ? standard.w : null) ?? iVerbSuffix({ ...state, w: standard.w }) ?? verbSuffix({ ...state, w: standard.w });
  let w: string;
  if (changed !== null) {
    w = changed.endsWith('Y') ? `${changed.slice(0, -1)}i` : changed.endsWith('ç') ? `${changed.slice(0, -1)}c` : changed;
  } else {
    w = residualSuffix({ ...state, w: standard.w });
  }
  return unmark(unAccent(unDouble(w)));
};
