/**
 * Evaluates NewsEntityExtractor on the gold NER sets in ../shared/data/ner (see its README) and on
 * real news articles for throughput, and writes docs/ner-evaluation.md.
 *
 *   tsx scripts/ner-eval.ts [--limit N]
 *
 * --limit N evaluates the first N units (documents, sentences, chunks) of each data set only.
 * --lang L and --extractor rules|model narrow the run while iterating (the report then has only those rows).
 * --set S evaluates only the data sets whose name contains S (e.g. "dev" for the tuning set) and prints
 * strict F1 per type without writing the report: features are chosen on tuning sets, never on test sets.
 * --set held-out evaluates the held-out fifth of GermEval 2014 dev, which the shipped model is trained on: only meaningful
 * with a model trained by `ner:train -- --holdout --model-dir DIR`, read through NEWSDESK_NER_MODEL_DIR=DIR.
 * --outside-bias B overrides the models' decoder bias towards names (in their training units) while tuning it.
 * The data are read where they are; nothing is copied into the repository. Without them the
 * script says so and exits 0.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DocumentLanguage, EntityMethod } from '@newsdesk/core/documents/document.types';
import { renderReport, type DatasetResult, type ThroughputResult } from '@newsdesk/adapters/nlp/evaluation/evaluation-report';
import { readConll2003, readEuropeana, readGermEval, readHipe, type GoldUnit } from '@newsdesk/adapters/nlp/evaluation/gold-readers';
import { emptyBoard, precisionRecallF1, scoreUnit, totalTally } from '@newsdesk/adapters/nlp/evaluation/scoring';
import { readNewsArticles, readTextFile } from '@newsdesk/adapters/nlp/evaluation/shared-data';
import { NewsEntityExtractor } from '@newsdesk/adapters/nlp/news-entity-extractor';
import { loadModel } from '@newsdesk/adapters/nlp/tagger/trained-recogniser';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');
const OUTPUT = path.join(REPO_ROOT, 'docs/ner-evaluation.md');

interface Dataset {
  language: DocumentLanguage;
  name: string;
  file: string;
  unit: string;
  read: (content: string) => GoldUnit[];
  /** Evaluated only with --set held-out (a set the shipped model was trained on; `--set dev` leaves it out). */
  onlyWhenAsked?: boolean;
}

/** Before (rules, gazetteers, compromise for English) and after (the trained model): ADR 0021. */
const EXTRACTORS: [string, NewsEntityExtractor][] = [
  ['rules', new NewsEntityExtractor({ useModel: false })],
  ['model', new NewsEntityExtractor()],
];
const full = (EXTRACTORS[1] as [string, NewsEntityExtractor])[1];

const DATASETS: Dataset[] = [
  {
    language: 'en',
    name: 'CoNLL-2003 test (eng.testb)',
    file: 'ner/conll2003/eng.testb',
    unit: 'document',
    read: readConll2003,
  },
  {
    language: 'de',
    name: 'GermEval 2014 test, news part',
    file: 'ner/germeval2014/NER-de-test.news.tsv',
    unit: 'sentence',
    read: readGermEval,
  },
  {
    language: 'de',
    name: 'GermEval 2014 test, all',
    file: 'ner/germeval2014/NER-de-test.tsv.gz',
    unit: 'sentence',
    read: readGermEval,
  },
  {
    language: 'fr',
    name: 'HIPE-2020 French test',
    file: 'ner/hipe2020-fr/HIPE-data-v1.4-test-fr.tsv.gz',
    unit: 'document',
    read: readHipe,
  },
  {
    // Not trained on (CC BY-NC-SA, see ADR 0021): the French development set the model was tuned on.
    language: 'fr',
    name: 'HIPE-2020 French dev (tuning set)',
    file: 'ner/hipe2020-fr/HIPE-data-v1.4-dev-fr.tsv.gz',
    unit: 'document',
    read: readHipe,
  },
  {
    // The German tuning set: every 5th sentence of GermEval 2014 dev, as `ner:train --holdout` keeps it out.
    language: 'de',
    name: 'GermEval 2014 dev, held-out fifth (tuning set)',
    file: 'ner/germeval2014/NER-de-dev.tsv',
    unit: 'sentence',
    read: (content) => readGermEval(content).filter((_, i) => i % 5 === 4),
    onlyWhenAsked: true,
  },
  {
    language: 'fr',
    name: 'Europeana Newspapers French (BnF), chunks of ~150 tokens',
    file: 'ner/europeana-fr/enp_FR.bnf.bio.gz',
    unit: 'chunk',
    read: (content) => readEuropeana(content),
  },
];

