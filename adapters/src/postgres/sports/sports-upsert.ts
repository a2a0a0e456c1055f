import type { ImportCounts } from '@newsdesk/core/sports/sports.ports';
import type { BulkWrite } from './sports-bulk-write';
import type { ImportTable } from './sports-import-tables';

/** Rows per statement: large enough to be set-based, small enough for a steady progress bar. */
export const UPSERT_CHUNK = 5000;

const q = (name: string) => `"${name}"`;

/**
 * The statement for one chunk ($1: the rows as one JSON array, typed by json_to_recordset):
 * insert, and on a key conflict update only when a column differs, so a re-import writes no new
 * row versions. `xmax = 0` marks an inserted row; rows skipped as identical are not returned.
 * (Dropping identical rows beforehand with a probe per row was tried: without fresh statistics
 * mid-import the planner probes the ranking table by the wrong index, ten times slower. The
 * conflict check always uses the key's index.) Columns are compared one by one, because
 * `is distinct from` casts where the recordset's text meets a varchar column and a row
 * comparison does not.
 */
export const upsertStatement = (spec: ImportTable<unknown>): string => {
  const names = spec.columns.map(([name]) => q(name)).join(', ');
  const recordset = spec.columns.map(([name, type]) => `${q(name)} ${type}`).join(', ');
  const rest = spec.columns.map(([name]) => name).filter((name) => !spec.key.includes(name));
  const onConflict =
    rest.length === 0
      ? 'do nothing'
      : `do update set ${rest.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')}
         where ${rest.map((c) => `t.${q(c)} is distinct from excluded.${q(c)}`).join(' or ')}`;
  return `with written as (
      insert into ${q(spec.table)} as t (${names})
      select ${names} from json_to_recordset($1::json) as r(${recordset})
      on conflict (${spec.key.map(q).join(', ')}) ${onConflict}
      returning (t.xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from written`;
};

/**
 * The last row of each key wins: one statement may not touch a row twice, and a file that lists
 * a row twice means its last word.
 */
export const lastPerKey = (spec: ImportTable<unknown>, rows: Record<string, unknown>[]): Record<string, unknown>[] => {
  const byKey = new Map<string, Record<string, unknown>>();
  for (const row of rows) byKey.set(spec.key.map((k) => String(row[k])).join('\u241f'), row);
  return [...byKey.values()];
};

/** Writes `items` in chunks; the counts cover every item given (repeats count as unchanged). */
export const upsertAll = async <T>(
  write: BulkWrite,
  spec: ImportTable<T>,
  items: readonly T[],
  onChunk: (written: number) => void,
): Promise<ImportCounts> => {
  const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (items.length === 0) return counts;
  const rows = lastPerKey(
    spec as ImportTable<unknown>,
    items.map((item) => spec.row(item)),
  );
  const statement = upsertStatement(spec as ImportTable<unknown>);
  let repeats = items.length - rows.length;
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    const chunk = rows.slice(start, start + UPSERT_CHUNK);
    const [result] = await write<{ inserted: number; updated: number }>(statement, [JSON.stringify(chunk)]);
    const inserted = result?.inserted ?? 0;
    const updated = result?.updated ?? 0;
    counts.inserted += inserted;
    counts.updated += updated;
    counts.unchanged += chunk.length - inserted - updated;
    // the repeats dropped above are reported with the first chunk, so progress reaches the total
    onChunk(chunk.length + repeats);
    repeats = 0;
  }
  counts.unchanged += items.length - rows.length;
  return counts;
};
