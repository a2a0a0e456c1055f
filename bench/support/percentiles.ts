/** Latency figures of one query kind, in milliseconds. */
export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile: the smallest sample with at least p % of the samples at or below it. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;

export const latency = (samples: readonly number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
};

/**
 * Runs every query `rounds` times after one unmeasured warm-up round (the first run of a query
 * pays for cold pages, which a newsroom's hot index does not), interleaving the queries so a
 * burst of noise on the shared machine spreads over all of them. Plans that take seconds per
 * query skip the warm-up: cold pages are not what makes them slow.
 */
export const measure = async <Q>(
  queries: readonly Q[],
  rounds: number,
  run: (query: Q) => Promise<unknown>,
  warmUp = true,
): Promise<number[]> => {
  if (warmUp) for (const query of queries) await run(query);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      await run(query);
      samples.push(performance.now() - started);
    }
  }
  return samples;
};

export const formatMs = (ms: number): string => (Number.isNaN(ms) ? '—' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en'));