/** Real articles for throughput: title and body, as the ingestion pipeline would pass them. */
const NEWS: [DocumentLanguage, string, string][] = [
  ['en', 'BBC News 2004–2005 articles', 'news/en/bbc_news_2004_2005.jsonl.gz'],
  ['en', 'Reuters-21578 newswire items', 'news/en/reuters21578.jsonl.gz'],
  ['de', '10kGNAD (DER STANDARD) articles', 'news/de/10kgnad_test.jsonl.gz'],
  ['de', 'German Wikinews articles', 'news/de/dewikinews_2004_2022_998.jsonl.gz'],
  ['fr', 'OrangeSum 2020 articles', 'news/fr/orangesum_2020_10k.jsonl.gz'],
];
const NEWS_ARTICLES = 300;

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const onlyLanguage = option('--lang');
const onlyExtractor = option('--extractor');
const onlySet = option('--set');

function parseLimit(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--limit');
  if (at < 0) return undefined;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error('usage: tsx scripts/ner-eval.ts [--limit N]  (N: a positive whole number of units per data set)');
    process.exit(2);
  }
  return value;
}

const outsideBias = option('--outside-bias');
if (outsideBias !== undefined) {
  for (const language of ['en', 'de', 'fr'] as const) {
    const model = loadModel(language);
    if (model) (model.weights as { outsideBias?: number }).outsideBias = Number(outsideBias) / model.header.scale;
  }
}

function evaluate(dataset: Dataset, limit: number | undefined): DatasetResult[] {
  if (onlyLanguage && dataset.language !== onlyLanguage) return [];
  if (onlySet && !dataset.name.includes(onlySet)) return [];
  if (dataset.onlyWhenAsked && onlySet !== 'held-out') return [];
  const file = path.join(DATA_DIR, dataset.file);
  if (!existsSync(file)) {
    console.log(`skipped ${dataset.name}: ${file} not found`);
    return [];
  }
  const units = dataset.read(readTextFile(file)).slice(0, limit);
  return EXTRACTORS.filter(([label]) => !onlyExtractor || label === onlyExtractor).map(([label, extractor]) =>
    evaluateWith(dataset, units, label, extractor),
  );
}

function evaluateWith(dataset: Dataset, units: readonly GoldUnit[], label: string, extractor: NewsEntityExtractor): DatasetResult {
  for (const unit of units.slice(0, 20)) extractor.extract(unit.text, dataset.language); // warm-up
  const board = emptyBoard();
  let seconds = 0;
  for (const unit of units) {
    const started = performance.now();
    const mentions = extractor.extract(unit.text, dataset.language);
    seconds += (performance.now() - started) / 1000;
    scoreUnit(unit, mentions, dataset.language, board);
  }
  const result: DatasetResult = {
    language: dataset.language,
    name: dataset.name,
    extractor: label,
    file: dataset.file,
    unit: dataset.unit,
    units: units.length,
    characters: units.reduce((sum, u) => sum + u.text.length, 0),
    goldEntities: totalTally(board).gold,
    board,
    seconds,
  };
  const all = precisionRecallF1(totalTally(board));
  console.log(
    `${dataset.language} ${dataset.name} [${label}]: ${units.length} ${dataset.unit}s, P ${(all.precision * 100).toFixed(1)} R ${(all.recall * 100).toFixed(1)} F1 ${(all.f1 * 100).toFixed(1)}, ${Math.round(result.characters / seconds)} chars/s`,
  );
  return result;
}

function throughput([language, source, relative]: [DocumentLanguage, string, string]): ThroughputResult | undefined {
  const file = path.join(DATA_DIR, relative);
  if (!existsSync(file)) {
    console.log(`skipped throughput on ${source}: ${file} not found`);
    return undefined;
  }
  const texts = readNewsArticles(file)
    .filter((a) => (a.body ?? '').trim() !== '')
    .slice(0, NEWS_ARTICLES)
    .map((a) => [a.title, a.body].filter(Boolean).join('\n'));
  const byMethod: Record<EntityMethod, number> = { library: 0, gazetteer: 0, cue: 0 };
  let mentions = 0;
  for (const text of texts) {
    for (const mention of full.extract(text, language)) {
      byMethod[mention.method] += 1;
      mentions += 1;
    }
  }
  // Best of three timed passes: other processes on the machine only ever make a pass slower.
  let seconds = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 3; pass++) {
    const started = performance.now();
    for (const text of texts) full.extract(text, language);
    seconds = Math.min(seconds, (performance.now() - started) / 1000);
  }
  const characters = texts.reduce((sum, t) => sum + t.length, 0);
  console.log(`${language} ${source}: ${texts.length} articles, ${Math.round(texts.length / seconds)} articles/s`);
  return { language, source, articles: texts.length, characters, mentions, seconds, byMethod };
}

