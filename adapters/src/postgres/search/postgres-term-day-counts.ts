import type { MikroORM } from '@mikro-orm/postgresql';
import { COMPACT_ATTENTION_HOUR_COUNTS } from './attention-hour-counts';
import { COMPACT_TERM_DAY_COUNTS, COMPACT_TERM_HOUR_COUNTS } from './term-day-counts';

/**
 * Housekeeping of the stored counts: the per-day word counts behind single-word search totals
 * (term-day-count.entities.ts) and the documents per hour behind attention charts (attention-hour-count.entities.ts).
 */
export class PostgresTermDayCounts {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Folds each word's delta rows of a day (and of an hour and source) into one and drops hours older
   * than 34 days; returns the rows removed (0 when another process is compacting).
   */
  async compact(): Promise<number> {
    const em = this.orm.em.fork();
    const [days] = await em.execute<{ removed: string }[]>(COMPACT_TERM_DAY_COUNTS);
    const [hours] = await em.execute<{ removed: string }[]>(COMPACT_TERM_HOUR_COUNTS);
    const [attention] = await em.execute<{ removed: string }[]>(COMPACT_ATTENTION_HOUR_COUNTS);
    return Number(days?.removed ?? 0) + Number(hours?.removed ?? 0) + Number(attention?.removed ?? 0);
  }
}
