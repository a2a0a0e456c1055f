import { FULL_TEXT_THRESHOLD } from '@newsdesk/core/ingestion/crawl-source';
import { readJsonlArchive } from '@newsdesk/adapters/archives/jsonl-archive';
import path from 'node:path';
import { SHARED_DATA } from '@newsdesk/adapters/archives/shared-news-archives';
import type { ServedArticle } from '../../app-shell/server/testing/many-processes/recording-feed-server';

/** Real articles in four languages and styles: short BBC and Reuters wires, German and French news. */
export const WORKER_BENCH_ARCHIVES = [
  'en/bbc_news_2004_2005.jsonl.gz',
  'en/reuters21578.jsonl.gz',
  'de/10kgnad_test.jsonl.gz',
  'fr/orangesum_2020_10k.jsonl.gz',
];

/**
 * `feeds` feeds of `perFeed` real articles each, the archives taking turns, named `wire-1`, … .
 * Only articles whose text is long enough to be taken from the feed (FULL_TEXT_THRESHOLD), so a
 * crawl fetches the feed and no article pages, like a wire service's full-content feed.
 */
export const workerBenchFeeds = async (feeds: number, perFeed: number): Promise<Map<string, ServedArticle[]>> => {
  const byArchive = await Promise.all(
    WORKER_BENCH_ARCHIVES.map(async (file, a) => {
      const wanted = Math.ceil((feeds - a) / WORKER_BENCH_ARCHIVES.length) * perFeed;
      const articles: ServedArticle[] = [];
      for await (const entry of readJsonlArchive(path.join(SHARED_DATA, 'news', file))) {
        if (articles.length >= wanted) break;
        if (!('article' in entry) || entry.article.body.length < FULL_TEXT_THRESHOLD) continue;
        // 10kGNAD has no titles: its first sentence stands in, as a feed's headline would
        const title = entry.article.title || (/^[^.!?]{10,120}[.!?]/.exec(entry.article.body)?.[0] ?? entry.article.body.slice(0, 80));
        articles.push({
          title,
          body: entry.article.body,
          path: `/${a}/${entry.line}`,
          published: new Date(entry.article.publishedAt ?? Date.now()),
        });
      }
      return articles;
    }),
  );
  const result = new Map<string, ServedArticle[]>();
  for (let f = 0; f < feeds; f += 1) {
    const from = byArchive[f % WORKER_BENCH_ARCHIVES.length]!;
    const round = Math.floor(f / WORKER_BENCH_ARCHIVES.length);
    result.set(`wire-${f + 1}`, from.slice(round * perFeed, (round + 1) * perFeed));
  }
  return result;
};
