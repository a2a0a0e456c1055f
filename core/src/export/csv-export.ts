import type { NewsDocument } from '../documents/document.types';

/**
 * CSV export of documents (spec: export of a search or a collection). RFC 4180: comma separated,
 * CRLF line ends, a field quoted when it holds a comma, quote, CR or LF, quotes doubled. The file
 * starts with a UTF-8 byte order mark so spreadsheet programs read the accents right.
 */

/** A search export stops here (the ">10,000" cap of search counts). */
export const CSV_EXPORT_LIMIT = 10_000;

export const CSV_BOM = '\uFEFF';

export const CSV_HEADER = [
  'id',
  'title',
  'publication_date',
  'indexing_date',
  'source',
  'url',
  'language',
  'topics',
  'organizations',
  'people',
  'locations',
] as const;

/** Several names in one cell (topics, entities). */
const LIST_SEPARATOR = '; ';

/**
 * Formula injection (OWASP "CSV Injection"): a cell a spreadsheet would run as a formula, or one
 * starting with a tab or carriage return that some programs strip before doing so, gets a leading
 * apostrophe, so it reads as text. Titles like "-5% at the close" keep their text after it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised, then quoted only when RFC 4180 asks for it. */
export const csvCell = (value: string | null): string => {
  const text = neutraliseFormula(value ?? '');
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One record with its CRLF. */
export const csvRecord = (values: readonly (string | null)[]): string => `${values.map(csvCell).join(',')}\r\n`;

const names = (list: readonly { name: string }[]): string => list.map((entry) => entry.name).join(LIST_SEPARATOR);

/** The exported fields of one document, in CSV_HEADER order. */
export const documentCsvFields = (doc: NewsDocument): (string | null)[] => [
  doc.id,
  doc.document.documentTitle,
  doc.document.publicationDate,
  doc.document.firstAcquisitionDate,
  doc.document.domain,
  doc.document.url,
  doc.language,
  names(doc.metadata.concepts.categories),
  names(doc.metadata.concepts.organizations),
  names(doc.metadata.concepts.persons),
  names(doc.metadata.concepts.locations),
];

/** The file's first bytes: the byte order mark and the header record. */
export const csvPreamble = (): string => CSV_BOM + csvRecord(CSV_HEADER);

/**
 * A download name: what was exported and when, in letters, digits and dashes only (a collection
 * name may hold anything; accents are dropped rather than percent-encoded so every browser keeps it).
 */
export const exportFileName = (what: string, at: Date): string => {
  const slug = what
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'export'}-${at.toISOString().slice(0, 10)}.csv`;
};
