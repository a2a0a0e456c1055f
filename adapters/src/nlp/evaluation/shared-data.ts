import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The repository root (this file is adapters/src/nlp/evaluation/). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Test and evaluation data live beside the repository, never inside it. */
export const SHARED_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');

export function sharedDataPath(...parts: string[]): string | undefined {
  const file = path.join(SHARED_DATA_DIR, ...parts);
  return existsSync(file) ? file : undefined;
}

/** A text file, gunzipped when its name ends in .gz. */
export function readTextFile(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

export interface NewsArticle {
  id: string;
  lang: string;
  title: string | null;
  summary: string | null;
  body: string | null;
}

/** The news JSON lines files (see ../shared/data/README.md, section 1). */
export function readNewsArticles(file: string): NewsArticle[] {
  return readTextFile(file)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as NewsArticle);
}
