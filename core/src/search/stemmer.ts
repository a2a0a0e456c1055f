import type { DocumentLanguage } from '../documents/document.types';

/**
 * A light stemmer per language: the in-memory oracle's approximation of PostgreSQL's Snowball
 * dictionaries (`english`, `german`, `french`; `simple` for `other`). Both the query word and
 * the document word go through the same function, so what matters is that inflected forms of
 * one word meet; stems need not be real words.
 *
 * Known differences from Snowball (the PostgreSQL adapter may match more or less):
 * - no R1/R2 regions: suffixes are stripped whenever at least 3 characters remain;
 * - English: only plurals, possessive, -ed/-ing, doubled consonants and a final -e
 *   (no -ational, -ness, -ly, … steps: `nationally` ≠ `national`);
 * - German: -e/-em/-en/-er/-ern/-es/-s stripped repeatedly, ß → ss, umlauts kept
 *   (`Bänke` ≠ `Bank`);
 * - French: elided articles (l', d', qu', …) and a short list of plural/feminine/derivational
 *   suffixes, accents kept.
 * The input is expected to be case-folded already.
 */
export const stem = (word: string, language: DocumentLanguage): string => {
  switch (language) {
    case 'en':
      return stemEnglish(word);
    case 'de':
      return stemGerman(word);
    case 'fr':
      return stemFrench(word);
    default:
      return word;
  }
};

const MIN_STEM = 3;
const VOWELS = /[aeiouy]/;

const strip = (word: string, suffix: string): string | null =>
  word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM ? word.slice(0, -suffix.length) : null;

const stemEnglish = (input: string): string => {
  let w = input.replace(/['’]s$/, '').replace(/['’]$/, '');
  if (w.length <= MIN_STEM) return w;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w) && w.length > MIN_STEM) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const s = strip(w, suffix);
    if (s !== null && VOWELS.test(s)) {
      w = s;
      // stopped → stopp → stop; but keep -ll, -ss, -zz (called, passed)
      if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith('e') && w.length > MIN_STEM) w = w.slice(0, -1);
  return w;
};

const GERMAN_SUFFIXES = ['ern', 'em', 'en', 'er', 'es', 'e'];

const stemGerman = (input: string): string => {
  let w = input.replace(/ß/g, 'ss');
  for (let pass = 0; pass < 3; pass += 1) {
    let next: string | null = null;
    for (const suffix of GERMAN_SUFFIXES) {
      next = strip(w, suffix);
      if (next !== null) break;
    }
    // Snowball: -s only after a valid s-ending
    if (next === null && /[bdfghklmnrt]s$/.test(w)) next = strip(w, 's');
    if (next === null) break;
    w = next;
  }
  return w;
};

const FRENCH_SUFFIXES = [
  'issements', 'issement', 'ations', 'ation', 'ements', 'ement', 'euses', 'euse',
  'eaux', 'aux', 'ées', 'ée', 'és', 'es', 'é', 's', 'x', 'e',
];

const stemFrench = (input: string): string => {
  let w = input.replace(/^(?:qu|[cdjlmnst])['’](?=.)/, '');
  for (const suffix of FRENCH_SUFFIXES) {
    const s = strip(w, suffix);
    if (s === null) continue;
    w = suffix === 'aux' ? `${s}al` : suffix === 'eaux' ? `${s}eau` : s;
    break;
  }
  return w;
};
