// End-to-end ingestion of real articles (language, entities, topics, stories, PostgreSQL) per
// language. Goal: ≥ 20 documents/s on 2 cores with entities.
//   npm run bench -- pipeline [--count 300]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readJsonlArchive } from '@newsdesk/adapters/archives/jsonl-archive';
import { FrancLanguageDetector } from '@newsdesk/adapters/nlp/franc-language-detector';
import { NewsEntityExtractor } from '@newsdesk/adapters/nlp/news-entity-extractor';
import { PostgresDocumentRepository } from '@newsdesk/adapters/postgres/documents/postgres-document-repository';
import type { RawArticle } from '@newsdesk/core/ingestion/ingest-article';
import { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import { systemClock } from '@newsdesk/core/shared/clock';
import { topicMatcher } from '@newsdesk/core/topics/assign-topics';
import { arg, benchDatabase } from '../support/bench-database';

const DATA = path.resolve(import.meta.dirname, '../../../shared/data/news');
if (!existsSync(DATA)) {
  console.log(`pipeline: skipped, ${DATA} is absent`);
  process.exit(0);
}
const count = arg('count', 300);
const ARCHIVES = { en: 'en/bbc_news_2004_2005.jsonl.gz', de: 'de/10kgnad_test.jsonl.gz', fr: 'fr/orangesum_2020_10k.jsonl.gz' };

const db = await benchDatabase();
try {
  const extractor = new NewsEntityExtractor();
  const ingest = new IngestArticle(
    new PostgresDocumentRepository(db.orm),
    new FrancLanguageDetector(),
    extractor,
    async () => topicMatcher([]),
    { newId: () => crypto.randomUUID() },
    systemClock,
  );
  for (const [language, file] of Object.entries(ARCHIVES)) {
    const articles: RawArticle[] = [];
    for await (const entry of readJsonlArchive(path.join(DATA, file))) {
      if ('article' in entry && entry.article.body.length > 200) articles.push(entry.article);
      if (articles.length >= count) break;
    }
    const started = performance.now();
    let fresh = 0;
    for (const article of articles) if ((await ingest.execute(article)).outcome === 'new') fresh++;
    const seconds = (performance.now() - started) / 1000;
    const chars = articles.reduce((n, a) => n + a.body.length, 0) / articles.length;
    console.log(
      `pipeline ${language}: ${articles.length} articles (mean ${Math.round(chars)} characters, ${fresh} new) in ${seconds.toFixed(1)} s = ${(articles.length / seconds).toFixed(1)} documents/s`,
    );
  }
} finally {
  await db.stop();
}
