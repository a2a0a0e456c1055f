import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RawArticle } from '@newsdesk/core/ingestion/ingest-article';
import { readJsonlArchive } from './jsonl-archive';

/** The real test data beside the checkout (../shared/data, never copied into the repository). */
export const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../shared/data');

/** Whether the shared data has these sub-folders; warns once, loudly, when it does not. */
export const sharedDataPresent = (folders: readonly string[], suite: string): boolean => {
  const present = folders.every((folder) => existsSync(path.join(SHARED_DATA, folder)));
  // biome-ignore lint/suspicious/noConsole: a test suite says why it skipped (shared data absent)
  if (!present) console.warn(`${suite} skipped: ${SHARED_DATA} is absent (the shared data folder sits beside the checkout).`);
  return present;
};

/** The first `count` articles of a news archive under shared/data/news (e.g. `en/bbc_news_2004_2005.jsonl.gz`). */
export const firstArticles = async (file: string, count: number): Promise<RawArticle[]> => {
  const articles: RawArticle[] = [];
  for await (const entry of readJsonlArchive(path.join(SHARED_DATA, 'news', file))) {
    if ('article' in entry) articles.push(entry.article);
    if (articles.length >= count) break;
  }
  return articles;
};
