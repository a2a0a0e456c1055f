import type { CueContext, SpanCandidate } from './cue-context';
import { isGivenName } from './given-names';
import { isCapitalised } from './text-tokens';

/** Words that open a two-word place name: "Bad Ragaz", "San Francisco", "La Chaux-de-Fonds". */
const PLACE_OPENERS = new Set(
  'Bad Sankt St San Santa Sao São Rio Buenos Hong Costa Puerto Porto Santo Saint Sainte Kuala Addis Tel Abu Den Los Las New Le La Les El Port Fort Mount'.split(
    ' ',
  ),
);
/** "Frankfurt am Main", "Rothenburg ob der Tauber", "Boulogne sur Mer". */
const PLACE_LINKS = /^(am|an|ob|sur|sous|upon)$/;

/** "in Wolfsburg", "aus Jerewan", "à Bagnes", "au Bhoutan": a place preposition before a name. */
export function prepositionLocations(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  const { locationPrepositions } = ctx.lexicon;
  for (let i = 0; i < ctx.tokens.length - 1; i++) {
    const token = ctx.word(i);
    if (!token || !locationPrepositions.has(token.lower)) continue;
    const j = i + 1;
    if (!isPlaceStart(ctx, j)) continue;
    spans.push({ from: j, to: placeEnd(ctx, j), kind: 'location', strength: 1 });
  }
  return spans;
}

/** "Kanton Graubünden", "Gemeinde Bad Ragaz", "la commune de Bagnes", "the province of Aceh". */
export function nounLocations(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  const { locationNouns } = ctx.lexicon;
  for (let i = 0; i < ctx.tokens.length - 1; i++) {
    const token = ctx.word(i);
    if (!token || !locationNouns.has(token.lower)) continue;
    // German joins directly ("Kanton Zürich"); French and English take de/d'/du/of.
    const j = /^(de|d'|du|of)$/.test(ctx.text(i + 1)) ? i + 2 : i + 1;
    if (j === i + 1 && ctx.lexicon.language !== 'de') continue;
    if (!isPlaceStart(ctx, j)) continue;
    spans.push({ from: j, to: placeEnd(ctx, j), kind: 'location', strength: 1 });
  }
  return spans;
}

function isPlaceStart(ctx: CueContext, j: number): boolean {
  const token = ctx.word(j);
  if (!token || !isCapitalised(token.text) || ctx.claims[j] !== undefined) return false;
  if (isGivenName(token.text) && ctx.isNameWord(j + 1, { allowNouns: true })) return false;
  const { placeSuffix, language } = ctx.lexicon;
  if (language === 'fr' && PLACE_OPENERS.has(token.text) && ctx.isNameWord(j + 1)) return true;
  if (ctx.isFunctionWord(j) || ctx.isTitle(j) || ctx.lexicon.notNames.has(token.lower)) return false;
  if (language === 'de') {
    const placeLike = placeSuffix?.test(token.lower) ?? false;
    // Dative plurals follow prepositions all the time ("in Städten", "aus Kostengründen").
    return placeLike || (!/(en|ern)$/.test(token.lower) && ctx.isNameWord(j));
  }
  return ctx.isNameWord(j);
}

function placeEnd(ctx: CueContext, j: number): number {
  let end = j + 1;
  if (PLACE_OPENERS.has(ctx.text(j)) && ctx.isNameWord(end, { allowNouns: true })) end += 1;
  if (ctx.lexicon.language !== 'de') {
    // French and English names run on over capitalised words: "à Val d'Isère", "in New Hampshire".
    while (end < j + 4 && ctx.isNameWord(end) && !ctx.tokens[end]?.sentenceInitial) end += 1;
  }
  // "Frankfurt am Main", "Rothenburg ob der Tauber".
  const link = ctx.text(end);
  const k = link === 'an' || link === 'ob' ? end + 2 : end + 1;
  const linked = PLACE_LINKS.test(link) && (k === end + 1 || ctx.text(end + 1) === 'der');
  return linked && ctx.isNameWord(k) ? k + 1 : end;
}
