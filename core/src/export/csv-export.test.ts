import { describe, expect, test } from '@jest/globals';
import { aDocumentRecord } from '../testing/documents.contract';
import { CSV_BOM, csvCell, csvPreamble, csvRecord, documentCsvFields, exportFileName, neutraliseFormula } from './csv-export';

describe('neutraliseFormula: a cell never runs as a spreadsheet formula', () => {
  test.each(['=SUM(A1:A2)', '+41 44 123', '-5% at the close', '@SUM(1)', '\t=1', '\r=1'])('%j gets a leading apostrophe', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });
  test.each(['SNB holds rate', '5 = 5', '', 'a-b', "'quoted"])('%j stays as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('csvCell and csvRecord: RFC 4180', () => {
  test('plain text is not quoted; null is empty', () => {
    expect(csvCell('Zürich')).toBe('Zürich');
    expect(csvCell(null)).toBe('');
  });
  test('commas, quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('Rate, again')).toBe('"Rate, again"');
    expect(csvCell('The "SNB" decides')).toBe('"The ""SNB"" decides"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });
  test('a formula that also needs quotes is neutralised inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
  });
  test('a record ends with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
  test('the preamble is the byte order mark and the header', () => {
    expect(csvPreamble()).toBe(
      `${CSV_BOM}id,title,publication_date,indexing_date,source,url,language,topics,organizations,people,locations\r\n`,
    );
  });
});

describe('documentCsvFields', () => {
  test('the columns of a document, names joined by "; "', () => {
    const doc = aDocumentRecord({ id: '00000000-0000-4000-8000-000000000001' });
    doc.metadata.concepts.organizations.push({ name: 'UBS' });
    doc.metadata.concepts.persons.push({ name: 'Martin Schlegel' });
    expect(documentCsvFields(doc)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      'SNB holds rate',
      '2026-11-20T08:00:00.000Z',
      '2026-11-20T08:05:00.000Z',
      'news.example',
      'https://news.example/00000000-0000-4000-8000-000000000001',
      'en',
      'economy',
      'Swiss National Bank; UBS',
      'Martin Schlegel',
      'Zurich',
    ]);
  });
  test('a document without a publication date leaves the cell empty', () => {
    const doc = aDocumentRecord();
    doc.document.publicationDate = null;
    expect(csvRecord(documentCsvFields(doc)).split(',')[2]).toBe('');
  });
});

describe('exportFileName', () => {
  test('letters, digits and dashes, with the date', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(exportFileName('Économie suisse / "Zinsen"', at)).toBe('economie-suisse-zinsen-2026-11-27.csv');
    expect(exportFileName('search', at)).toBe('search-2026-11-27.csv');
    expect(exportFileName('???', at)).toBe('export-2026-11-27.csv');
    expect(exportFileName('x'.repeat(200), at)).toBe(`${'x'.repeat(60)}-2026-11-27.csv`);
  });
});
