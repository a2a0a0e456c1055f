import type { DocumentLanguage, EntityKind, EntityMention } from '@newsdesk/core/documents/document.types';
import type { EntityExtractor } from '@newsdesk/core/ingestion/ingestion.ports';
import { chipText, cleanChip } from './chip-cleanup';
import { NO_WORD_USAGE, wordUsageFromCasing, type WordUsage } from './word-usage';
import { compromiseSpans } from './compromise-spans';
import { CueContext } from './cue-context';
import type { CueLexicon } from './cue-lexicon';
import { DEFAULT_GAZETTEERS, Gazetteer, type GazetteerExtra, type GazetteerLanguage, type GazetteerMatch } from './gazetteer';
import { ENGLISH_LEXICON } from './lexicon-en';
import { FRENCH_LEXICON } from './lexicon-fr';
import { GERMAN_LEXICON } from './lexicon-de';
import {
  capitalisedInsideSentences,
  dedupeMentions,
  isDoubtfulInitial,
  mentionName,
  resolveOverlaps,
  trimSpan,
  type MethodCandidate,
} from './mention-resolution';
import { cueSpans } from './cue-spans';
import { peopleInLists } from './name-lists';
import { foldPersonForms, organisationWithoutGenitive, withoutGermanGenitive } from './name-forms';
import { loadModel, TrainedRecogniser } from './tagger/trained-recogniser';
import { isGivenName } from './given-names';
import { isAllCaps, isCapitalised, tokenize, type TextToken } from './text-tokens';

export interface NewsEntityExtractorOptions {
  /** Names an admin added, per language, on top of the curated lists (later read from PostgreSQL). */
  extra?: GazetteerExtra;
  /** Run compromise on English text when no trained model is used (default true). */
  useLibrary?: boolean;
  /**
   * Use the trained recogniser of adapters/src/nlp/model (default true): it decides the spans,
   * with the gazetteer and cue rules as its features (docs/decisions/0021-trained-entity-recogniser.md).
   * Off gives the rule extractor that came before it.
   */
  useModel?: boolean;
}

const LEXICONS: Readonly<Record<GazetteerLanguage, CueLexicon>> = {
  en: ENGLISH_LEXICON,
  de: GERMAN_LEXICON,
  fr: FRENCH_LEXICON,
};

/**
 * Organisations, persons and locations of a news text in English, German or French. With a
 * trained model (the default where its file exists) the model's spans and the gazetteer's are
 * kept, the model deciding where they overlap and the gazetteer giving canonical names; without
 * one, curated gazetteers and context cues, plus compromise for English. Mentions are
 * deduplicated per text; `method` records what found each ("library" for the model and compromise).
 */
export class NewsEntityExtractor implements EntityExtractor {
  private readonly gazetteers: Readonly<Record<GazetteerLanguage, Gazetteer>>;
  private readonly useLibrary: boolean;
  private readonly recognisers: Partial<Record<GazetteerLanguage, TrainedRecogniser>> = {};
  private readonly usage: Partial<Record<GazetteerLanguage, WordUsage>> = {};

  constructor(options: NewsEntityExtractorOptions = {}) {
    const build = (language: GazetteerLanguage): Gazetteer =>
      new Gazetteer(language, [DEFAULT_GAZETTEERS[language], options.extra?.[language] ?? {}]);
    this.gazetteers = { en: build('en'), de: build('de'), fr: build('fr') };
    this.useLibrary = options.useLibrary ?? true;
    if (options.useModel ?? true) {
      for (const language of ['en', 'de', 'fr'] as const) {
        const model = loadModel(language);
        if (!model) continue;
        this.recognisers[language] = new TrainedRecogniser(model, LEXICONS[language]);
        this.usage[language] = wordUsageFromCasing(model.casing);
      }
    }
  }

