import { COMPASS_WORDS, ENGLISH_NATIONALITIES, GERMAN_ROLE_ENDING, MONTH_ABBREVIATIONS } from './chip-words';
import type { CueContext } from './cue-context';
import type { MethodCandidate } from './mention-resolution';
import { isAllCaps } from './text-tokens';

/** Common nouns that also end place names ("Oberwinter", "Unterinland"). */
const PLACE_HEADS = new Set(['winter', 'sommer', 'inland', 'festland', 'hinterland', 'heimatland', 'vaterland', 'umland']);

/**
 * A location chip that names no place: an English adjective of nationality, alone or after a
 * compass word ("Belgian", "South African", "S Korean"); a German title of office after a
 * place adjective ("Südtiroler Landeshauptmann"); a lone German noun for a kind of place
 * ("Bundesland") or a compound of a common noun ("Körperpflegebereich", "Polizeigewahrsam").
 */
export function isNoPlace(span: MethodCandidate, ctx: CueContext): boolean {
  const last = ctx.text(span.to - 1);
  if (ctx.lexicon.language === 'en') {
    for (let i = span.from; i < span.to - 1; i++) if (ctx.word(i) && !COMPASS_WORDS.has(ctx.text(i))) return false;
    return ENGLISH_NATIONALITIES.has(last);
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
 * An English chip of one word that names nobody and nothing: a nationality or its people
 * ("Philippine", "Britons", "Kashmiris"), or a month in a commodity report ("Aug/Sept").
 */
export function isNotANameInEnglish(span: MethodCandidate, ctx: CueContext): boolean {
  if (ctx.lexicon.language !== 'en' || span.to - span.from !== 1) return false;
  const word = ctx.text(span.from);
  return (
    MONTH_ABBREVIATIONS.has(word) || ENGLISH_NATIONALITIES.has(word) || (word.endsWith('s') && ENGLISH_NATIONALITIES.has(word.slice(0, -1)))
  );
}
