import { COMPASS_WORDS, ENGLISH_NATIONALITIES, GERMAN_ROLE_ENDING, MONTH_ABBREVIATIONS } from './chip-words';
import type { CueContext } from './cue-context';
import type { MethodCandidate } from './mention-resolution';
import { isAllCaps } from './text-tokens';

/** Common nouns that also end place names ("Oberwinter", "Unterinland"). */
const PLACE_HEADS = new Set(['winter', 'sommer', 'inland', 'festland', 'hinterland', 'heimatland', 'vaterland', 'umland']);

/**
 * A location chip that names no place: an English adjective of nationality before a noun, alone
 * or after a compass word ("Belgian authorities", "South African archbishop", "S Korean exports"); a German title of office after a
 * place adjective ("Südtiroler Landeshauptmann"); a lone German noun for a kind of place
 * ("Bundesland") or a compound of a common noun ("Körperpflegebereich", "Polizeigewahrsam").
 */
export function isNoPlace(span: MethodCandidate, ctx: CueContext): boolean {
  const last = ctx.text(span.to - 1);
  if (ctx.lexicon.language === 'en') {
    for (let i = span.from; i < span.to - 1; i++) if (ctx.word(i) && !COMPASS_WORDS.has(ctx.text(i))) return false;
    return ENGLISH_NATIONALITIES.has(last) && beforeNoun(span, ctx);
  }
  if (ctx.lexicon.language !== 'de') return false;
  const lower = last.toLowerCase();
  if (span.to - span.from > 1) return GERMAN_ROLE_ENDING.test(lower) || ctx.isTitle(span.to - 1);
  if (ctx.lexicon.locationNouns.has(lower)) return true;
  if (isAllCaps(last)) return false;
  // The head of a compound is its last part: five letters at least after four (short parts such as "land",
  // "Rhe|inland" make place names), never one that place names end in ("Oberwinter"). It decides before a
  // place-name ending does ("Körperpflegebereich" ends like "Frankreich").
  for (let head = 4; head <= lower.length - 5; head++) {
    const part = lower.slice(head);
    if (ctx.lexicon.notNames.has(part) && !PLACE_HEADS.has(part)) return true;
  }
  return false;
}

/**
 * An English chip of one word that names nobody and nothing: an adjective of nationality before a
 * noun or a name ("Philippine government", "Belgian authorities"), a people called a person ("Britons",
 * "Kashmiris"), a month in a commodity report ("Aug/Sept"). Alone, a nationality may stand for
 * the country or its team in a results table ("Danish 2"), and a people for a team ("the Czechs won").
 */
export function isNotANameInEnglish(span: MethodCandidate, ctx: CueContext): boolean {
  if (ctx.lexicon.language !== 'en' || span.to - span.from !== 1) return false;
  const word = ctx.text(span.from);
  if (MONTH_ABBREVIATIONS.has(word)) return true;
  if (ENGLISH_NATIONALITIES.has(word)) return beforeNoun(span, ctx);
  return span.kind === 'person' && word.endsWith('s') && ENGLISH_NATIONALITIES.has(word.slice(0, -1));
}

/**
 * A word follows: the span is an adjective before its noun or a name ("Belgian authorities",
 * "South Korean President", "South Korean Hyung-Taik Lee"); a number or punctuation follows a
 * country in a table ("Danish 2").
 */
function beforeNoun(span: MethodCandidate, ctx: CueContext): boolean {
  return ctx.tokens[span.to]?.kind === 'word';
}
