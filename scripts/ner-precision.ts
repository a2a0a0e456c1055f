/**
 * Precision of the production entity extractor on real articles: a fixed sample of 200 articles
 * per language from ../shared/data/news (the rule is in adapters/src/nlp/evaluation/precision-sample.ts),
 * judged against the hand-checked lists adapters/src/nlp/evaluation/precision-judgements.{en,de,fr}.json.
 *
 *   tsx scripts/ner-precision.ts [--chips] [--write]
 *
 * Prints precision per language and type, the chips judged wrong and the chips not judged yet.
 * --chips lists every distinct chip of the sample (language, type, text, articles) to judge from.
 * --write puts the figures into docs/ner-evaluation.md between its ner-precision markers.
 * Nothing of the articles is written anywhere; without the data the script says so and exits 0.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  measurePrecision,
  precisionOf,
  readJudgements,
  type PrecisionResult,
} from '@newsdesk/adapters/nlp/evaluation/precision-judgements';
import {
  ARTICLES_PER_LANGUAGE,
  JUDGED_EVERY,
  precisionSample,
  sampleChips,
  type SampleLanguage,
} from '@newsdesk/adapters/nlp/evaluation/precision-sample';
import { NewsEntityExtractor } from '@newsdesk/adapters/nlp/news-entity-extractor';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(REPO_ROOT, 'docs/ner-evaluation.md');
const BEGIN = '<!-- ner-precision:begin (written by npm run ner:precision -- --write) -->';
const END = '<!-- ner-precision:end -->';
const LANGUAGES: SampleLanguage[] = ['en', 'de', 'fr'];

const pct = (value: number): string => (value * 100).toFixed(1);

function table(results: readonly PrecisionResult[]): string[] {
  const lines = [
    '| lang | type | chips | judged | correct | wrong type | not an entity | wrong span | unjudged | precision % |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    for (const row of result.rows) {
      const v = row.byVerdict;
      const type = row.type === 'all' ? '**all**' : row.type;
      const precision = row.type === 'all' ? `**${pct(precisionOf(row))}**` : pct(precisionOf(row));
      lines.push(
        `| ${result.language} | ${type} | ${row.chips} | ${row.judged} | ${row.correct} | ${v['wrong-type']} | ${v['not-an-entity']} | ${v['wrong-span']} | ${row.unjudged} | ${precision} |`,
      );
    }
  }
  return lines;
}

function main(): void {
  const listChips = process.argv.includes('--chips');
  const extractor = new NewsEntityExtractor();
  const results: PrecisionResult[] = [];
  for (const language of LANGUAGES) {
    const sample = precisionSample(language);
    if (!sample) {
      console.log(`skipped ${language}: news data not found under ../shared/data/news (see its README)`);
      continue;
    }
    const chips = sampleChips(extractor, language, sample);
    if (listChips)
      for (const chip of chips)
        console.log(`${language}\t${chip.type}\t${chip.text}\t${chip.articles}${chip.inJudgedArticles ? '\tjudged-article' : ''}`);
    const result = measurePrecision(language, chips, readJudgements(language));
    results.push(result);
    for (const chip of result.wrong)
      console.log(`wrong ${language} ${chip.type} "${chip.text}": ${chip.verdict}${chip.note ? ` (${chip.note})` : ''}`);
    for (const chip of result.unjudged) console.log(`unjudged ${language} ${chip.type} "${chip.text}" (${chip.articles} articles)`);
  }
  const lines = [
    `${ARTICLES_PER_LANGUAGE} articles per language; judged: the chips of every ${JUDGED_EVERY}th sample article (${ARTICLES_PER_LANGUAGE / JUDGED_EVERY} per language).`,
    `"chips" are the distinct chips of those articles; the whole sample has ${results.map((r) => `${r.language} ${r.sampleChips}`).join(', ')} distinct chips.`,
    '',
    ...table(results),
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--write') && results.length === LANGUAGES.length) {
    const report = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
    const begin = report.indexOf(BEGIN);
    const end = report.indexOf(END);
    if (begin < 0 || end < begin) {
      console.error(`${path.relative(REPO_ROOT, REPORT)} has no ner-precision markers: add the section first`);
      process.exit(1);
    }
    writeFileSync(REPORT, `${report.slice(0, begin)}${BEGIN}\n${lines.join('\n')}\n${report.slice(end)}`);
    console.log(`wrote the figures into ${path.relative(REPO_ROOT, REPORT)}`);
  }
}

main();
