import type { CueContext } from './cue-context';
import { isGivenName } from './given-names';
import type { MethodCandidate } from './mention-resolution';
import { GERMAN_ROLE_ENDING, JOINERS, NEE, SECTION_WORDS, ZU_PHRASES } from './chip-words';
import { isNoPlace, isNotANameInEnglish } from './not-a-name';
import { isAllCaps, isCapitalised } from './text-tokens';
import type { WordUsage } from './word-usage';

/** Punctuation that closes a person's name: an apposition or a bracket follows ("X, directeur de …", "X (SPD)"). */
const NAME_CLOSERS = new Set([',', '(', ')', ':', ';', '|', '/', '–', '—', '«', '»', '"', '“', '”']);

/**
 * A span cut to clean chips (the cases are in news-entity-extractor.test.ts, "clean chips from real feeds"):
 * never across a line break; a person's name without the words around it ("américain Donald
 * Trump", "Hans Küng zu Besuch", "AFP Didier Birig, secrétaire général"), two people in a row
 * split into two ("Angela Merkel Emmanuel Macron"); no location that is an ordinary noun or
 * adjective ("Armut", "türkische"). Listed names (they carry their canonical `name`) stay as listed.
 * Returns no span, the span or its pieces.
 */
export function cleanChip(span: MethodCandidate, ctx: CueContext, text: ChipText, usage: WordUsage): MethodCandidate[] {
  if (span.name !== undefined) return [span];
  const pieces = splitAtLineBreaks(span, ctx, text).flatMap((piece) => {
    // French places and units open with a lower-case noun that is part of the name ("rue du Temple", "bataillon …");
    // English and German ones do not ("eastern Siberia", "rival Porsche").
    const cut = piece.kind === 'person' || ctx.lexicon.language !== 'fr' ? dropLeadingLowerCase(piece, ctx) : piece;
    if (!cut) return [];
    if (isGermanCommonNoun(cut, ctx, usage) || isNotANameInEnglish(cut, ctx)) return [];
    if (cut.kind === 'person') return personPieces(cut, ctx, usage);
    const person = personBeforeSectionWord(cut, ctx) ?? personAfterTitle(cut, ctx, usage);
    if (person) return personPieces(person, ctx, usage);
    if (cut.kind === 'location' && (isOrdinaryLocationWord(cut, ctx, usage) || isNoPlace(cut, ctx))) return [];
    return [cut];
  });
  return pieces.filter((piece) => hasCapitalisedWord(piece, ctx));
}

/**
 * The text a chip comes from, with how its lines break. Wire copy is often wrapped at a fixed width
 * ("chief of staff Donald\nRegan"): there only a blank line or the end of the headline (the first
 * line) separates names; elsewhere every line break does (a feed's title and its teaser, a list).
 */
export interface ChipText {
  text: string;
  hardWrapped: boolean;
  /** Offset of the first line break: the headline ends there. */
  headlineEnd: number;
}

