import type { EntityKind } from '@newsdesk/core/documents/document.types';
import type { CueLexicon } from './cue-lexicon';
import { isAllCaps, isCapitalised, type TextToken } from './text-tokens';

/**
 * A span a rule proposes. `strength` orders rules when spans overlap: 3 gazetteer, 2 strong cue
 * (title, legal form, club, institution head, given name), 1 weak cue (preposition, acronym) and
 * the library.
 */
export interface SpanCandidate {
  from: number;
  to: number;
  kind: EntityKind;
  strength: number;
}

/** Abbreviated titles and particles that are followed by a full stop: "M.", "Dr.", "W." */
const DOTTED = /^(?:m|mm|mme|dr|prof|pr|mr|mrs|ms|st|gen|sen|rep|gov|col|lt|me|hl|jr|sr)$/;

/** The tokens of one text plus what the gazetteer already claimed, with the tests rules share. */
export class CueContext {
  constructor(
    readonly tokens: readonly TextToken[],
    readonly lexicon: CueLexicon,
    /** Kind of the gazetteer match covering each token, if any. */
    readonly claims: readonly (EntityKind | undefined)[],
  ) {}

  word(i: number): TextToken | undefined {
    const token = this.tokens[i];
    return token?.kind === 'word' ? token : undefined;
  }

  text(i: number): string {
    return this.tokens[i]?.text ?? '';
  }

  isFunctionWord(i: number): boolean {
    const token = this.tokens[i];
    return token !== undefined && this.lexicon.functionWords.has(token.lower);
  }

  isTitle(i: number): boolean {
    const token = this.word(i);
    if (!token) return false;
    // Headlines in capitals ("MISS CAMPESE FAREWELL") carry no titles we can trust.
    if (isAllCaps(token.text) && token.text.length > 3) return false;
    if (this.lexicon.personTitles.has(token.lower)) return true;
    const suffix = this.lexicon.personTitleSuffix;
    return suffix !== undefined && isCapitalised(token.text) && suffix.test(token.lower);
  }

  /** Claimed by the gazetteer as something other than a person. */
  isClaimedNonPerson(i: number): boolean {
    const claim = this.claims[i];
    return claim !== undefined && claim !== 'person';
  }

  /** Could be part of a name: capitalised, not a function word, title or known non-name. */
  isNameWord(i: number, options: { allowNouns?: boolean } = {}): boolean {
    const token = this.word(i);
    if (!token || !(isCapitalised(token.text) || isAllCaps(token.text))) return false;
    if (token.text.length < 2 && !/^\p{Lu}$/u.test(token.text)) return false;
    if (this.isFunctionWord(i) || this.isTitle(i) || this.isClaimedNonPerson(i)) return false;
    if (this.lexicon.notNames.has(token.lower)) return false;
    const nounSuffix = this.lexicon.nounSuffix;
    return options.allowNouns === true || nounSuffix === undefined || !nounSuffix.test(token.lower);
  }

  /** Skip a full stop after an abbreviation ("Dr.", "M."), returning the next index. */
  skipDot(i: number, after: number): number {
    const token = this.tokens[i];
    return this.text(after) === '.' && token !== undefined && (DOTTED.test(token.lower) || token.text.length === 1) ? after + 1 : after;
  }

  /**
   * The end of a personal name starting at `from`: name words, single-letter initials with a
   * full stop ("George W. Bush") and particles between name words ("Ursula von der Leyen").
   */
  nameEnd(from: number, max: number, options: { allowNouns?: boolean } = {}): number {
    let end = from;
    let i = from;
    let words = 0;
    while (words < max) {
      // Only the first word may be noun-like ("Thomas Mann"); later ones must look like names.
      if (this.isNameWord(i, words === 0 ? options : {})) {
        words += 1;
        i = /^\p{Lu}$/u.test(this.text(i)) ? this.skipDot(i, i + 1) : i + 1;
        end = i;
        continue;
      }
      let k = i;
      // "von der Leyen": a particle sequence never starts with an article ("Müller der Ältere").
      if (!/^(?:der|den|ter|ten|della|la|le)$/.test(this.text(k))) {
        while (k < i + 3 && this.word(k) && this.lexicon.nameParticles.has(this.text(k))) k += 1;
      }
      if (words > 0 && k > i && this.isNameWord(k, options)) {
        i = k;
        words += 1;
        continue;
      }
      break;
    }
    // A lone initial is not a name.
    return end - from === 1 && /^\p{Lu}$/u.test(this.text(from)) ? from : end;
  }
}
