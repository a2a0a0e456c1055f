/**
 * How a word is used in running news of one language (the casing profile the recogniser was
 * trained with, tagger/casing-profile.ts): whether it is mostly written in lower case
 * mid-sentence ("américain", "chairman"), i.e. an ordinary word rather than part of a name.
 */
export interface WordUsage {
  isOrdinaryWord(lower: string): boolean;
  /** At least 30 % of its mid-sentence occurrences in lower case ("Treasurer", "Minister"). */
  isOftenLowerCase(lower: string): boolean;
  /** Often after an article ("der Sohn", "la Sarthe"): a noun, in German whatever its capital. `step` 1 is 5 %, 2 is 30 %. */
  followsArticles(lower: string, step?: number): boolean;
  /** Seen often enough in the news to be in the profile at all. */
  isKnown(lower: string): boolean;
}

export const NO_WORD_USAGE: WordUsage = {
  isOrdinaryWord: () => false,
  isOftenLowerCase: () => false,
  followsArticles: () => false,
  isKnown: () => false,
};

/**
 * The usage a casing profile records (tagger/casing-profile.ts packs the lower-case share step
 * times five plus the after-article step, plus one): ordinary when at least 70 % of its
 * mid-sentence occurrences are in lower case, a noun when at least 5 % follow an article.
 */
export function wordUsageFromCasing(casing: ReadonlyMap<string, number>): WordUsage {
  const code = (lower: string): number | undefined => {
    const packed = casing.get(lower);
    return packed === undefined ? undefined : packed - 1;
  };
  return {
    isOrdinaryWord: (lower) => Math.floor((code(lower) ?? 0) / 5) >= 3,
    isOftenLowerCase: (lower) => Math.floor((code(lower) ?? 0) / 5) >= 2,
    followsArticles: (lower, step = 1) => (code(lower) ?? 0) % 5 >= step,
    isKnown: (lower) => casing.has(lower),
  };
}
