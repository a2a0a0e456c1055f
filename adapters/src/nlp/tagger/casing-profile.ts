import { isAllCaps, isCapitalised, tokenize } from '../text-tokens';

/**
 * How a word is written in running news text, from unlabelled articles: the share of its
 * mid-sentence occurrences in lower case and, for German, the share after an article. A
 * capitalised word that is usually lower case ("Meanwhile", "HOUSE" in a headline) is rarely a
 * name; a German capital after "der/die/das" is more often a noun than a person. Each share is
 * cut into five steps and packed into one small number per word.
 */
export type CasingProfile = ReadonlyMap<string, number>;

const ARTICLES = new Set([
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'eines',
  'le',
  'la',
  'les',
  'the',
  'a',
  'an',
]);
const STEPS = [0.05, 0.3, 0.7, 0.95];

export function step(share: number): number {
  let s = 0;
  while (s < STEPS.length && share >= (STEPS[s] as number)) s += 1;
  return s;
}

/** Words seen at least `minCount` times mid-sentence, each with (lower-case step) * 5 + (after-article step) + 1. */
export function buildCasingProfile(texts: Iterable<string>, language: 'en' | 'de' | 'fr', minCount = 5): Map<string, number> {
  const counts = new Map<string, [number, number, number]>();
  for (const text of texts) {
    const tokens = tokenize(text, language);
    tokens.forEach((token, i) => {
      if (token.kind !== 'word' || token.sentenceInitial || isAllCaps(token.text)) return;
      const entry = counts.get(token.lower) ?? [0, 0, 0];
      entry[0] += 1;
      if (!isCapitalised(token.text)) entry[1] += 1;
      if (ARTICLES.has(tokens[i - 1]?.lower ?? '')) entry[2] += 1;
      counts.set(token.lower, entry);
    });
  }
  const profile = new Map<string, number>();
  for (const [word, [n, lower, afterArticle]] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (n >= minCount) profile.set(word, step(lower / n) * 5 + step(afterArticle / n) + 1);
  }
  return profile;
}
