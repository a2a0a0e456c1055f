/** A token of running text with its character offsets, as the gazetteer and cue rules see it. */
export interface TextToken {
  text: string;
  /** Lower-cased text, for dictionary look-ups. */
  lower: string;
  start: number;
  end: number;
  kind: 'word' | 'number' | 'punct';
  /** First word of a sentence (after . ! ? or a line break), where capitals carry no signal. */
  sentenceInitial: boolean;
}

// Words keep inner hyphens, apostrophes, ampersands and dots of abbreviations ("U.S.", "e.V.").
const TOKEN =
  /(?<abbr>(?:\p{L}{1,2}\.){2,})|(?<word>\p{L}[\p{L}\p{M}\p{N}]*(?:[-'’&][\p{L}\p{M}\p{N}]+)*)|(?<number>\p{N}+(?:[.,:/]\p{N}+)*)|(?<punct>[^\s\p{L}\p{N}])/gu;

/** French elisions written against the next word: l'Élysée, d'Orsay, qu'Emmanuel. */
const ELISION = /^(?:[lLdDjJnNsScCmMtT]|[qQ]u|[jJ]usqu|[lL]orsqu|[pP]uisqu)['’](?=\p{L})/u;
/** A clitic glued to a name by a hyphen or a line break: "Cotti-le", "Moscovici-qui", "dit-il". */
const HYPHEN_CLITIC = /^(.+\p{L})-(le|la|les|qui|que|il|elle|on|ils|elles|ci|là|même|t)$/u;
/** English possessive: Merkel's, Reuters’. */
const POSSESSIVE = /['’]s$/u;

/** Abbreviations whose full stop does not end a sentence. */
const NON_TERMINAL = new Set([
  'dr',
  'prof',
  'st',
  'mr',
  'mrs',
  'ms',
  'm',
  'mm',
  'mme',
  'mlle',
  'nr',
  'no',
  'vs',
  'bzw',
  'ca',
  'z',
  'u',
  'etc',
  'sen',
  'rep',
  'gov',
  'gen',
  'lt',
  'col',
  'jr',
  'sr',
  'inc',
  'corp',
  'co',
  'ltd',
  'hl',
  'dipl',
  'ing',
  'jun',
  'sen',
  'mgr',
  'me',
]);

export function tokenize(text: string, language: 'en' | 'de' | 'fr' | 'other'): TextToken[] {
  const tokens: TextToken[] = [];
  let sentenceStart = true;
  let lastEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {};
    const start = match.index;
    if (text.slice(lastEnd, start).includes('\n')) sentenceStart = true;
    const kind = groups.punct !== undefined ? 'punct' : groups.number !== undefined ? 'number' : 'word';
    for (const piece of splitWord(match[0], start, kind, language)) {
      const isWord = piece.kind === 'word';
      tokens.push({ ...piece, lower: piece.text.toLowerCase(), sentenceInitial: isWord && sentenceStart });
      if (isWord || piece.kind === 'number') sentenceStart = false;
      if (piece.kind === 'punct' && endsSentence(piece.text, tokens)) sentenceStart = true;
    }
    lastEnd = start + match[0].length;
  }
  return tokens;
}

function splitWord(
  raw: string,
  start: number,
  kind: TextToken['kind'],
  language: string,
): { text: string; start: number; end: number; kind: TextToken['kind'] }[] {
  const whole = { text: raw, start, end: start + raw.length, kind };
  if (kind !== 'word') return [whole];
  const clitic = HYPHEN_CLITIC.exec(raw);
  if (clitic?.[1] !== undefined) {
    const cut = clitic[1].length;
    return [
      { text: raw.slice(0, cut), start, end: start + cut, kind: 'word' },
      { text: '-', start: start + cut, end: start + cut + 1, kind: 'punct' },
      { text: raw.slice(cut + 1), start: start + cut + 1, end: start + raw.length, kind: 'word' },
    ];
  }
  if (language === 'fr') {
    const elision = ELISION.exec(raw);
    if (elision) {
      const cut = elision[0].length;
      return [
        { text: raw.slice(0, cut), start, end: start + cut, kind: 'word' },
        { text: raw.slice(cut), start: start + cut, end: start + raw.length, kind: 'word' },
      ];
    }
  }
  if (language !== 'fr' && POSSESSIVE.test(raw) && raw.length > 3) {
    const cut = raw.length - 2;
    return [
      { text: raw.slice(0, cut), start, end: start + cut, kind: 'word' },
      { text: raw.slice(cut), start: start + cut, end: start + raw.length, kind: 'punct' },
    ];
  }
  return [whole];
}

function endsSentence(punct: string, tokens: readonly TextToken[]): boolean {
  if (punct === '!' || punct === '?' || punct === ':' || punct === ';' || punct === '•') return true;
  if (punct !== '.') return false;
  const previous = tokens[tokens.length - 2];
  if (!previous) return true;
  // "1. FC Köln", "3. Liga": an ordinal, not the end of a sentence.
  if (previous.kind === 'number') return previous.text.length > 2;
  return !(previous.kind === 'word' && NON_TERMINAL.has(previous.lower));
}

/** Initial capital (Unicode aware). */
export function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** Two or more letters, all upper case ("SPD", "UNO", "AfD" is not). */
export function isAllCaps(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}
