import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chipKey, type ChipType, type SampleChip, type SampleLanguage } from './precision-sample';

export type Verdict = 'correct' | 'wrong-type' | 'not-an-entity' | 'wrong-span';

/**
 * A chip of the precision sample checked by hand: "correct" only when it is a person (PER), an
 * organisation (ORG) or a place (LOC) of that type, its span the whole name and nothing more.
 * Only names and verdicts are kept here, never article text (the news licences forbid it).
 */
export interface Judgement {
  text: string;
  type: ChipType;
  verdict: Verdict;
  note?: string;
}

export function readJudgements(language: SampleLanguage): Judgement[] {
  const file = path.join(import.meta.dirname, `precision-judgements.${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Judgement[];
}

export interface PrecisionRow {
  type: ChipType | 'all';
  /** Distinct chips of the judged articles. */
  chips: number;
  judged: number;
  correct: number;
  /** Chips of the judged articles with no judgement (new since the list was made): never counted as correct. */
  unjudged: number;
  byVerdict: Record<Verdict, number>;
}

export interface PrecisionResult {
  language: SampleLanguage;
  /** Distinct chips of the whole 200-article sample. */
  sampleChips: number;
  rows: PrecisionRow[];
  wrong: (SampleChip & { verdict: Verdict; note?: string })[];
  unjudged: SampleChip[];
}

const emptyRow = (type: PrecisionRow['type']): PrecisionRow => ({
  type,
  chips: 0,
  judged: 0,
  correct: 0,
  unjudged: 0,
  byVerdict: { correct: 0, 'wrong-type': 0, 'not-an-entity': 0, 'wrong-span': 0 },
});

/** Precision of the chips of the judged articles against the judged list: correct / judged, per type and in all. */
export function measurePrecision(
  language: SampleLanguage,
  chips: readonly SampleChip[],
  judgements: readonly Judgement[],
): PrecisionResult {
  const verdicts = new Map(judgements.map((j) => [chipKey(j.type, j.text), j]));
  const rows = new Map<PrecisionRow['type'], PrecisionRow>((['PER', 'ORG', 'LOC', 'all'] as const).map((type) => [type, emptyRow(type)]));
  const result: PrecisionResult = { language, sampleChips: chips.length, rows: [...rows.values()], wrong: [], unjudged: [] };
  for (const chip of chips) {
    if (!chip.inJudgedArticles) continue;
    const judgement = verdicts.get(chipKey(chip.type, chip.text));
    for (const row of [rows.get(chip.type), rows.get('all')]) {
      if (!row) continue;
      row.chips += 1;
      if (!judgement) {
        row.unjudged += 1;
        continue;
      }
      row.judged += 1;
      row.byVerdict[judgement.verdict] += 1;
      if (judgement.verdict === 'correct') row.correct += 1;
    }
    if (!judgement) result.unjudged.push(chip);
    else if (judgement.verdict !== 'correct') result.wrong.push({ ...chip, verdict: judgement.verdict, note: judgement.note });
  }
  return result;
}

export const precisionOf = (row: PrecisionRow): number => (row.judged === 0 ? 0 : row.correct / row.judged);