function weaknesses(datasets: readonly DatasetResult[]): string[] {
  const f1 = (name: string, extractor: string): string => {
    const found = datasets.find((d) => d.name === name && d.extractor === extractor);
    return found ? `${(precisionRecallF1(totalTally(found.board)).f1 * 100).toFixed(1)} %` : 'n/a';
  };
  const goal = (name: string, target: number): string => {
    const found = datasets.find((d) => d.name === name && d.extractor === 'model');
    if (!found) return 'not measured';
    const value = precisionRecallF1(totalTally(found.board)).f1 * 100;
    return `${value.toFixed(1)} % against a goal of ${target} %: ${value >= target ? 'reached' : 'not reached'}`;
  };
  return [
    '**Against the goals** (strict F1 of the model): English CoNLL-2003 test',
    `${goal('CoNLL-2003 test (eng.testb)', 75)}; German GermEval news ${goal('GermEval 2014 test, news part', 75)};`,
    `French HIPE-2020 test ${goal('HIPE-2020 French test', 65)}. The per-type rows above say which types stay under 55 %.`,
    '',
    'Why the model stops there. The training data that may be shipped are thin and far from these test sets: English is',
    'tweets (BTC, WNUT-17) and Wikipedia (wikigold), with no Reuters-style newswire, sports tables or all-caps headlines;',
    'German has 2,200 GermEval dev sentences plus 1,700 SmartData (traffic and industry) sentences; French has only',
    'NewsEye (historical OCR, 4,200 sentences). NewsEye German was tried and left out (held-out GermEval dev F1 fell from',
    '66 to 47). The CC BY-SA (UNER) and non-commercial (HIPE-2020 dev) sets are not trained on (ADR 0021). ORG is the',
    'weakest type everywhere: in CoNLL most ORG gold spans are sports clubs named after their city, which the model and',
    'the gazetteer call LOC.',
    '',
    'HIPE-2020 puts roles and appositions inside person mentions ("Stump, professeur au séminaire de …", "Emile',
    'Schaeffer, président"), a convention none of our training data follow, so strict PER is far below lenient PER there.',
    'The extractor also folds a surname into the full name seen in the same document (one chip per person), which costs',
    'strict recall wherever gold lists both.',
    '',
    `Compared with the rules: CoNLL ${f1('CoNLL-2003 test (eng.testb)', 'rules')} → ${f1('CoNLL-2003 test (eng.testb)', 'model')},`,
    `GermEval news ${f1('GermEval 2014 test, news part', 'rules')} → ${f1('GermEval 2014 test, news part', 'model')},`,
    `HIPE-2020 test ${f1('HIPE-2020 French test', 'rules')} → ${f1('HIPE-2020 French test', 'model')}. The model trades some precision for`,
    'recall; gazetteer hits keep their canonical names and stay the most precise method.',
    '',
    'Tuning was done on development data only: held-out fifths of GermEval 2014 dev (German data mix and weights) and',
    'HIPE-2020 French dev (reported above as a tuning set). English had no news development set; no choice was made by',
    'looking at CoNLL-2003 test. The matching is set-based per unit, not per mention, so a name repeated in a document',
    'counts once; CoNLL, HIPE and Europeana units are documents or chunks, GermEval units are single sentences.',
    '',
    'Speed: the model costs a few integer hash mixes per feature and a 7-tag Viterbi per sentence; English no longer runs',
    'compromise when a model is present, which is where the old extractor spent its time.',
  ];
}

const KEPT_BEGIN = '<!-- real-article-precision:begin';
const KEPT_END = '<!-- real-article-precision:end -->';

/**
 * The section on precision over real articles is judged by hand (scripts/ner-precision.ts fills in
 * its figures): a new run of this script carries it over as it stands.
 */
function keptSection(): string {
  const previous = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  const begin = previous.indexOf(KEPT_BEGIN);
  const end = previous.indexOf(KEPT_END);
  return begin >= 0 && end > begin ? `\n${previous.slice(begin, end + KEPT_END.length)}\n` : '';
}

function main(): void {
  const limit = parseLimit(process.argv.slice(2));
  if (!existsSync(path.join(DATA_DIR, 'ner'))) {
    console.log(`NER gold data not found under ${DATA_DIR}/ner: nothing to evaluate (see the shared data README).`);
    return;
  }
  const datasets = DATASETS.flatMap((d) => evaluate(d, limit));
  if (onlySet) {
    for (const result of datasets) {
      const types = Object.entries(result.board.byType).map(([type, tally]) => `${type} ${(precisionRecallF1(tally).f1 * 100).toFixed(1)}`);
      console.log(`  ${result.name} [${result.extractor}] strict F1 per type: ${types.join(', ')}`);
    }
    return;
  }
  const news = NEWS.filter(([language]) => !onlyLanguage || language === onlyLanguage)
    .map(throughput)
    .filter((r): r is ThroughputResult => r !== undefined);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = renderReport({
    date: new Date().toISOString().slice(0, 10),
    command: `tsx scripts/ner-eval.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
    // throughput depends on what else runs on a shared machine: the load is part of the figure
    environment: `Node ${process.version}, ${cpu}, one core, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) at the end of the run`,
    datasets,
    throughput: news,
    notes: weaknesses(datasets),
  });
  writeFileSync(OUTPUT, report + keptSection());
  console.log(`wrote ${path.relative(REPO_ROOT, OUTPUT)}`);
}

main();
