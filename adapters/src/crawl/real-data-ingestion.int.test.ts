import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import type { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import { systemClock } from '@newsdesk/core/shared/clock';
import { firstArticles, SHARED_DATA, sharedDataPresent } from '../archives/shared-news-archives';
import { ReadabilityArticleExtractor } from '../articles/readability-article-extractor';
import { UnpdfTextExtractor } from '../articles/unpdf-text-extractor';
import { IngestCommand } from '../cli/ingest-command';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { installLoopbackTripwire } from '../fetch/local-test-server';
import { SafeHttpGate } from '../fetch/safe-http-gate';
import { PostgresDocumentRepository } from '../postgres/documents/postgres-document-repository';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { realIngestion } from './testing/real-ingestion';

const present = sharedDataPresent(['news', 'feeds'], 'Real-data ingestion tests');
const describeWithData = present ? describe : describe.skip;

const ARCHIVES: [string, DocumentLanguage][] = [
  ['en/bbc_news_2004_2005.jsonl.gz', 'en'],
  ['de/dewikinews_2004_2022_998.jsonl.gz', 'de'],
  ['fr/orangesum_2020_10k.jsonl.gz', 'fr'],
];
const PER_ARCHIVE = 100;

describeWithData('ingesting the real news archives and feeds of ../shared/data', () => {
  let db: TestDatabase;
  let ingest: IngestArticle;
  let repo: PostgresDocumentRepository;
  let tripwire: ReturnType<typeof installLoopbackTripwire>;
  const stored = async (where: string, params: unknown[] = []) =>
    db.orm.em.fork().execute<
      {
        id: string;
        title: string;
        language: string;
        story_id: string;
        is_original: boolean;
        concepts: Record<string, { name: string }[]>;
      }[]
    >(`select id, title, language, story_id, is_original, concepts from news_document where ${where}`, params);

  beforeAll(async () => {
    tripwire = installLoopbackTripwire();
    db = await createTestDatabase();
    repo = new PostgresDocumentRepository(db.orm);
    ingest = realIngestion(repo, [
      { id: 'economy', name: 'Economy', parentId: null, keywords: ['profit', 'Inflation', 'économie'], entities: ['Federal Reserve'] },
    ]);
  }, 60_000);

  afterAll(async () => {
    await db?.dispose();
    tripwire?.uninstall();
  });

  test('news archives in en/de/fr: every article stored once, in its language, with the entities of its text', async () => {
    for (const [file, language] of ARCHIVES) {
      const outcomes = await Promise.all((await firstArticles(file, PER_ARCHIVE)).map((a) => ingest.execute(a)));
      expect(outcomes.filter((o) => o.outcome === 'skipped')).toEqual([]);
      const fresh = outcomes.filter((o) => o.outcome === 'new').length;
      expect(fresh + outcomes.filter((o) => o.outcome === 'duplicate').length).toBe(PER_ARCHIVE);
      expect(fresh).toBeGreaterThanOrEqual(95);
      const ids = outcomes.flatMap((o) => (o.outcome === 'new' ? [o.documentId] : []));
      const languages = await stored('id = any(?::uuid[])', [`{${ids.join(',')}}`]);
      expect(languages.filter((d) => d.language === language).length / languages.length).toBeGreaterThanOrEqual(0.95);
    }
    const [timeWarner] = await stored(`title = 'Ad sales boost Time Warner profit'`);
    expect(timeWarner!.concepts.organizations).toEqual(expect.arrayContaining([{ name: 'Time Warner' }, { name: 'Google' }]));
    expect(timeWarner!.concepts.persons).toContainEqual({ name: 'Richard Parsons' });
    const [schwammberger] = await stored(`title = 'SS-Lagerkommandant Schwammberger gestorben'`);
    expect(schwammberger!.language).toBe('de');
    expect(schwammberger!.concepts.persons).toContainEqual({ name: 'Josef Schwammberger' });
    expect(schwammberger!.concepts.locations).toContainEqual({ name: 'Argentinien' });
    const [navigo] = await stored(`title like 'Pass Navigo : le remboursement%'`);
    expect(navigo!.concepts.persons).toContainEqual({ name: 'Valérie Pécresse' });
    expect(navigo!.concepts.organizations).toContainEqual({ name: 'RATP' });
    const economy = await stored(`'economy' = any(categories) and title = 'Ad sales boost Time Warner profit'`);
    expect(economy).toHaveLength(1);
  }, 120_000);

  test('ingesting the same archives again changes nothing', async () => {
    const before = await stored('true');
    for (const [file] of ARCHIVES) {
      const outcomes = await Promise.all((await firstArticles(file, PER_ARCHIVE)).map((a) => ingest.execute(a)));
      expect(new Set(outcomes.map((o) => o.outcome))).toEqual(new Set(['duplicate']));
    }
    expect((await stored('true')).length).toBe(before.length);
  }, 120_000);

  test('edited wire copies of real articles on other outlets join the original story', async () => {
    const originals = (await firstArticles('en/bbc_news_2004_2005.jsonl.gz', 300)).slice(200, 205);
    for (const article of originals) {
      const first = await ingest.execute({ ...article, url: `https://bbc.example/${encodeURIComponent(article.title)}` });
      expect(first.outcome).toBe('new');
      const sentences = article.body.split('. ');
      sentences[sentences.length - 2] = 'The agency added further details later in the day';
      const copy = await ingest.execute({
        ...article,
        url: `https://wire.example/${encodeURIComponent(article.title)}`,
        title: `UPDATE: ${article.title}`,
        body: sentences.join('. '),
      });
      expect(copy).toMatchObject({ outcome: 'new', isOriginal: false, storyId: (first as { storyId: string }).storyId });
    }
  }, 60_000);

  test('every feed file: items ingested, the HTML page refused with a clear error', async () => {
    const gate = new SafeHttpGate({ allow: [] });
    const crawl = new CrawlSource(
      gate,
      new XmlFeedParser(),
      new ReadabilityArticleExtractor(),
      new UnpdfTextExtractor(),
      ingest,
      { recordSuccess: async () => undefined, recordFailure: async () => undefined },
      systemClock,
    );
    const command = new IngestCommand({ ingest, crawl, parser: new XmlFeedParser() });
    const totals = await command.run([path.join(SHARED_DATA, 'feeds')]);
    expect(totals.fetched).toBe(560);
    expect(totals.problems).toEqual([expect.stringMatching(/not_a_feed_html_body\.rss: feed\.not_a_feed/)]);
    expect(totals.new + totals.duplicates + totals.skipped + totals.updated).toBe(560);
    // 25 duplicates: the dustri blog's RSS and Atom editions carry the same 25 posts.
    // 90 skipped: items with no text to index (e.g. heise's RSS 0.90 feed lists only titles; pages are not fetched for files).
    expect({ new: totals.new, duplicates: totals.duplicates, skipped: totals.skipped, updated: totals.updated }).toEqual({
      new: 445,
      duplicates: 25,
      skipped: 90,
      updated: 0,
    });
    const heise = await stored(`domain = 'heise.de'`);
    expect(heise.length).toBeGreaterThan(10);
    expect(heise.every((d) => d.language === 'de')).toBe(true);
    const again = await new IngestCommand({ ingest, crawl, parser: new XmlFeedParser() }).run([path.join(SHARED_DATA, 'feeds')]);
    expect(again.new).toBe(0);
  }, 180_000);
});
