import { describe, expect, test } from '@jest/globals';
import { aDocumentRecord } from '../testing/documents.contract';
import { csvPreamble } from './csv-export';
import { exportDocumentsCsv, type ExportPage } from './export-documents';

const docs = (n: number) =>
  Array.from({ length: n }, (_, i) => aDocumentRecord({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));

/** Pages of `size` over `all`, recording which pages were asked. */
const pager = (all: ReturnType<typeof docs>, size: number) => {
  const asked: number[] = [];
  const pageOf = async (page: number): Promise<ExportPage> => {
    asked.push(page);
    return { documents: all.slice((page - 1) * size, page * size), hasMore: page * size < all.length };
  };
  return { asked, pageOf };
};

const collect = async (chunks: AsyncGenerator<string>) => {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
};

const ids = (text: string) =>
  text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0]);

describe('exportDocumentsCsv', () => {
  test('one chunk per page after the preamble; every document once, in order', async () => {
    const all = docs(25);
    const { asked, pageOf } = pager(all, 10);
    const chunks = await collect(await exportDocumentsCsv(pageOf));
    expect(chunks).toHaveLength(4);
    expect(chunks[0]).toBe(csvPreamble());
    expect(ids(chunks.join(''))).toEqual(all.map((d) => d.id));
    expect(asked).toEqual([1, 2, 3]);
  });

  test('stops at the limit without asking for further pages', async () => {
    const { asked, pageOf } = pager(docs(50), 10);
    const text = (await collect(await exportDocumentsCsv(pageOf, 15))).join('');
    expect(ids(text)).toHaveLength(15);
    expect(asked).toEqual([1, 2]);
  });

  test('a document repeated on the next page is written once', async () => {
    const all = docs(3);
    const pages: ExportPage[] = [
      { documents: [all[0]!, all[1]!], hasMore: true },
      { documents: [all[1]!, all[2]!], hasMore: false },
    ];
    const text = (await collect(await exportDocumentsCsv(async (page) => pages[page - 1]!))).join('');
    expect(ids(text)).toEqual(all.map((d) => d.id));
  });

  test('no documents: the header only', async () => {
    expect((await collect(await exportDocumentsCsv(async () => ({ documents: [], hasMore: false })))).join('')).toBe(csvPreamble());
  });

  test('a failing first page fails before anything is produced', async () => {
    await expect(exportDocumentsCsv(async () => Promise.reject(new Error('search.invalid')))).rejects.toThrow('search.invalid');
  });
});
