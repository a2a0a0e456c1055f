/**
 * Words of names and of typed text for as-you-type suggestions (ADR 0020): "Merk" suggests
 * "Angela Merkel" because it starts a word of the name. The PostgreSQL adapter splits stored
 * names into words by the same separators (frequent_entity_word), so both sides agree on what a
 * word is.
 */

/**
 * What separates the words of a name: white space and the punctuation names carry ("Baden-
 * Württemberg", "Dr. Ruth", "AT&T", "Procter & Gamble"). Listed explicitly, not as a character
 * class, because PostgreSQL's `[[:alnum:]]` depends on the database's locale.
 */
export const WORD_SEPARATORS = ' \t\n\r-‐–—.,;:/()"\'’&+!?';

const SEPARATOR_RUN = new RegExp(`[${WORD_SEPARATORS.replace(/[\]\\^-]/g, '\\$&')}]+`, 'u');

/** The words of an already folded text, each once, in order. */
export const wordsOf = (folded: string): string[] => [...new Set(folded.split(SEPARATOR_RUN).filter((w) => w !== ''))];

/** Whether each typed word starts some word of the name (both folded): "ang merk" and "merkel" name "angela merkel". */
export const nameHasWords = (foldedName: string, typedWords: readonly string[]): boolean => {
  const words = wordsOf(foldedName);
  return typedWords.every((typed) => words.some((word) => word.startsWith(typed)));
};

/**
 * The typed words as one quoted phrase (`"angela merk"`), offered with the names when two or
 * more words are typed: picking it adds one tag, a phrase, so the spec's one-term rule (§5) holds.
 * Quotes typed inside are dropped: a phrase cannot contain one.
 */
export const phraseOf = (typed: string): string | null => {
  const words = typed
    .replace(/["“”„«»]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.length >= 2 ? `"${words.join(' ')}"` : null;
};