  extract(text: string, language: DocumentLanguage): EntityMention[] {
    if (language === 'other' || text.trim() === '') return [];
    const tokens = tokenize(text, language);
    const listed = this.gazetteers[language].findAll(tokens);
    const claims: (EntityKind | undefined)[] = new Array(tokens.length).fill(undefined);
    for (const match of listed) claims.fill(match.kind, match.from, match.to);
    const ctx = new CueContext(tokens, LEXICONS[language], claims);

    const recogniser = this.recognisers[language];
    const cues = cueSpans(ctx);
    const candidates: MethodCandidate[] = recogniser
      ? modelCandidates(recogniser.spans(tokens, listed, cues), listed, cues, ctx)
      : [
          ...listed.map((m) => ({ from: m.from, to: m.to, kind: m.kind, strength: 3, method: 'gazetteer' as const, name: m.name })),
          ...cues,
          ...(language === 'en' && this.useLibrary ? librarySpans(text, tokens, ctx) : []),
        ];
    const found: { mention: EntityMention; strength: number; at: number }[] = [];
    const capitalisedInside = capitalisedInsideSentences(tokens);
    const usage = this.usage[language] ?? NO_WORD_USAGE;
    const lines = chipText(text);
    for (const resolved of peopleInLists(resolveOverlaps(candidates), ctx)) {
      const trimmed = resolved.method === 'gazetteer' || resolved.trimmed ? resolved : trimSpan(resolved, ctx);
      for (const span of trimmed ? cleanChip(trimmed, ctx, lines, usage) : []) {
        if (isDoubtfulInitial(span, ctx, capitalisedInside)) continue;
        const shown = mentionName(span, ctx, text, listed);
        const name = language !== 'de' || span.name !== undefined ? shown : germanNominative(shown, span, ctx, usage);
        if (!isPlausibleName(name, ctx.lexicon)) continue;
        found.push({ mention: { name, kind: span.kind, method: span.method }, strength: span.strength, at: span.from });
      }
    }
    // The strongest evidence decides a name's kind; the list keeps the order of first mention.
    found.sort((a, b) => b.strength - a.strength || a.at - b.at);
    const firstAt = new Map<string, number>();
    for (const { mention, at } of found) {
      const key = mention.name.toLowerCase();
      firstAt.set(key, Math.min(at, firstAt.get(key) ?? at));
    }
    const mentions = foldPersonForms(dedupeMentions(found.map((f) => f.mention)), language);
    return mentions.sort((a, b) => (firstAt.get(a.name.toLowerCase()) ?? 0) - (firstAt.get(b.name.toLowerCase()) ?? 0));
  }
}

/**
 * The model's spans, plus the gazetteer matches it left untouched. Where a listed name contains
 * every model span it overlaps (the model tagged exactly it, or only a part: "Quertmoos" of the
 * alias "Z. Quertmoos"), the list's canonical name and kind win: curated and admin-added entries
 * are the newsroom's own decision (a listed person stays a person even when the model reads "KKS"
 * as a company). Where the model's span is longer or crosses the listed one ("Deutschen Bank AG"
 * around "Deutsche Bank"), the model's span stands.
 */
export function modelCandidates(
  tagged: readonly { from: number; to: number; kind: EntityKind }[],
  listed: readonly GazetteerMatch[],
  cues: readonly MethodCandidate[],
  ctx: CueContext,
): MethodCandidate[] {
  // Trimmed as cue spans are (articles, titles, punctuation), not as compromise's (its trailing
  // lower-case words): the model's "Banque cantonale vaudoise" is a name as it stands.
  const spans = extendByStrongCues(joinSplitNames(tagged, ctx), cues).flatMap(
    (span) => trimSpan({ ...span, strength: 2, method: 'cue' }, ctx) ?? [],
  );
  const candidates: MethodCandidate[] = [];
  const replaced = new Set<(typeof spans)[number]>();
  for (const match of listed) {
    const overlapping = spans.filter((s) => s.from < match.to && match.from < s.to);
    const entry: MethodCandidate = { from: match.from, to: match.to, kind: match.kind, strength: 3, method: 'gazetteer', name: match.name };
    if (overlapping.length === 0) {
      candidates.push(entry);
    } else if (overlapping.every((s) => match.from <= s.from && s.to <= match.to)) {
      for (const span of overlapping) replaced.add(span);
      candidates.push({ ...entry, strength: 2 });
    }
  }
  for (const span of spans) {
    if (!replaced.has(span)) candidates.push({ ...span, strength: 2, method: 'library', trimmed: true });
  }
  return candidates;
}

/**
 * The model sometimes starts a new person at the surname ("Kanye | West", "Narendra | Modi"): two
 * person spans that touch, each a single capitalised word the gazetteer does not claim for a company
 * or a place, are one name. Two full names in a row stay apart.
 */
export function joinSplitNames(
  spans: readonly { from: number; to: number; kind: EntityKind }[],
  ctx: CueContext,
): { from: number; to: number; kind: EntityKind }[] {
  const joined: { from: number; to: number; kind: EntityKind }[] = [];
  for (const span of spans) {
    const previous = joined[joined.length - 1];
    const touching = previous !== undefined && previous.to === span.from && previous.kind === 'person' && span.kind === 'person';
    const startsName = isCapitalised(ctx.text(span.from)) && !ctx.isTitle(span.from);
    if (touching && isNamePart(previous, ctx) && isNamePart(span, ctx) && isCapitalised(ctx.text(previous.to - 1)) && startsName) {
      joined[joined.length - 1] = { ...previous, to: span.to };
    } else {
      joined.push(span);
    }
  }
  return joined;
}

/** One capitalised word the list does not claim for a company or place: a given name or a surname on its own. */
function isNamePart(span: { from: number; to: number }, ctx: CueContext): boolean {
  let capitalised = 0;
  for (let i = span.from; i < span.to; i++) {
    if (ctx.isClaimedNonPerson(i)) return false;
    if (isCapitalised(ctx.text(i)) && !ctx.isTitle(i) && !ctx.isFunctionWord(i)) capitalised += 1;
  }
  return capitalised === 1;
}

