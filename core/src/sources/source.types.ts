/** An RSS-enabled source the crawler visits, with its schedule and health. */
export interface FeedSource {
  id: string;
  name: string;
  url: string;
  /** Domain of the source's documents (from the generic/custom site lists). */
  domain: string;
  intervalMinutes: number;
  enabled: boolean;
  /** Parallel article/PDF fetches while crawling this source. */
  concurrency: number;
  health: SourceHealth;
  /** Conditional GET state. */
  etag: string | null;
  lastModified: string | null;
}

export interface SourceHealth {
  lastFetchAt: string | null;
  lastSuccessAt: string | null;
  lastItemCount: number;
  lastNewCount: number;
  lastError: string | null;
  consecutiveFailures: number;
  paused: boolean;
  pausedReason: string | null;
}

/** A source is paused after this many failed crawls in a row; an admin un-pauses it. */
export const PAUSE_AFTER_FAILURES = 5;

export const healthyStart = (): SourceHealth => ({
  lastFetchAt: null,
  lastSuccessAt: null,
  lastItemCount: 0,
  lastNewCount: 0,
  lastError: null,
  consecutiveFailures: 0,
  paused: false,
  pausedReason: null,
});

export const afterSuccess = (health: SourceHealth, at: Date, items: number, fresh: number): SourceHealth => ({
  ...health,
  lastFetchAt: at.toISOString(),
  lastSuccessAt: at.toISOString(),
  lastItemCount: items,
  lastNewCount: fresh,
  lastError: null,
  consecutiveFailures: 0,
});

export const afterFailure = (health: SourceHealth, at: Date, error: string, pauseAfter = PAUSE_AFTER_FAILURES): SourceHealth => {
  const consecutiveFailures = health.consecutiveFailures + 1;
  const pause = consecutiveFailures >= pauseAfter;
  return {
    ...health,
    lastFetchAt: at.toISOString(),
    lastError: error,
    consecutiveFailures,
    paused: health.paused || pause,
    pausedReason: health.paused
      ? health.pausedReason
      : pause
        ? `Paused after ${consecutiveFailures} failed crawls in a row. Last error: ${error}`
        : null,
  };
};

export const resumed = (health: SourceHealth): SourceHealth => ({ ...health, paused: false, pausedReason: null, consecutiveFailures: 0 });

/** Is the source due for a crawl at `now`? */
export const isDue = (source: FeedSource, now: Date): boolean => {
  if (!source.enabled || source.health.paused) return false;
  if (!source.health.lastFetchAt) return true;
  return now.getTime() - Date.parse(source.health.lastFetchAt) >= source.intervalMinutes * 60_000;
};
