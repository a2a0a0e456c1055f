import type { Readable } from 'node:stream';
import type { RawArticle } from '@newsdesk/core/ingestion/ingest-article';
import { MAX_FILE_BYTES, openMaybeGzipped, sizeText } from './capped-file';

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

type Line = { text: string; line: number } | { tooLong: true; line: number };

/**
 * Splits a stream into its non-blank lines (numbered as in the file), holding at most
 * `maxLineBytes` of one line: a longer line is reported and ends the reading (readline would
 * buffer it whole, however large it inflates). Blank lines are counted without a yield each, so a
 * file of nothing but line breaks costs a loop, not an await per line.
 */
async function* cappedLines(input: Readable, maxLineBytes: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  let line = 1;
  const text = (): string => {
    const content = Buffer.concat(parts, size).toString('utf8');
    return content.endsWith('\r') ? content.slice(0, -1) : content;
  };
  for await (const chunk of input as AsyncIterable<Buffer>) {
    for (let start = 0; start < chunk.length; ) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      if (size + (end - start) > maxLineBytes) {
        yield { tooLong: true, line };
        return;
      }
      if (end > start) {
        parts.push(chunk.subarray(start, end));
        size += end - start;
      }
      if (newline === -1) break;
      if (size > 0) yield { text: text(), line };
      parts = [];
      size = 0;
      line++;
      start = newline + 1;
    }
  }
  if (size > 0) yield { text: text(), line };
}

/**
 * Reads a `.jsonl` or `.jsonl.gz` archive line by line, inflating as it goes (constant memory:
 * one line of at most `maxLineBytes`, the cap of a fetched body), reporting bad lines.
 */
export async function* readJsonlArchive(file: string, maxLineBytes = MAX_FILE_BYTES): AsyncGenerator<ArchiveEntry> {
  for await (const read of cappedLines(openMaybeGzipped(file), maxLineBytes)) {
    const line = read.line;
    if ('tooLong' in read) {
      // a line this long is no news document but junk or a decompression bomb: stop inflating it
      yield { error: `longer than ${sizeText(maxLineBytes)} (the cap of one document): the rest of the archive was not read`, line };
      return;
    }
    const content = read.text;
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