/**
 * A strong cue span (legal form, title, club, organisation starter) that contains shorter model
 * spans replaces them, kind included (the cue rules are right about 94 % of the time): "Renault SA", "Banque cantonale vaudoise" where the model stopped
 * at "Renault" or "Banque".
 */
function extendByStrongCues(
  spans: readonly { from: number; to: number; kind: EntityKind }[],
  cues: readonly MethodCandidate[],
): { from: number; to: number; kind: EntityKind }[] {
  let result = [...spans];
  for (const cue of cues) {
    if (cue.strength < 2) continue;
    const overlapping = result.filter((s) => s.from < cue.to && cue.from < s.to);
    const inside = overlapping.every((s) => cue.from <= s.from && s.to <= cue.to);
    const longer = overlapping.some((s) => s.to - s.from < cue.to - cue.from);
    if (overlapping.length === 0 || !inside || !longer) continue;
    result = [...result.filter((s) => !overlapping.includes(s)), { from: cue.from, to: cue.to, kind: cue.kind }];
  }
  return result.sort((a, b) => a.from - b.from);
}

/**
 * compromise's character spans, mapped onto our tokens and cut into runs of capitalised words:
 * its spans swallow context ("the northern city of Hanover", "Waugh c Murray b Warne").
 * All-capital runs (headlines, tables) and lone given names are dropped.
 */
function librarySpans(text: string, tokens: readonly TextToken[], ctx: CueContext): MethodCandidate[] {
  const spans: MethodCandidate[] = [];
  for (const span of compromiseSpans(sentencesToTag(text, tokens, ctx))) {
    let i = firstTokenEndingAfter(tokens, span.start);
    if (i >= tokens.length) continue;
    while (i < tokens.length && (tokens[i] as TextToken).start < span.end) {
      while (i < tokens.length && (tokens[i] as TextToken).start < span.end && !startsRun(tokens[i] as TextToken)) i += 1;
      let to = i;
      while (to < tokens.length && (tokens[to] as TextToken).start < span.end && continuesRun(tokens, to)) to += 1;
      const run = tokens.slice(i, to).filter((t) => t.kind === 'word');
      const shouting = run.every((t) => isAllCaps(t.text));
      const loneGivenName = span.kind === 'person' && run.length === 1 && isGivenName((run[0] as TextToken).text);
      if (to > i && !shouting && !loneGivenName) spans.push({ from: i, to, kind: span.kind, strength: 1, method: 'library' });
      i = Math.max(to, i + 1);
    }
  }
  return spans;
}

function firstTokenEndingAfter(tokens: readonly TextToken[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle] as TextToken).end > offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Beyond this, long texts (PDF attachments) get gazetteer and cues only: compromise costs ~10 µs a character. */
const LIBRARY_MAX_CHARACTERS = 100_000;

/**
 * compromise is most of the cost, so it only sees sentences with a capitalised word that the
 * gazetteer has not explained; the others are blanked out, which keeps every offset valid.
 */
function sentencesToTag(text: string, tokens: readonly TextToken[], ctx: CueContext): string {
  const kept: string[] = [];
  let from = 0;
  let needed = false;
  const close = (to: number): void => {
    kept.push(needed ? text.slice(from, to) : text.slice(from, to).replace(/[^\n]/g, ' '));
    from = to;
    needed = false;
  };
  tokens.forEach((token, i) => {
    if (token.sentenceInitial && i > 0) close(token.start);
    const unexplained = ctx.claims[i] === undefined && !isAllCaps(token.text) && !(token.sentenceInitial && ctx.isFunctionWord(i));
    if (token.kind === 'word' && isCapitalised(token.text) && unexplained) needed = true;
  });
  close(text.length);
  return kept.join('').slice(0, LIBRARY_MAX_CHARACTERS);
}

const startsRun = (token: TextToken): boolean => token.kind === 'word' && isCapitalised(token.text);

function continuesRun(tokens: readonly TextToken[], i: number): boolean {
  const token = tokens[i] as TextToken;
  if (startsRun(token) || (token.kind === 'number' && i > 0)) return true;
  // Inner particles and joiners: "Ruud van Nistelrooy", "AT&T", "George W. Bush".
  if (token.kind === 'word') return /^(van|von|de|der|den|da|di|du|del|la|le|bin|al|el)$/.test(token.text);
  return /^[.&'’-]$/.test(token.text) && startsRun(tokens[i + 1] ?? token) && tokens[i + 1] !== undefined;
}

/** A German name as it stands in the nominative: without the genitive -s of a person or an organisation. */
function germanNominative(name: string, span: MethodCandidate, ctx: CueContext, usage: WordUsage): string {
  if (span.kind === 'person') return withoutGermanGenitive(name, usage);
  return span.kind === 'organization' ? organisationWithoutGenitive(name, span, ctx) : name;
}

function isPlausibleName(name: string, lexicon: CueLexicon): boolean {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return false;
  const lower = name.toLowerCase();
  return !lexicon.functionWords.has(lower) && !lexicon.notNames.has(lower) && !lexicon.personTitles.has(lower);
}
