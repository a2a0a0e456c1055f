import type { EntityKind } from '@newsdesk/core/documents/document.types';
import type { SpanCandidate } from '../cue-context';
import type { TextToken } from '../text-tokens';
import type { FeatureToken } from './token-features';

/**
 * The tagger's view of a tokenised text: each token with the BIO tag of the gazetteer match and
 * of the cue span covering it, so the old extractor's knowledge becomes features of the new one.
 */
export function featureTokens(
  tokens: readonly TextToken[],
  listed: readonly { from: number; to: number; kind: EntityKind }[],
  cues: readonly SpanCandidate[],
): FeatureToken[] {
  const out: FeatureToken[] = tokens.map((t) => ({ text: t.text, sentenceInitial: t.sentenceInitial }));
  const mark = (spans: readonly { from: number; to: number; kind: EntityKind }[], key: 'gazetteer' | 'cue'): void => {
    for (const span of spans) {
      for (let i = span.from; i < span.to; i++) {
        const token = out[i];
        if (token && token[key] === undefined) token[key] = `${i === span.from ? 'B' : 'I'}-${span.kind}`;
      }
    }
  };
  mark(listed, 'gazetteer');
  mark(cues, 'cue');
  return out;
}

/** Sentence ranges [from, to) of a token list: a sentence opens at each sentence-initial word. */
export function sentenceRanges(tokens: readonly TextToken[]): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  for (let i = 1; i < tokens.length; i++) {
    if ((tokens[i] as TextToken).sentenceInitial) {
      ranges.push([from, i]);
      from = i;
    }
  }
  if (tokens.length > 0) ranges.push([from, tokens.length]);
  return ranges;
}

/** Tokens given by a corpus, as text tokens (one space apart), for the gazetteer and cue rules. */
export function corpusTextTokens(words: readonly string[]): TextToken[] {
  const tokens: TextToken[] = [];
  let offset = 0;
  let sentenceStart = true;
  for (const text of words) {
    const kind: TextToken['kind'] = /^\p{L}/u.test(text) ? 'word' : /^\p{N}/u.test(text) ? 'number' : 'punct';
    tokens.push({
      text,
      lower: text.toLowerCase(),
      start: offset,
      end: offset + text.length,
      kind,
      sentenceInitial: kind === 'word' && sentenceStart,
    });
    if (kind !== 'punct') sentenceStart = false;
    offset += text.length + 1;
  }
  return tokens;
}