export function chipText(text: string): ChipText {
  const lines = text.split('\n');
  const body = lines.slice(1, -1);
  // Wrapped lines are of similar width and mostly end mid-sentence.
  const wrapped = body.filter((line) => line.length >= 40 && line.length <= 100 && !/[.!?:"»”]\s*$/.test(line)).length;
  return { text, hardWrapped: body.length >= 3 && wrapped >= body.length * 0.5, headlineEnd: text.indexOf('\n') };
}

function splitAtLineBreaks(span: MethodCandidate, ctx: CueContext, { text, hardWrapped, headlineEnd }: ChipText): MethodCandidate[] {
  const pieces: MethodCandidate[] = [];
  let from = span.from;
  for (let i = span.from + 1; i < span.to; i++) {
    const start = ctx.tokens[i - 1]?.end ?? 0;
    const gap = text.slice(start, ctx.tokens[i]?.start ?? 0);
    if (!gap.includes('\n')) continue;
    if (hardWrapped && !/\n\s*\n/.test(gap) && start + gap.indexOf('\n') !== headlineEnd) continue;
    // A lone given name at the end of a line is cut off from its surname ("Albert\nFerrer" in a table).
    if (i - from === 1 && isGivenName(ctx.text(from))) continue;
    pieces.push({ ...span, from, to: i });
    from = i;
  }
  pieces.push({ ...span, from, to: span.to });
  return pieces.flatMap((piece) => trimEnds(piece, ctx) ?? []);
}

/** Without punctuation and function words at either end ("Berlin ." → "Berlin"). */
function trimEnds(span: MethodCandidate, ctx: CueContext): MethodCandidate | undefined {
  let { from, to } = span;
  while (from < to && !ctx.word(from)) from += 1;
  while (to > from && (!ctx.word(to - 1) || (ctx.isFunctionWord(to - 1) && isLowerCaseWord(ctx, to - 1)))) to -= 1;
  return to > from ? { ...span, from, to } : undefined;
}

const isLowerCaseWord = (ctx: CueContext, i: number): boolean => {
  const word = ctx.word(i)?.text;
  return word !== undefined && word === word.toLowerCase();
};

/**
 * Words before a name in lower case ("déclaré Bill Clinton", "américain Donald Trump"). A name
 * particle stays when a surname follows ("de Villepin") but goes before a given name
 * ("de François Mitterrand", "von Mathias Döpfner"). Mixed case ("eBay") is kept.
 */
function dropLeadingLowerCase(span: MethodCandidate, ctx: CueContext): MethodCandidate | undefined {
  let from = span.from;
  while (from < span.to - 1 && isLowerCaseWord(ctx, from)) {
    const particle = ctx.lexicon.nameParticles.has(ctx.text(from));
    if (particle && span.kind === 'person' && !isGivenName(ctx.text(from + 1)) && !isLowerCaseWord(ctx, from + 1)) break;
    if (particle && span.kind !== 'person') break;
    from += 1;
  }
  return trimEnds({ ...span, from }, ctx);
}

/** A word that may be inside a person's name: capitalised, an initial, or a particle between name words. */
function isNameToken(ctx: CueContext, i: number, to: number): boolean {
  const token = ctx.tokens[i];
  if (!token) return false;
  if (token.kind === 'punct') return token.text === '.' || token.text === '-' || token.text === '’' || token.text === "'";
  if (token.kind === 'number') return false;
  if (isCapitalised(token.text) || isAllCaps(token.text)) return !JOINERS.has(token.lower);
  // "Charlotte née Bourgoin": a birth name belongs to the name.
  if (NEE.has(token.lower) && i > 0 && isCapitalised(ctx.text(i - 1)) && isCapitalised(ctx.text(i + 1))) return true;
  // "Ludwig van Beethoven", "Ursula von der Leyen": particles followed by a surname. Before a given
  // name "von" is "by" ("Roman von Markus Werner"); "zu Besuch", "zu Gast" are phrases.
  let k = i;
  while (k < to && ctx.lexicon.nameParticles.has(ctx.text(k))) k += 1;
  const next = ctx.text(k);
  return k > i && k < to && isCapitalised(next) && !isGivenName(next) && !(token.lower === 'zu' && ZU_PHRASES.has(next));
}

/**
 * A person span is cut into runs of name words at anything a name does not contain (lower-case
 * words other than particles, joiners, commas and brackets), then at a given name that starts a
 * second person; the run with a given name (else the first) is the name, unless the runs are
 * two people ("Merkel und Macron"). Words before a given name that are not names themselves
 * (titles, acronyms, ordinary words, section words) are dropped.
 */
function personPieces(span: MethodCandidate, ctx: CueContext, usage: WordUsage): MethodCandidate[] {
  const runs: { from: number; to: number }[] = [];
  let from = -1;
  let joined = false;
  for (let i = span.from; i <= span.to; i++) {
    const inside = i < span.to && isNameToken(ctx, i, span.to) && !NAME_CLOSERS.has(ctx.text(i));
    if (inside && from < 0) from = i;
    if (!inside && from >= 0) {
      runs.push({ from, to: i });
      from = -1;
    }
    if (i < span.to && JOINERS.has(ctx.tokens[i]?.lower ?? '')) joined = true;
  }
  const people = runs
    .flatMap((run) => splitTwoPeople(run, ctx))
    .map((run) => dropWordsBeforeName(run, ctx, usage))
    .map((run) => dropWordsAfterName(run, ctx))
    .filter((run) => run.to > run.from);
  if (people.length <= 1) return people.map((run) => ({ ...span, ...run }));
  // Two people side by side or joined by "und"/"and"/"et" are two chips; otherwise the other runs are stray words.
  if (people.length !== runs.length || joined) return people.map((run) => ({ ...span, ...run }));
  // The name comes first, what the model ran on into comes after ("Pietra, directeur du Chemin").
  const best = people.find((run) => hasGivenName(run, ctx)) ?? people[0];
  return best ? [{ ...span, ...best }] : [];
}

function hasGivenName(run: { from: number; to: number }, ctx: CueContext): boolean {
  for (let i = run.from; i < run.to; i++) if (isGivenName(ctx.text(i))) return true;
  return false;
}

/**
 * "Angela Merkel Emmanuel Macron": a given name after at least two name words, not itself after
 * a given name or an initial ("Hans Peter Müller"), with a surname after it, starts a second person.
 */
function splitTwoPeople(run: { from: number; to: number }, ctx: CueContext): { from: number; to: number }[] {
  for (let k = run.from + 2; k < run.to - 1; k++) {
    const previous = ctx.text(k - 1);
    const startsPerson = isGivenName(ctx.text(k)) && isCapitalised(ctx.text(k + 1));
    const afterName = isCapitalised(previous) && previous.length > 2 && !isGivenName(previous) && !ctx.lexicon.nameParticles.has(previous);
    if (startsPerson && afterName) return [{ from: run.from, to: k }, ...splitTwoPeople({ from: k, to: run.to }, ctx)];
  }
  return [run];
}

/** Not part of a name when it stands before one: a title, an acronym ("AFP", "LR"), a section or an ordinary word. */
function isPrefixWord(ctx: CueContext, i: number, usage: WordUsage): boolean {
  const token = ctx.word(i);
  if (!token) return true;
  if (isGivenName(token.text)) return false;
  if (ctx.isTitle(i) || SECTION_WORDS.has(token.text) || ctx.lexicon.notNames.has(token.lower)) return true;
  if (isAllCaps(token.text)) return true;
  const nounSuffix = ctx.lexicon.nounSuffix;
  if (usage.isOrdinaryWord(token.lower) || nounSuffix?.test(token.lower)) return true;
  if (usage.isOftenLowerCase(token.lower)) return true;
  // German capitalises nouns: "Sohn Sebastian Vettel", "Roman von …" tell themselves by the article before them elsewhere.
  if (ctx.lexicon.language === 'de') return usage.followsArticles(token.lower) || GERMAN_ROLE_ENDING.test(token.lower);
  // "la Sarthe", "l'Économie": a French word mostly after an article is no first name.
  return ctx.lexicon.language === 'fr' && usage.followsArticles(token.lower, 2);
}

/**
 * "Venezuelan President Hugo Chavez", "AFP Didier Birig", "Economie Agnès Pannier-Runacher": a
 * given name with a surname after it, right after a word that is no name, starts the name. Without
 * a given name nothing is cut ("Alpha Omar Konaré" keeps its first word), except section words.
 */
function dropWordsBeforeName(run: { from: number; to: number }, ctx: CueContext, usage: WordUsage): { from: number; to: number } {
  for (let k = run.from + 1; k < run.to - 1; k++) {
    if (isGivenName(ctx.text(k - 1))) break;
    if (isGivenName(ctx.text(k)) && isPrefixWord(ctx, k - 1, usage)) return { from: k, to: run.to };
  }
  return sectionWordsOff(run, ctx);
}

function sectionWordsOff(run: { from: number; to: number }, ctx: CueContext): { from: number; to: number } {
  let from = run.from;
  while (from < run.to - 1 && SECTION_WORDS.has(ctx.text(from))) from += 1;
  return { from, to: run.to };
}

/**
 * "Brad Pitt People", "Paul Chaudet Conseiller": a section word or a title after the name goes. Ordinary words stay: many surnames are
 * ordinary words ("Gordon Brown", "Thomas Bauer").
 */
function dropWordsAfterName(run: { from: number; to: number }, ctx: CueContext): { from: number; to: number } {
  let to = run.to;
  for (let k = run.from + 2; k < to; k++) if (SECTION_WORDS.has(ctx.text(k))) to = k;
  while (to - run.from > 1 && (SECTION_WORDS.has(ctx.text(to - 1)) || ctx.isTitle(to - 1) || !ctx.word(to - 1))) to -= 1;
  // German: a role noun after a full name is an apposition ("Scott Snyder Experte für Korea", "Kim Jong-uns Vater");
  // a two-word name stays whole ("Thomas Vater" may be a surname).
  while (ctx.lexicon.language === 'de' && wordsIn(ctx, run.from, to) > 2 && GERMAN_ROLE_ENDING.test(ctx.text(to - 1).toLowerCase()))
    to -= 1;
  return { from: run.from, to };
}

function wordsIn(ctx: CueContext, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (ctx.word(i)) count += 1;
  return count;
}

/**
 * "Brad Pitt People" read as a company: a given name (or a listed person) and a surname before a
 * section word is a person whose name ran into the rubric.
 */
function personBeforeSectionWord(span: MethodCandidate, ctx: CueContext): MethodCandidate | undefined {
  if (!isGivenName(ctx.text(span.from)) && ctx.claims[span.from] !== 'person') return undefined;
  for (let k = span.from + 2; k < span.to; k++) {
    if (SECTION_WORDS.has(ctx.text(k))) return { ...span, to: k, kind: 'person' };
  }
  return undefined;
}

/**
 * "Archbishop Desmond Tutu", "Deutsche Maria Riesch" read as an organisation: a title or an
 * ordinary word, then a given name and a surname, is that person. Names of firms with a given name
 * in them ("Hugo Boss", "Philip Morris") have no such word before it.
 */
function personAfterTitle(span: MethodCandidate, ctx: CueContext, usage: WordUsage): MethodCandidate | undefined {
  if (span.kind !== 'organization') return undefined;
  for (let k = span.from + 1; k < span.to - 1; k++) {
    if (!isPrefixWord(ctx, k - 1, usage) || !ctx.word(k - 1)) return undefined;
    if (isGivenName(ctx.text(k)) && isCapitalised(ctx.text(k + 1))) return { ...span, from: k, kind: 'person' };
  }
  return undefined;
}

/** Adjectives of nationality ("türkische", "Syrischen") and inhabitants ("Nordkoreaner", "Kölner"): not places. */
const GERMAN_NOT_PLACE = /(?:isch|sch)(?:e|en|er|es|em)$|(?:aner|äner|ener|iner|ner|ser|zer)$/;
/** German noun endings that place names share ("Türkei", "Singapur", "Republik"). */
const PLACE_LIKE_ENDING = /(?:ei|ur|ik)$/;

/**
 * A single word called a location that is an ordinary word: a German common noun (by its ending),
 * an adjective of nationality, or a word mostly written in lower case in the news ("Meanwhile"
 * opening a sentence).
 */
function isOrdinaryLocationWord(span: MethodCandidate, ctx: CueContext, usage: WordUsage): boolean {
  if (span.to - span.from !== 1) return false;
  const token = ctx.word(span.from);
  if (!token) return true;
  if (isAllCaps(token.text)) return false;
  if (ctx.lexicon.notNames.has(token.lower)) return true;
  // Mid-sentence, a capital on an ordinary word is a choice ("Reading", "Nice"); opening a sentence it is not.
  if (token.sentenceInitial && usage.isOrdinaryWord(token.lower)) return true;
  if (ctx.lexicon.language !== 'de') return false;
  const nounSuffix = ctx.lexicon.nounSuffix;
  const commonNoun = (nounSuffix?.test(token.lower) ?? false) && !PLACE_LIKE_ENDING.test(token.lower);
  return GERMAN_NOT_PLACE.test(token.lower) || (commonNoun && !(ctx.lexicon.placeSuffix?.test(token.lower) ?? false));
}

/**
 * German capitalises every noun: a lone word the model calls a person or a place that the news
 * mostly writes after an article ("die Sonne", "der Koalitionspartner") is a noun, unless it is a
 * given name or has a place-name ending.
 */
function isGermanCommonNoun(span: MethodCandidate, ctx: CueContext, usage: WordUsage): boolean {
  if (ctx.lexicon.language !== 'de' || span.to - span.from !== 1 || span.kind === 'organization') return false;
  const token = ctx.word(span.from);
  if (!token || isAllCaps(token.text) || isGivenName(token.text)) return false;
  return usage.followsArticles(token.lower, 2) && !(ctx.lexicon.placeSuffix?.test(token.lower) ?? false);
}

function hasCapitalisedWord(span: MethodCandidate, ctx: CueContext): boolean {
  for (let i = span.from; i < span.to; i++) {
    const word = ctx.word(i)?.text;
    if (word !== undefined && /\p{Lu}/u.test(word)) return true;
  }
  return false;
}
