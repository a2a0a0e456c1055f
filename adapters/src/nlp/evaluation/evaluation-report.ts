import type { EntityMethod } from '@newsdesk/core/documents/document.types';
import type { GoldType } from './gold-readers';
import { precisionRecallF1, totalTally, type ScoreBoard, type Tally } from './scoring';

export interface DatasetResult {
  language: string;
  name: string;
  /** Which extractor was measured: "rules" (before the model) or "model". */
  extractor: string;
  file: string;
  /** What one evaluation unit is: document, sentence, chunk. */
  unit: string;
  units: number;
  characters: number;
  goldEntities: number;
  board: ScoreBoard;
  seconds: number;
}

export interface ThroughputResult {
  language: string;
  source: string;
  articles: number;
  characters: number;
  mentions: number;
  seconds: number;
  byMethod: Record<EntityMethod, number>;
}

export interface ReportInput {
  date: string;
  command: string;
  environment: string;
  datasets: DatasetResult[];
  throughput: ThroughputResult[];
  notes: string[];
}

const pct = (value: number): string => (value * 100).toFixed(1);
const num = (value: number): string => Math.round(value).toLocaleString('en-US');

function scoreCells(tally: Tally): string {
  const strict = precisionRecallF1(tally);
  const lenient = precisionRecallF1(tally, true);
  return `${num(tally.gold)} | ${num(tally.predicted)} | ${num(tally.correct)} | ${pct(strict.precision)} | ${pct(strict.recall)} | **${pct(strict.f1)}** | ${pct(lenient.precision)} | ${pct(lenient.recall)} | ${pct(lenient.f1)}`;
}

function resultsTable(datasets: readonly DatasetResult[]): string[] {
  const lines = [
    '| lang | data set | extractor | type | gold | predicted | correct | P % | R % | F1 % | lenient P % | lenient R % | lenient F1 % |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of datasets) {
    for (const type of ['PER', 'ORG', 'LOC'] as GoldType[]) {
      lines.push(`| ${result.language} | ${result.name} | ${result.extractor} | ${type} | ${scoreCells(result.board.byType[type])} |`);
    }
    lines.push(`| ${result.language} | ${result.name} | ${result.extractor} | **all** | ${scoreCells(totalTally(result.board))} |`);
  }
  return lines;
}

function methodTable(datasets: readonly DatasetResult[]): string[] {
  const lines = [
    '| lang | data set | extractor | library: predicted / P % | gazetteer: predicted / P % | cue: predicted / P % | neutral hits |',
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const result of datasets) {
    const cell = (method: EntityMethod): string => {
      const tally = result.board.byMethod[method];
      return tally.predicted === 0 ? '–' : `${num(tally.predicted)} / ${pct(tally.correct / tally.predicted)}`;
    };
    lines.push(
      `| ${result.language} | ${result.name} | ${result.extractor} | ${cell('library')} | ${cell('gazetteer')} | ${cell('cue')} | ${num(result.board.neutral)} |`,
    );
  }
  return lines;
}

function datasetTable(datasets: readonly DatasetResult[]): string[] {
  const lines = [
    '| lang | data set | file (under ../shared/data/) | unit | units | characters | gold PER/ORG/LOC (distinct per unit) |',
    '|---|---|---|---|---:|---:|---:|',
  ];
  for (const r of datasets.filter((d, i) => datasets.findIndex((e) => e.name === d.name) === i)) {
    lines.push(
      `| ${r.language} | ${r.name} | \`${r.file}\` | ${r.unit} | ${num(r.units)} | ${num(r.characters)} | ${num(r.goldEntities)} |`,
    );
  }
  return lines;
}

function throughputTable(input: ReportInput): string[] {
  const lines = [
    '| lang | input | items | mean characters | items/s | characters/s | mentions per item | library / gazetteer / cue |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const t of input.throughput) {
    const share = (['library', 'gazetteer', 'cue'] as EntityMethod[]).map((m) => pct(t.byMethod[m] / Math.max(1, t.mentions))).join(' / ');
    lines.push(
      `| ${t.language} | ${t.source} | ${num(t.articles)} | ${num(t.characters / t.articles)} | ${num(t.articles / t.seconds)} | ${num(t.characters / t.seconds)} | ${(t.mentions / t.articles).toFixed(1)} | ${share} % |`,
    );
  }
  for (const d of input.datasets) {
    lines.push(
      `| ${d.language} | gold: ${d.name} (${d.unit}s), ${d.extractor} | ${num(d.units)} | ${num(d.characters / d.units)} | ${num(d.units / d.seconds)} | ${num(d.characters / d.seconds)} | – | – |`,
    );
  }
  return lines;
}

