import type { EntityExtractor } from '@newsdesk/core/ingestion/ingestion.ports';
import { readNewsArticles, sharedDataPath, type NewsArticle } from './shared-data';

export type SampleLanguage = 'en' | 'de' | 'fr';
export type ChipType = 'PER' | 'ORG' | 'LOC';

/**
 * The precision sample (docs/ner-evaluation.md, "Precision on real articles"): 200 articles per
 * language from ../shared/data/news, split evenly over that language's files. Within a file, of the
 * records with a body, every k-th is taken from the first on, k = ⌊records with a body / share⌋,
 * so the sample spreads over the whole file and never changes while the file does not.
 */
export const PRECISION_SAMPLE_FILES: Readonly<Record<SampleLanguage, readonly string[]>> = {
  en: ['news/en/bbc_news_2004_2005.jsonl.gz', 'news/en/reuters21578.jsonl.gz'],
  de: ['news/de/10kgnad_test.jsonl.gz', 'news/de/dewikinews_2004_2022_998.jsonl.gz'],
  fr: ['news/fr/orangesum_2020_10k.jsonl.gz'],
};
export const ARTICLES_PER_LANGUAGE = 200;

/**
 * Judging thousands of distinct chips by hand was not possible: the judged lists cover the chips
 * of every JUDGED_EVERY-th sample article (positions 0, 10, 20, … of the language's sample).
 */
export const JUDGED_EVERY = 10;

export interface SampleArticle {
  id: string;
  /** Its position in the language's sample, 0–199. */
  position: number;
  /** Title and body joined by a line break, as ingest-article.ts passes them to the extractor. */
  text: string;
}

/** Every k-th record with a body, `count` of them. */
export function everyKth<T>(records: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(records.length / count));
  const picked: T[] = [];
  for (let i = 0; i < records.length && picked.length < count; i += step) picked.push(records[i] as T);
  return picked;
}

/** The language's sample, or undefined when a news file is missing (the data live outside the repository). */
export function precisionSample(language: SampleLanguage): SampleArticle[] | undefined {
  const files = PRECISION_SAMPLE_FILES[language];
  const articles: NewsArticle[] = [];
  for (const [index, relative] of files.entries()) {
    const file = sharedDataPath(relative);
    if (!file) return undefined;
    // The first files take the remainder, so the shares add up to 200.
    const share = Math.floor(ARTICLES_PER_LANGUAGE / files.length) + (index < ARTICLES_PER_LANGUAGE % files.length ? 1 : 0);
    const withBody = readNewsArticles(file).filter((a) => (a.body ?? '').trim() !== '');
    articles.push(...everyKth(withBody, share));
  }
  return articles.map((a, position) => ({ id: a.id, position, text: `${(a.title ?? '').trim()}\n${(a.body ?? '').trim()}` }));
}

const TYPE_OF = { person: 'PER', organization: 'ORG', location: 'LOC' } as const;

/** One distinct chip of a sample: language, type, text, and in how many articles it came up. */
export interface SampleChip {
  type: ChipType;
  text: string;
  articles: number;
  /** True when it came up in a judged article (position divisible by JUDGED_EVERY). */
  inJudgedArticles: boolean;
}

export const chipKey = (type: string, text: string): string => `${type}\u0000${text}`;

export function sampleChips(extractor: EntityExtractor, language: SampleLanguage, sample: readonly SampleArticle[]): SampleChip[] {
  const chips = new Map<string, SampleChip>();
  for (const article of sample) {
    const seen = new Set<string>();
    for (const mention of extractor.extract(article.text, language)) {
      const type = TYPE_OF[mention.kind];
      const key = chipKey(type, mention.name);
      if (seen.has(key)) continue;
      seen.add(key);
      const chip = chips.get(key) ?? { type, text: mention.name, articles: 0, inJudgedArticles: false };
      chip.articles += 1;
      chip.inJudgedArticles ||= article.position % JUDGED_EVERY === 0;
      chips.set(key, chip);
    }
  }
  return [...chips.values()].sort((a, b) => b.articles - a.articles || a.type.localeCompare(b.type) || a.text.localeCompare(b.text));
}
