import { NON_ENTITY_ACRONYMS, ROMAN_NUMERAL } from './cue-lexicon';
import type { CueContext, SpanCandidate } from './cue-context';
import { isAllCaps, isCapitalised } from './text-tokens';

const CONNECTORS = new Set(['&', 'und', 'and', 'et', '+']);

/** "Deutsche Bank AG", "Nestlé SA", "Bilfinger & Berger GmbH": capitalised words before a legal form. */
export function legalFormOrganizations(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  for (let i = 1; i < ctx.tokens.length; i++) {
    if (!ctx.lexicon.legalForms.has(ctx.text(i))) continue;
    let from = i;
    for (let k = i - 1; k >= 0 && i - k <= 5; k--) {
      const token = ctx.tokens[k];
      if (!token) break;
      if (ctx.isNameWord(k, { allowNouns: true }) || (ctx.claims[k] !== undefined && token.kind === 'word')) {
        from = k;
        if (token.sentenceInitial) break;
        continue;
      }
      // "Bilfinger & Berger": a connector between two name words.
      if (CONNECTORS.has(token.text) && from === k + 1 && ctx.isNameWord(k - 1, { allowNouns: true })) continue;
      break;
    }
    if (from < i && ctx.word(from)) spans.push({ from, to: i + 1, kind: 'organization', strength: 2 });
  }
  return spans;
}

/** Club names: "VfB Stuttgart", "1. FC Köln", "Hamburger SV", "Olympique de Marseille". */
export function clubOrganizations(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const marker = ctx.text(i);
    if (!ctx.lexicon.clubMarkers.has(marker)) continue;
    let end = i + 1;
    while (end < i + 4 && (ctx.isNameWord(end, { allowNouns: true }) || ctx.claims[end] === 'location')) {
      end += 1;
    }
    if (end === i + 1 && ctx.lexicon.nameParticles.has(ctx.text(end)) && ctx.claims[end + 1] === 'location') end += 2;
    let from = i;
    if (ctx.text(i - 1) === '.' && /^\d$/.test(ctx.text(i - 2))) from = i - 2;
    if (end > i + 1 || from < i) {
      spans.push({ from, to: Math.max(end, i + 1), kind: 'organization', strength: 2 });
    } else if (isAllCaps(marker) && ctx.isNameWord(i - 1, { allowNouns: true })) {
      // Suffix form: "Hamburger SV", "Liverpool FC".
      spans.push({ from: i - 1, to: i + 1, kind: 'organization', strength: 2 });
    }
  }
  return spans;
}

const ADJECTIVAL = /^\p{Lu}\p{Ll}+(e|en|er|es|em)$/u;
const PROPER_PREFIX = /^(bundes|landes|europa|eu-|un-|uno-|nato-|welt|staats|verfassungs)/;
/** Heads too generic to name an institution on their own, even with an official prefix. */
const GENERIC_HEAD = /(verband|stiftung|verein|union|bund|versicherung|werke|konzern|bank|kammer)$/;

/**
 * German institutions by their head noun: "Europäische Kommission", "Bundesamt für Migration",
 * "Landgericht Frankfurt", "Bundesverfassungsgericht". A bare compound needs an official prefix.
 */
export function headOrganizations(ctx: CueContext): SpanCandidate[] {
  const head = ctx.lexicon.organizationHead;
  if (!head) return [];
  const spans: SpanCandidate[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const token = ctx.word(i);
    if (!token || !isCapitalised(token.text) || !head.test(token.lower) || ctx.claims[i] !== undefined) continue;
    let from = i;
    while (
      from > 0 &&
      i - from < 3 &&
      ADJECTIVAL.test(ctx.text(from - 1)) &&
      isCapitalised(ctx.text(from - 1)) &&
      !ctx.isFunctionWord(from - 1)
    ) {
      from -= 1;
    }
    let to = i + 1;
    if (/^(für|der|des|von)$/.test(ctx.text(to)) && ctx.isNameWord(to + 1, { allowNouns: true })) {
      to += 2;
      while (
        to < i + 8 &&
        (ctx.isNameWord(to, { allowNouns: true }) || (ctx.text(to) === 'und' && ctx.isNameWord(to + 1, { allowNouns: true })))
      ) {
        to += 1;
      }
    } else if (ctx.claims[to] === 'location') {
      while (ctx.claims[to] === 'location') to += 1;
    }
    if (from < i || to > i + 1 || (PROPER_PREFIX.test(token.lower) && !GENERIC_HEAD.test(token.lower))) {
      spans.push({ from, to, kind: 'organization', strength: 2 });
      i = to - 1;
    }
  }
  return spans;
}

