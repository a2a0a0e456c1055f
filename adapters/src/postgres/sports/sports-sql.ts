import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The reads: em.execute with `?` parameters. MikroORM 7 inlines them as escaped literals and
 * spreads a JS array into a comma list, so arrays travel as one PostgreSQL array literal
 * (`?::text[]`). Bulk writes bind their parameters instead (./sports-bulk-write.ts).
 */
export type Sql = <T extends object>(query: string, params?: unknown[]) => Promise<T[]>;

export const sqlOf =
  (em: EntityManager): Sql =>
  (query, params = []) =>
    em.execute(query, params);

/** A PostgreSQL text[] literal, bound as one parameter and cast with `::text[]`. */
export const textArray = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** Instants as core writes them: ISO 8601 UTC with milliseconds. */
export const instantSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Calendar days as `YYYY-MM-DD` (a `date` column's text form, whatever DateStyle says). */
export const daySql = (column: string): string => `to_char(${column}, 'YYYY-MM-DD')`;

/** `%`, `_` and `\` of user input taken literally in a LIKE pattern. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A where clause built from optional filters; its params come in the order of the conditions. */
export class Where {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): this {
    this.conditions.push(condition);
    this.params.push(...params);
    return this;
  }

  toString(): string {
    return this.conditions.length ? `where ${this.conditions.join(' and ')}` : '';
  }
}

/** A real calendar day `YYYY-MM-DD`: anything else matches no row rather than failing the cast. */
export const isDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
