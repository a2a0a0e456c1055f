import { concurrencyOutOfRange, intervalOutOfRange } from './source.errors';
import type { FeedSource } from './source.types';

/** Crawl interval in minutes: at most every 5 minutes (politeness), at least once a day. */
export const INTERVAL_LIMITS = { min: 5, max: 1440, default: 15 } as const;
/** Parallel article/PDF fetches per crawl; more would hammer one publisher. */
export const CONCURRENCY_LIMITS = { min: 1, max: 4, default: 2 } as const;

export interface ScheduleSettings {
  intervalMinutes: number;
  enabled: boolean;
  concurrency: number;
}

export const assertScheduleInRange = ({
  intervalMinutes,
  concurrency,
}: Pick<ScheduleSettings, 'intervalMinutes' | 'concurrency'>): void => {
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < INTERVAL_LIMITS.min || intervalMinutes > INTERVAL_LIMITS.max) {
    throw intervalOutOfRange(INTERVAL_LIMITS.min, INTERVAL_LIMITS.max);
  }
  if (!Number.isInteger(concurrency) || concurrency < CONCURRENCY_LIMITS.min || concurrency > CONCURRENCY_LIMITS.max) {
    throw concurrencyOutOfRange(CONCURRENCY_LIMITS.min, CONCURRENCY_LIMITS.max);
  }
};

/**
 * When the crawler visits the source next (the same rule as `isDue`): null while it is disabled
 * or paused, `now` when it is due (never crawled, or overdue), else last fetch + interval.
 */
export const nextCrawlAt = (source: Pick<FeedSource, 'enabled' | 'intervalMinutes' | 'health'>, now: Date): Date | null => {
  if (!source.enabled || source.health.paused) return null;
  if (!source.health.lastFetchAt) return now;
  const due = Date.parse(source.health.lastFetchAt) + source.intervalMinutes * 60_000;
  return new Date(Math.max(due, now.getTime()));
};