/** Upper-case abbreviations ("BMW", "UNHCR") outside all-caps headlines. */
export function acronymOrganizations(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const text = ctx.text(i);
    if (!isAllCaps(text) || ctx.claims[i] !== undefined || text.length > 8) continue;
    // Two letters are too often units, grades or abbreviations ("KB", "SG"); digits too ("D3A").
    if (!/^\p{Lu}{3,6}$/u.test(text) || NON_ENTITY_ACRONYMS.has(text) || ROMAN_NUMERAL.test(text)) continue;
    if (ctx.lexicon.legalForms.has(text) || ctx.lexicon.clubMarkers.has(text) || ctx.isTitle(i) || ctx.isFunctionWord(i)) continue;
    if (inCapitalsRun(ctx, i)) continue;
    // Headings and ads in capitals ("CANTON", "A LOUER"): a word of four letters or more with two
    // vowels reads as a word, not an acronym (listed ones like NATO come from the gazetteer).
    const wordLike = text.length >= 4 && (text.match(/[AEIOUYÀ-Ü]/gu) ?? []).length >= 2;
    if (wordLike && (ctx.tokens[i]?.sentenceInitial === true || inCapitalsRun(ctx, i, 1))) continue;
    spans.push({ from: i, to: i + 1, kind: 'organization', strength: 1 });
  }
  return spans;
}

/** An all-caps headline or table row: a neighbouring word of `minLength` or more capitals. */
function inCapitalsRun(ctx: CueContext, i: number, minLength = 3): boolean {
  const neighbour = (step: number): string | undefined => {
    for (let k = i + step; k >= 0 && k < ctx.tokens.length && Math.abs(k - i) <= 3; k += step) {
      if (ctx.word(k)) return ctx.text(k);
    }
    return undefined;
  };
  const capitals = (w: string): boolean => (minLength === 1 && /^\p{Lu}$/u.test(w)) || isAllCaps(w);
  return [neighbour(-1), neighbour(1)].some((w) => w !== undefined && w.length >= minLength && capitals(w));
}

const FRENCH_MODIFIER =
  /^\p{Ll}[\p{Ll}-]*(al|ale|aux|ales|ien|ienne|iens|iennes|ique|iques|ais|aise|aises|ois|oise|oises|é|ée|és|ées|el|elle|els|elles|aire|aires|if|ive|ifs|ives|ain|aine|ains|aines|ial|iale|iaux|ier|ière|iers|ières|eur|eure|ant|ante)$/u;

/**
 * French names opened by a keyword: "Conseil fédéral", "Banque de France", "Union européenne"
 * (organisations); "Rue du Rhône", "Lac Léman", "Château de Chillon" (places).
 */
export function starterSpans(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  const { organizationStarters, locationStarters } = ctx.lexicon;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const text = ctx.text(i);
    const kind = organizationStarters.has(text) ? 'organization' : locationStarters.has(text) ? 'location' : undefined;
    if (!kind || ctx.claims[i] !== undefined) continue;
    let to = i + 1;
    let named = false;
    while (to < i + 8) {
      if (FRENCH_MODIFIER.test(ctx.text(to))) {
        to += 1;
        continue;
      }
      if (ctx.isNameWord(to) || ctx.claims[to] !== undefined) {
        named = true;
        to += 1;
        continue;
      }
      let k = to;
      while (k < to + 3 && /^(de|du|des|d'|la|l'|pour|et)$/.test(ctx.text(k))) k += 1;
      if (k > to && (ctx.isNameWord(k) || ctx.claims[k] !== undefined)) {
        to = k;
        continue;
      }
      break;
    }
    if (to > i + 1 && (kind === 'organization' || named)) {
      spans.push({ from: i, to, kind, strength: 2 });
      i = to - 1;
    }
  }
  return spans;
}
