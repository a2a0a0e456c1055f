import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { RawArticle } from '@newsdesk/core/ingestion/ingest-article';

/** One line of a JSON-lines news archive (the format of ../shared/data/news); every field optional. */
interface ArchiveLine {
  title?: unknown;
  body?: unknown;
  summary?: unknown;
  url?: unknown;
  published?: unknown;
  source?: unknown;
  lang?: unknown;
}

export type ArchiveEntry = { article: RawArticle; line: number } | { error: string; line: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isoDate = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** Reads a `.jsonl` or `.jsonl.gz` archive line by line (constant memory), reporting bad lines. */
export async function* readJsonlArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const raw = createReadStream(file);
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  for await (const content of lines) {
    line++;
    if (!content.trim()) continue;
    let parsed: ArchiveLine;
    try {
      parsed = JSON.parse(content) as ArchiveLine;
    } catch {
      yield { error: 'not valid JSON', line };
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null) {
      yield { error: 'not a JSON object', line };
      continue;
    }
    const body = text(parsed.body) || text(parsed.summary);
    yield {
      line,
      article: {
        url: text(parsed.url) || null,
        title: text(parsed.title),
        body,
        publishedAt: isoDate(parsed.published),
        sourceName: text(parsed.source) || null,
      },
    };
  }
}
