import type { EntityKind, EntityMention, EntityMethod } from '@newsdesk/core/documents/document.types';
import { ENGLISH_LEXICON } from '../lexicon-en';
import { FRENCH_LEXICON } from '../lexicon-fr';
import { GERMAN_LEXICON } from '../lexicon-de';
import type { GoldType, GoldUnit } from './gold-readers';

/** Titles and honorifics: HIPE puts "M." and "général" inside the name, CoNLL and GermEval do not. */
const TITLES = new Set([
  ...ENGLISH_LEXICON.personTitles,
  ...GERMAN_LEXICON.personTitles,
  ...FRENCH_LEXICON.personTitles,
  'prés',
  'maréchal',
  'amiral',
]);

export const GOLD_TYPE: Readonly<Record<EntityKind, GoldType>> = { person: 'PER', organization: 'ORG', location: 'LOC' };

export interface Tally {
  gold: number;
  predicted: number;
  correct: number;
  /** Lenient match: predictions equal to or contained in a gold name of the same type, or containing one. */
  overlapPredicted: number;
  /** Gold names matched leniently by some prediction. */
  overlapGold: number;
}

export interface ScoreBoard {
  byType: Record<GoldType, Tally>;
  /** Precision per method: predicted and correct only (recall has no per-method meaning). */
  byMethod: Record<EntityMethod, Tally>;
  /** Predictions that matched a neutral span (MISC, OTH, nested…), left out of the scores. */
  neutral: number;
}

export function emptyBoard(): ScoreBoard {
  const tally = (): Tally => ({ gold: 0, predicted: 0, correct: 0, overlapPredicted: 0, overlapGold: 0 });
  return {
    byType: { PER: tally(), ORG: tally(), LOC: tally() },
    byMethod: { library: tally(), gazetteer: tally(), cue: tally() },
    neutral: 0,
  };
}

/**
 * Normalised surface form used for matching: lower case, punctuation and spacing ignored, a
 * leading article and leading titles ("M.", "Mme", "général") dropped; for German also the case endings ("Deutschen Bank" = "Deutsche Bank",
 * "Merkels" = "Merkel"), applied to gold and prediction alike.
 */
export function normalizeName(name: string, language: string): string {
  let words = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/^(?:(?:the|der|die|das|le|la|les)\s+|l')/u, '')
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (words.length > 1 && TITLES.has(words[0] as string)) words = words.slice(1);
  if (language === 'de') {
    const last = words.length - 1;
    words = words.map((w, k) => (w.length <= 4 ? w : k < last ? w.replace(/(e|en|er|es|em)$/u, '') : w.replace(/(es|s)$/u, '')));
  }
  return words.join(' ');
}

/** Whole-word containment either way: "Vaud" and "canton de Vaud", "Koller" and "conseiller fédéral Koller". */
function overlaps(a: string, b: string): boolean {
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/**
 * Entity-level exact match per unit (document or sentence): the set of distinct (type, name)
 * pairs predicted is compared with the set in the gold annotation. The lenient figures also
 * accept whole-word containment, because HIPE puts roles and nouns inside names.
 */
export function scoreUnit(unit: GoldUnit, mentions: readonly EntityMention[], language: string, board: ScoreBoard): void {
  const gold = new Set(unit.entities.map((e) => `${e.type}|${normalizeName(e.text, language)}`));
  const goldNames = new Set(unit.entities.map((e) => normalizeName(e.text, language)));
  const neutral = new Set(unit.neutral.map((n) => normalizeName(n, language)));
  for (const key of gold) board.byType[key.slice(0, 3) as GoldType].gold += 1;

  const seen = new Set<string>();
  for (const mention of mentions) {
    const name = normalizeName(mention.name, language);
    const type = GOLD_TYPE[mention.kind];
    const key = `${type}|${name}`;
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    if (!gold.has(key) && !goldNames.has(name) && neutral.has(name)) {
      board.neutral += 1;
      continue;
    }
    const correct = gold.has(key) ? 1 : 0;
    board.byType[type].predicted += 1;
    board.byType[type].correct += correct;
    if (unit.entities.some((e) => e.type === type && overlaps(normalizeName(e.text, language), name))) {
      board.byType[type].overlapPredicted += 1;
    }
    board.byMethod[mention.method].predicted += 1;
    board.byMethod[mention.method].correct += correct;
  }
  const predicted = [...seen];
  for (const key of gold) {
    const [type, name] = [key.slice(0, 3), key.slice(4)];
    if (predicted.some((p) => p.slice(0, 3) === type && overlaps(p.slice(4), name))) board.byType[type as GoldType].overlapGold += 1;
  }
}

export function precisionRecallF1(tally: Tally, lenient = false): { precision: number; recall: number; f1: number } {
  const precision = tally.predicted === 0 ? 0 : (lenient ? tally.overlapPredicted : tally.correct) / tally.predicted;
  const recall = tally.gold === 0 ? 0 : (lenient ? tally.overlapGold : tally.correct) / tally.gold;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export function totalTally(board: ScoreBoard): Tally {
  const all = Object.values(board.byType);
  const sum = (field: keyof Tally): number => all.reduce((s, t) => s + t[field], 0);
  return {
    gold: sum('gold'),
    predicted: sum('predicted'),
    correct: sum('correct'),
    overlapPredicted: sum('overlapPredicted'),
    overlapGold: sum('overlapGold'),
  };
}
