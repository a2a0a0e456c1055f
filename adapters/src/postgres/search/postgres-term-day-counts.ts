import type { MikroORM } from '@mikro-orm/postgresql';
import { COMPACT_TERM_DAY_COUNTS } from './term-day-counts';

/** Housekeeping of the per-day word counts behind single-word search totals (term-day-count.entities.ts). */
export class PostgresTermDayCounts {
  constructor(private readonly orm: MikroORM) {}

  /** Folds each word's delta rows of a day into one; returns the rows removed (0 when another process is compacting). */
  async compact(): Promise<number> {
    const [row] = await this.orm.em.fork().execute<{ removed: string }[]>(COMPACT_TERM_DAY_COUNTS);
    return Number(row?.removed ?? 0);
  }
}
