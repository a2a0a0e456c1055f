import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

export type CsvRow = Record<string, string>;

/**
 * Streams the rows of a CSV file (`.gz` decompressed on the fly) as objects keyed by the header,
 * so that 90,000-row ranking files never sit in memory as text. Ergast rows may have fewer
 * columns than the header (newer races.csv lines stop after `url`): missing cells are absent.
 */
export async function* readCsv(file: string): AsyncGenerator<CsvRow> {
  const source = createReadStream(file);
  const input = file.endsWith('.gz') ? source.pipe(createGunzip()) : source;
  const parser = input.pipe(parse({ columns: true, relax_column_count: true, skip_empty_lines: true, bom: true, trim: true }));
  source.on('error', (error) => parser.destroy(error));
  for await (const row of parser) yield row as CsvRow;
}

/** All rows of a (small) CSV file. */
export const readCsvRows = async (file: string): Promise<CsvRow[]> => {
  const rows: CsvRow[] = [];
  for await (const row of readCsv(file)) rows.push(row);
  return rows;
};

/** Ergast writes `\N` for a missing value, Sackmann and FIS an empty cell: both become null. */
export const cell = (row: CsvRow, column: string): string | null => {
  const value = row[column];
  return value === undefined || value === '' || value === '\\N' ? null : value;
};

/** A whole number, or null for a missing cell or one that is not a number. */
export const intCell = (row: CsvRow, column: string): number | null => {
  const value = cell(row, column);
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number) : null;
};

/** A decimal number (Formula 1 awards half points), or null. */
export const numberCell = (row: CsvRow, column: string): number | null => {
  const value = cell(row, column);
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
