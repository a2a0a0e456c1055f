import type { CueContext, SpanCandidate } from './cue-context';
import { isGivenName } from './given-names';
import { isCapitalised } from './text-tokens';

/** Parties written in brackets after a politician's name. */
const PARTIES = new Set(
  `CDU CSU SPD FDP AfD Grüne Grünen Linke NPD BSW ÖVP SPÖ FPÖ NEOS SVP SP CVP BDP GLP EVP PLR PS PDC UDC LR RN PCF LREM EELV LFI
  MoDem UMP UDI Dem Rep R D Labour Tory`.split(/\s+/),
);

/** "Bundeskanzlerin Angela Merkel", "Frau Merkel", "M. Dupont", "Mme Hidalgo", "Prof. Dr. Drosten". */
export function titlePersons(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (!ctx.isTitle(i)) continue;
    let j = ctx.skipDot(i, i + 1);
    // Stacked titles: "Frau Ministerin", "Prof. Dr.", "Mr. President".
    for (let stacked = 0; stacked < 2 && ctx.isTitle(j); stacked++) j = ctx.skipDot(j, j + 1);
    let end = ctx.nameEnd(j, 4);
    if (end === j && !/^(?:der|den|ter|ten|della)$/.test(ctx.text(j))) {
      // "le général de Gaulle", "Präsidentin von der Leyen": particles may open the name after a title.
      let k = j;
      while (k < j + 3 && ctx.lexicon.nameParticles.has(ctx.text(k))) k += 1;
      if (k > j && ctx.nameEnd(k, 2) > k) end = ctx.nameEnd(k, 2);
    }
    if (end > j) {
      spans.push({ from: j, to: end, kind: 'person', strength: 2 });
      i = end - 1;
    }
  }
  return spans;
}

/** "Angela Merkel", "Jean-Luc Mélenchon": a known given name followed by a capitalised word. */
export function givenNamePersons(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const token = ctx.word(i);
    if (!token || !isCapitalised(token.text) || !isGivenName(token.text) || ctx.isClaimedNonPerson(i)) continue;
    // A surname may look like a noun in German ("Thomas Mann"), so nouns are allowed here.
    const end = ctx.nameEnd(i + 1, 3, { allowNouns: true });
    if (end > i + 1) {
      spans.push({ from: i, to: end, kind: 'person', strength: 2 });
      i = end - 1;
    }
  }
  return spans;
}

/** "Röttgen (CDU)", "Pierre Maudet (PLR)": names before a party in brackets (German and Swiss usage). */
export function partyPersons(ctx: CueContext): SpanCandidate[] {
  const spans: SpanCandidate[] = [];
  for (let i = 1; i < ctx.tokens.length - 2; i++) {
    if (ctx.text(i) !== '(' || !PARTIES.has(ctx.text(i + 1)) || !/^[),/]$/.test(ctx.text(i + 2))) continue;
    let from = i;
    while (from > 0 && i - from < 3 && ctx.isNameWord(from - 1) && ctx.claims[from - 1] === undefined) from -= 1;
    if (from < i) spans.push({ from, to: i, kind: 'person', strength: 2 });
  }
  return spans;
}

/** "sagte Müller.", "erklärte Schmid am Montag": a name right after a verb of saying. */
export function speakerPersons(ctx: CueContext): SpanCandidate[] {
  const verbs = ctx.lexicon.speechVerbs;
  if (!verbs) return [];
  const spans: SpanCandidate[] = [];
  for (let i = 0; i < ctx.tokens.length - 1; i++) {
    if (!verbs.has(ctx.tokens[i]?.lower ?? '')) continue;
    const end = ctx.nameEnd(i + 1, 3);
    const next = ctx.tokens[end];
    const closes = next === undefined || next.kind === 'punct' || !isCapitalised(next.text);
    if (end > i + 1 && closes) spans.push({ from: i + 1, to: end, kind: 'person', strength: 2 });
  }
  return spans;
}
