import { describe, expect, test } from '@jest/globals';
import { pdfFile, pdfText } from './testing/pdf-file';
import { MAX_PDF_BYTES, MAX_PDF_TEXT_CHARS, UnpdfTextExtractor } from './unpdf-text-extractor';

/** A minimal valid PDF 1.4: one page per entry, each with its lines in Helvetica, correct xref. */
const makePdf = (pages: string[][]): Uint8Array => {
  const stream = (lines: string[]): string =>
    `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${pdfText(line)}) Tj T*`).join(' ')} ET`;
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    const content = stream(lines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  return pdfFile(objects);
};

describe('UnpdfTextExtractor', () => {
  const extractor = new UnpdfTextExtractor();

  test("extracts the text of every page, and leaves the caller's bytes usable", async () => {
    const bytes = makePdf([['Minutes of the council meeting', 'Budget (draft) approved'], ['Page two: transport']]);
    const text = await extractor.extract(bytes);
    expect(text).toContain('Minutes of the council meeting');
    expect(text).toContain('Budget (draft) approved');
    expect(text).toContain('Page two: transport');
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(await extractor.extract(bytes)).toBe(text);
  });

  test('caps the text at MAX_PDF_TEXT_CHARS', async () => {
    const line = 'All work and no play makes a long report. '.repeat(4);
    const pages = Array.from({ length: 60 }, () => Array.from({ length: 50 }, () => line));
    const text = await extractor.extract(makePdf(pages));
    expect(text.length).toBe(MAX_PDF_TEXT_CHARS);
  });

  test('a broken or truncated PDF gives a clear error', async () => {
    const valid = makePdf([['Hello']]);
    for (const broken of [
      new TextEncoder().encode('%PDF-1.4 not really'),
      new TextEncoder().encode('<html>nope</html>'),
      valid.subarray(0, 40),
    ]) {
      await expect(extractor.extract(broken)).rejects.toMatchObject({
        name: 'PdfExtractionError',
        code: 'pdf.invalid',
        message: expect.stringContaining('could not be read'),
      });
    }
  });

  test('a file over the size cap is refused unread', async () => {
    await expect(extractor.extract(new Uint8Array(MAX_PDF_BYTES + 1))).rejects.toMatchObject({ code: 'pdf.too_large' });
  });
});
