/**
 * Accent folding of plain search terms (ADR 0020): "ecologique" finds "écologique", "Arzte"
 * finds "Ärzte". Applied to the stem, after stemming (indexed-words.ts `stemmedLexeme`), so the
 * Snowball stemmers see the word as written and en/de/fr stems change in nothing but their
 * accents. Exact terms never fold: they keep their own unfolded vector and a case check on the text.
 *
 * Only accents of Latin and Greek letters are taken off (the combining marks U+0300–U+036F
 * after canonical decomposition): Cyrillic "й" is "и" plus a breve there, but a letter of its
 * own, and vowel signs of other scripts are letters too. A few Latin letters that are no base
 * letter plus a mark are spelled as people type them without their keyboard.
 */
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}])[\u0300-\u036f]+/gu;

const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPELLED_LETTERS = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');

/** The word without accents, of lower-case input (a lexeme). Fast path: plain ASCII is returned as it is. */
export const foldAccents = (lexeme: string): string => {
  if (/^[\u0000-\u007f]*$/.test(lexeme)) return lexeme;
  return lexeme
    .normalize('NFD')
    .replace(ACCENTED, '$1')
    .normalize('NFC')
    .replace(SPELLED_LETTERS, (letter) => SPELLED[letter] ?? letter);
};
