import { lettersBefore, longestSuffix, regionAfter, replaceEnd, vowels } from './regions';

/**
 * The Snowball English (Porter2) stemmer, as described on snowballstem.org
 * (algorithms/english/stemmer.html), in the version PostgreSQL 18's `english_stem` runs: it
 * already keeps add/egg/err undoubled, but has none of Snowball 3's other additions (-ogist, the
 * past/univers/later/emerg/organ prefixes, the evening and -ying rules inside step 1b), and still
 * has the exception lists of Snowball 2. Expects a lower-cased word. `Y` marks a y that acts as a
 * consonant.
 */

const isVowel = vowels('aeiouy');
const isVowelWXY = vowels('aeiouywxY');
const DOUBLES = new Set(['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt']);
const VALID_LI = new Set('cdeghkmnrt');

/** Whole words stemmed by a table instead of the rules. */
const EXCEPTIONS = new Map<string, string>([
  ['skis', 'ski'],
  ['skies', 'sky'],
  ['dying', 'die'],
  ['lying', 'lie'],
  ['tying', 'tie'],
  ['idly', 'idl'],
  ['gently', 'gentl'],
  ['ugly', 'ugli'],
  ['early', 'earli'],
  ['only', 'onli'],
  ['singly', 'singl'],
  ['sky', 'sky'],
  ['news', 'news'],
  ['howe', 'howe'],
  ['atlas', 'atlas'],
  ['cosmos', 'cosmos'],
  ['bias', 'bias'],
  ['andes', 'andes'],
]);

/** Words starting so get R1 after this prefix (generate/general/generic are not conflated). */
const R1_PREFIXES = ['gener', 'commun', 'arsen'];

/** Words left alone once step 1a has run (not past participles, not -ing forms). */
const AFTER_1A_KEPT = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

interface Word {
  w: string;
  p1: number;
  p2: number;
}

const hasVowel = (text: string): boolean => [...text].some(isVowel);

/** Whether the text before `end` ends in a short syllable. */
const endsShort = (w: string, end: number): boolean => {
  const a = w[end - 3];
  const b = w[end - 2];
  const c = w[end - 1];
  if (c === undefined || b === undefined) return false;
  if (a !== undefined && !isVowel(a) && isVowel(b) && !isVowelWXY(c)) return true;
  return end === 2 && isVowel(b) && !isVowel(c);
};

const markY = (input: string): string => {
  const chars = [...input];
  if (chars[0] === 'y') chars[0] = 'Y';
  for (let i = 1; i < chars.length; i += 1) {
    if (chars[i] === 'y' && isVowel(chars[i - 1]!)) chars[i] = 'Y';
  }
  return chars.join('');
};

const step1a = (w: string): string => {
  const apostrophe = longestSuffix(w, ["'", "'s", "'s'"]);
  if (apostrophe) w = w.slice(0, -apostrophe.length);
  const suffix = longestSuffix(w, ['sses', 'ied', 'ies', 's', 'us', 'ss']);
  const stem = suffix === null ? w : w.slice(0, -suffix.length);
  switch (suffix) {
    case 'sses':
      return `${stem}ss`;
    case 'ied':
    case 'ies':
      return lettersBefore(w, stem.length) > 1 ? `${stem}i` : `${stem}ie`;
    case 's':
      // the letter right before the s does not count: gas and this keep it, gaps loses it
      return hasVowel(stem.slice(0, -1)) ? stem : w;
    default:
      return w;
  }
};

const step1b = ({ w, p1 }: Word): string => {
  const suffix = longestSuffix(w, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (suffix === null) return w;
  const stem = w.slice(0, -suffix.length);
  if (suffix === 'eed' || suffix === 'eedly') return stem.length >= p1 ? `${stem}ee` : w;
  if (!hasVowel(stem)) return w;
  if (/(?:at|bl|iz)$/.test(stem)) return `${stem}e`;
  // hopp → hop, but add, egg and err stay
  if (DOUBLES.has(stem.slice(-2))) return stem.length === 3 && 'aeo'.includes(stem[0]!) ? stem : stem.slice(0, -1);
  return stem.length === p1 && endsShort(stem, stem.length) ? `${stem}e` : stem;
};

const step1c = (w: string): string => {
  const last = w[w.length - 1];
  const before = w[w.length - 2];
  if ((last === 'y' || last === 'Y') && before !== undefined && !isVowel(before) && w.length > 2) return `${w.slice(0, -1)}i`;
  return w;
};

const STEP2: Record<string, string> = {
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  abli: 'able',
  entli: 'ent',
  izer: 'ize',
  ization: 'ize',
  ational: 'ate',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  aliti: 'al',
  alli: 'al',
  fulness: 'ful',
  ousli: 'ous',
  ousness: 'ous',
  iveness: 'ive',
  iviti: 'ive',
  biliti: 'ble',
  bli: 'ble',
  ogi: 'og',
  fulli: 'ful',
  lessli: 'less',
  li: '',
};
const STEP2_SUFFIXES = Object.keys(STEP2);

const step2 = ({ w, p1 }: Word): string => {
  const suffix = longestSuffix(w, STEP2_SUFFIXES);
  if (suffix === null || w.length - suffix.length < p1) return w;
  const before = w[w.length - suffix.length - 1];
  if (suffix === 'ogi' && before !== 'l') return w;
  if (suffix === 'li' && (before === undefined || !VALID_LI.has(before))) return w;
  return replaceEnd(w, suffix.length, STEP2[suffix]!);
};

const STEP3: Record<string, string> = {
  tional: 'tion',
  ational: 'ate',
  alize: 'al',
  icate: 'ic',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
  ative: '',
};
const STEP3_SUFFIXES = Object.keys(STEP3);

const step3 = ({ w, p1, p2 }: Word): string => {
  const suffix = longestSuffix(w, STEP3_SUFFIXES);
  const start = w.length - (suffix?.length ?? 0);
  if (suffix === null || start < p1 || (suffix === 'ative' && start < p2)) return w;
  return replaceEnd(w, suffix.length, STEP3[suffix]!);
};

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
];

const step4 = ({ w, p2 }: Word): string => {
  const suffix = longestSuffix(w, STEP4);
  const start = w.length - (suffix?.length ?? 0);
  if (suffix === null || start < p2) return w;
  if (suffix === 'ion' && w[start - 1] !== 's' && w[start - 1] !== 't') return w;
  return w.slice(0, start);
};

const step5 = ({ w, p1, p2 }: Word): string => {
  const start = w.length - 1;
  if (w.endsWith('e') && (start >= p2 || (start >= p1 && !endsShort(w, start)))) return w.slice(0, start);
  if (w.endsWith('ll') && start >= p2) return w.slice(0, start);
  return w;
};

export const stemEnglish = (word: string): string => {
  const exception = EXCEPTIONS.get(word);
  if (exception !== undefined) return exception;
  if ([...word].length < 3) return word;
  let w = markY(word.startsWith("'") ? word.slice(1) : word);
  const prefix = R1_PREFIXES.find((p) => w.startsWith(p));
  const p1 = prefix ? prefix.length : regionAfter(w, isVowel);
  const p2 = regionAfter(w, isVowel, p1);
  w = step1a(w);
  if (AFTER_1A_KEPT.has(w)) return w;
  w = step1b({ w, p1, p2 });
  w = step1c(w);
  for (const step of [step2, step3, step4, step5]) w = step({ w, p1, p2 });
  return w.replaceAll('Y', 'y');
};
