import type { EntityMention, EntityMethod } from '@newsdesk/core/documents/document.types';
import type { CueContext, SpanCandidate } from './cue-context';
import type { GazetteerMatch } from './gazetteer';
import { isCapitalised, type TextToken } from './text-tokens';

/** A proposed span with how it was found; `name` is set when the gazetteer knows the canonical form. */
export interface MethodCandidate extends SpanCandidate {
  method: EntityMethod;
  name?: string;
  /** Already cut to its name (the trained model's spans): trimSpan must not cut it again. */
  trimmed?: boolean;
}

/**
 * Keep the best of overlapping spans: stronger first, then longer. A strong cue may swallow the
 * shorter spans it contains ("Deutschen Bank AG" over the listed "Deutsche Bank").
 */
export function resolveOverlaps(candidates: readonly MethodCandidate[]): MethodCandidate[] {
  const ordered = [...candidates].sort((a, b) => b.strength - a.strength || b.to - b.from - (a.to - a.from) || a.from - b.from);
  let accepted: MethodCandidate[] = [];
  for (const candidate of ordered) {
    const overlapping = accepted.filter((a) => a.from < candidate.to && candidate.from < a.to);
    if (overlapping.length === 0) {
      accepted.push(candidate);
      continue;
    }
    const swallows =
      candidate.strength >= 2 &&
      overlapping.every((a) => candidate.from <= a.from && a.to <= candidate.to && a.to - a.from < candidate.to - candidate.from);
    if (swallows) {
      accepted = accepted.filter((a) => !overlapping.includes(a));
      accepted.push(candidate);
    }
  }
  return accepted.sort((a, b) => a.from - b.from);
}

const GERMAN_ARTICLES = /^(der|den|dem|des|einer|eines|einem)$/;

/** The name as shown: the listed form for gazetteer hits, otherwise the text, cleaned. */
export function mentionName(span: MethodCandidate, ctx: CueContext, text: string, inner: readonly GazetteerMatch[]): string {
  if (span.name !== undefined) return span.name;
  const { tokens } = ctx;
  const listedCompany = listedWithLegalForm(span, ctx, inner);
  if (listedCompany) return listedCompany;
  const parts: string[] = [];
  let i = span.from;
  while (i < span.to) {
    const token = tokens[i] as TextToken;
    const listed = inner.find((m) => m.from === i && m.to <= span.to && m.kind === 'organization');
    const gap = i > span.from ? text.slice((tokens[i - 1] as TextToken).end, token.start) : '';
    if (listed) {
      parts.push(gap, listed.name);
      i = listed.to;
      continue;
    }
    parts.push(gap, germanNominative(span, ctx, i) ?? token.text);
    i += 1;
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * "Deutschen Bank AG", "Deutsche Bank AG's", "la Deutsche Bank SA": a listed organisation with
 * only a legal form after it is the listed organisation, so that one company has one chip in
 * every language the newsroom reads (spec: related documents join on shared entities).
 */
function listedWithLegalForm(span: MethodCandidate, ctx: CueContext, inner: readonly GazetteerMatch[]): string | undefined {
  if (span.kind !== 'organization') return undefined;
  const listed = inner.find((m) => m.from === span.from && m.to < span.to && m.kind === 'organization');
  if (!listed) return undefined;
  for (let i = listed.to; i < span.to; i++) {
    if (ctx.word(i) && !ctx.lexicon.legalForms.has(ctx.text(i))) return undefined;
  }
  return listed.name;
}

/** "der Deutschen Telekom AG" → "Deutsche": undo the adjective ending after an article. */
function germanNominative(span: MethodCandidate, ctx: CueContext, i: number): string | undefined {
  if (ctx.lexicon.language !== 'de' || span.kind !== 'organization' || i === span.to - 1) return undefined;
  const word = ctx.text(i);
  if (!/\p{Ll}en$/u.test(word) || !isCapitalised(word)) return undefined;
  for (let k = span.from; k < i; k++) if (!/\p{Ll}en$/u.test(ctx.text(k))) return undefined;
  return GERMAN_ARTICLES.test(ctx.tokens[span.from - 1]?.lower ?? '') ? word.slice(0, -1) : undefined;
}

/** Trim a span to its name: no leading articles or titles, no trailing punctuation. */
export function trimSpan(span: MethodCandidate, ctx: CueContext): MethodCandidate | undefined {
  let { from, to } = span;
  const keepsParticle = (i: number): boolean =>
    span.kind === 'person' && ctx.lexicon.nameParticles.has(ctx.text(i)) && ctx.isNameWord(i + 1);
  while (from < to && (!ctx.word(from) || ctx.isFunctionWord(from) || ctx.isTitle(from)) && !keepsParticle(from)) {
    from = ctx.skipDot(from, from + 1);
  }
  while (to > from && !ctx.word(to - 1)) to -= 1;
  if (span.method === 'library') {
    // compromise runs on into common words ("Itar-Tass news agency", "Indonesian government").
    while (to > from && !isCapitalised(ctx.text(to - 1))) to -= 1;
  }
  return to > from ? { ...span, from, to } : undefined;
}

/**
 * A lone capitalised word at the start of a sentence may be an ordinary word ("Meanwhile",
 * "Heute"); weak rules and the library keep it only if it is capitalised mid-sentence elsewhere.
 */
export function isDoubtfulInitial(span: MethodCandidate, ctx: CueContext, capitalisedInside: ReadonlySet<string>): boolean {
  if (span.to - span.from !== 1 || span.strength >= 2) return false;
  const token = ctx.tokens[span.from];
  return token?.sentenceInitial === true && !capitalisedInside.has(token.lower);
}

/** Words written with a capital somewhere other than at the start of a sentence. */
export function capitalisedInsideSentences(tokens: readonly TextToken[]): Set<string> {
  return new Set(tokens.filter((t) => t.kind === 'word' && !t.sentenceInitial && isCapitalised(t.text)).map((t) => t.lower));
}

/** One mention per name: the first kind found wins, and "Merkel" folds into "Angela Merkel". */
export function dedupeMentions(mentions: readonly EntityMention[]): EntityMention[] {
  const byName = new Map<string, EntityMention>();
  for (const mention of mentions) {
    const key = mention.name.toLowerCase();
    if (!byName.has(key)) byName.set(key, mention);
  }
  const surnames = new Set<string>();
  for (const mention of byName.values()) {
    const parts = mention.name.toLowerCase().split(' ');
    if (mention.kind === 'person' && parts.length > 1) surnames.add(parts[parts.length - 1] as string);
  }
  return [...byName.values()].filter((m) => m.method === 'gazetteer' || m.name.includes(' ') || !surnames.has(m.name.toLowerCase()));
}
