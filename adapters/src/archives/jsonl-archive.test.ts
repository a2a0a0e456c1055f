import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@jest/globals';
import { readJsonlArchive } from './jsonl-archive';

test('reads plain and gzipped JSON lines, tolerates missing fields and reports bad lines', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-archive-'));
  const lines = [
    JSON.stringify({ title: 'A', body: 'Body A', url: 'https://x.example/a', published: '2024-03-01T10:00:00Z', source: 'X', lang: 'en' }),
    '',
    '{broken',
    JSON.stringify({ title: 'B', summary: 'Only a summary' }),
    '42',
  ].join('\n');
  await writeFile(path.join(dir, 'a.jsonl'), lines);
  await writeFile(path.join(dir, 'a.jsonl.gz'), gzipSync(lines));
  for (const file of ['a.jsonl', 'a.jsonl.gz']) {
    const entries = [];
    for await (const entry of readJsonlArchive(path.join(dir, file))) entries.push(entry);
    expect(entries).toEqual([
      {
        line: 1,
        article: { url: 'https://x.example/a', title: 'A', body: 'Body A', publishedAt: '2024-03-01T10:00:00.000Z', sourceName: 'X' },
      },
      { line: 3, error: 'not valid JSON' },
      { line: 4, article: { url: null, title: 'B', body: 'Only a summary', publishedAt: null, sourceName: null } },
      { line: 5, error: 'not a JSON object' },
    ]);
  }
});
