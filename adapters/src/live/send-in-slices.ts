import { performance } from 'node:perf_hooks';

export interface SliceLimits {
  /** Sends in one slice at most (the deterministic bound the tests check). */
  sendsPerSlice: number;
  /** A slice also ends once it has run this long, whatever the count (a loaded machine sends slower). */
  sliceBudgetMs: number;
}

/**
 * One write to a socket costs 10–20 µs on the 2-core machine (docs/benchmarks.md, "Live
 * notifications fan-out"): 500 sends or 10 ms keep every synchronous block well under the 20 ms
 * that requests, pings and the database's answers may wait for the event loop.
 */
export const DEFAULT_SLICE_LIMITS: SliceLimits = { sendsPerSlice: 500, sliceBudgetMs: 10 };

/** How a send went: in how many slices, and the longest one (wall time, so a preempted process shows it too). */
export interface SlicedSend {
  slices: number;
  longestSliceMs: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `send` for every item, in slices: between two slices the event loop runs (setImmediate
 * lets I/O callbacks in, where a resolved promise would not).
 */
export const sendInSlices = async <T>(
  items: readonly T[],
  send: (item: T) => void,
  limits: SliceLimits = DEFAULT_SLICE_LIMITS,
): Promise<SlicedSend> => {
  let slices = 0;
  let longestSliceMs = 0;
  let index = 0;
  while (index < items.length) {
    if (slices > 0) await nextTurn();
    slices++;
    const started = performance.now();
    const end = Math.min(items.length, index + limits.sendsPerSlice);
    let elapsed = 0;
    while (index < end) {
      send(items[index++]!);
      elapsed = performance.now() - started;
      if (elapsed >= limits.sliceBudgetMs) break;
    }
    longestSliceMs = Math.max(longestSliceMs, elapsed);
  }
  return { slices, longestSliceMs };
};
