import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../documents/document.types';
import { fold, plainLexeme } from '../search/term-matching';

// The percolator's modules take every word form from here; the definition is search's own, so
// percolation can never normalise a word differently from the search it must agree with.
export { exactForm } from '../search/term-matching';

/**
 * The keys of the percolator's index. A collection is filed under keys such that every document
 * it matches carries at least one of them; a document looks up the keys it carries. Each key
 * kind has its own prefix, so kinds never collide.
 */
export const LANGUAGES: readonly DocumentLanguage[] = DOCUMENT_LANGUAGES;

/** The stemming language of a document language: any language without a stemmer stems like `other` (not at all). */
export const stemmingLanguage = (language: string): DocumentLanguage =>
  LANGUAGES.includes(language as DocumentLanguage) ? (language as DocumentLanguage) : 'other';

/** A plain (stemmed, case-insensitive) word in a document language: stems depend on the language. */
export const stemmedKey = (stemmed: string, language: DocumentLanguage): string => `s|${language}|${stemmed}`;
export const stemKey = (word: string, language: DocumentLanguage): string => stemmedKey(plainLexeme(word, language), language);
/** An exact word, keyed case-insensitively (equal exact forms have equal folded forms). */
export const wordKey = (word: string): string => `w|${fold(word)}`;

/** How many code points a prefix bucket or a contains gram has. */
export const GRAM = 3;

/**
 * The first GRAM code points. Case-sensitive and case-insensitive wildcards use separate buckets
 * (the exact form and the folded form): lower-casing is not always a prefix-preserving map
 * (Greek final sigma), so a bucket of one form says nothing about the other.
 */
export const prefixKey = (normalised: string, caseSensitive: boolean): string | null => {
  const points = [...normalised];
  return points.length < GRAM ? null : `${caseSensitive ? 'P' : 'p'}|${points.slice(0, GRAM).join('')}`;
};

export const gramKey = (gram: string, caseSensitive: boolean): string => `${caseSensitive ? 'C' : 'c'}|${gram}`;

const SURROGATE = /[\uD800-\uDFFF]/;

/** Every GRAM-code-point window of a normalised word. */
export const grams = (normalised: string): string[] => {
  if (!SURROGATE.test(normalised)) {
    // one UTF-16 unit per code point: plain slices (most words; this runs for every word of a document)
    const out: string[] = [];
    for (let i = 0; i + GRAM <= normalised.length; i++) out.push(normalised.slice(i, i + GRAM));
    return out;
  }
  const points = [...normalised];
  const out: string[] = [];
  for (let i = 0; i + GRAM <= points.length; i++) out.push(points.slice(i, i + GRAM).join(''));
  return out;
};

export const entityKey = (kind: 'organizations' | 'persons' | 'locations', name: string): string => `e|${kind}|${name}`;
export const domainKey = (domain: string): string => `d|${domain}`;
export const topicKey = (topic: string): string => `t|${topic}`;
export const languageKey = (language: string): string => `l|${language}`;