/** Strict F1 per type and overall, the rules beside the model, one row per gold set. */
function comparisonTable(datasets: readonly DatasetResult[]): string[] {
  const lines = [
    '| lang | data set | PER rules → model | ORG rules → model | LOC rules → model | **all** rules → model | lenient all rules → model |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  const names = [...new Set(datasets.map((d) => d.name))];
  for (const name of names) {
    const rules = datasets.find((d) => d.name === name && d.extractor === 'rules');
    const model = datasets.find((d) => d.name === name && d.extractor === 'model');
    const f1 = (d: DatasetResult | undefined, type?: GoldType, lenient = false): string =>
      d ? pct(precisionRecallF1(type ? d.board.byType[type] : totalTally(d.board), lenient).f1) : '–';
    const pair = (type?: GoldType, lenient = false): string => `${f1(rules, type, lenient)} → **${f1(model, type, lenient)}**`;
    lines.push(
      `| ${(rules ?? model)?.language} | ${name} | ${pair('PER')} | ${pair('ORG')} | ${pair('LOC')} | ${pair()} | ${pair(undefined, true)} |`,
    );
  }
  return lines;
}

export function renderReport(input: ReportInput): string {
  return [
    '# Entity extraction (NER): evaluation',
    '',
    `Generated by \`${input.command}\` on ${input.date} (${input.environment}). Do not edit by hand: run the script again.`,
    '',
    'Extractor: `NewsEntityExtractor` (`adapters/src/nlp/`), measured twice on every gold set:',
    '- **rules**: curated gazetteers and cue rules for en/de/fr, plus the compromise library for English (the extractor',
    '  before the trained model; `useModel: false`);',
    '- **model**: the trained recogniser (averaged structured perceptron, `adapters/src/nlp/tagger/`, model files in',
    '  `adapters/src/nlp/model/`, trained by `npm run ner:train`; docs/decisions/0021-trained-entity-recogniser.md) with the',
    '  gazetteer and cue rules as its features and the gazetteer supplying canonical names (the default).',
    'Every mention carries its `method` (library = model or compromise, gazetteer, cue).',
    '',
    '## Strict F1, rules beside model',
    '',
    ...comparisonTable(input.datasets),
    '',
    '## How it is measured',
    '',
    '- Each gold file is read into evaluation units (a document where the format has documents, otherwise a sentence or a',
    '  chunk); the unit text is rebuilt from the tokens and given to the extractor as one document.',
    '- **Matching is entity-level exact match on normalised surface strings, per unit, as sets**: the distinct',
    '  (type, name) pairs the extractor returns are compared with the distinct (type, name) pairs of the gold spans.',
    '  Normalisation: lower case, punctuation and spacing ignored, a leading article and leading titles ("M.", "Mme",',
    '  "Herr", "général") dropped; for German also case endings ("Deutschen Bank" = "Deutsche Bank", "Merkels" = "Merkel"),',
    '  applied to gold and prediction alike. A name repeated in a unit counts once on both sides.',
    '- Types: PER, ORG, LOC. MISC (CoNLL), OTH and the `deriv`/`part` spans (GermEval), `time`/`prod` (HIPE) and all nested',
    '  spans are *neutral*: a prediction equal to one of them is neither rewarded nor penalised (column "neutral hits").',
    '- **Lenient** columns also accept whole-word containment either way and the same type ("Vaud" for "canton de Vaud",',
    '  "Angela Merkel" for a gold "Merkel"), because HIPE puts roles and nouns inside names and the extractor folds a',
    '  surname into the full name it saw in the same document.',
    '- Throughput is wall-clock time of `extract()` alone on one core (Node is single-threaded here). News articles',
    '  (title and body, the first 300 with a body per file): best of three timed passes after an untimed one. Gold data',
    '  sets: one timed pass after a 20-unit warm-up.',
    '',
    '## Data sets',
    '',
    ...datasetTable(input.datasets),
    '',
    '## Precision, recall, F1',
    '',
    ...resultsTable(input.datasets),
    '',
    '## Precision per method',
    '',
    ...methodTable(input.datasets),
    '',
    '## Throughput',
    '',
    ...throughputTable(input),
    '',
    '## Weaknesses',
    '',
    ...input.notes,
    '',
  ].join('\n');
}
