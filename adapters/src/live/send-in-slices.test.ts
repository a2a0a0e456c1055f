import { describe, expect, test } from '@jest/globals';
import { sendInSlices } from './send-in-slices';

/** Counts the turns of the event loop while `work` runs: each is a moment other callbacks could run. */
const turnsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> => {
  let turns = 0;
  let running = true;
  const probe = () => {
    if (!running) return;
    turns++;
    setImmediate(probe);
  };
  setImmediate(probe);
  const result = await work();
  running = false;
  return { result, turns };
};

describe('sendInSlices', () => {
  test('every item is sent once, in order, in slices of at most sendsPerSlice with the event loop running between them', async () => {
    const sent: number[] = [];
    const sliceSizes: number[] = [];
    let current = 0;
    const items = Array.from({ length: 1_050 }, (_, i) => i);
    const {
      result: { slices },
      turns,
    } = await turnsDuring(() =>
      sendInSlices(
        items,
        (item) => {
          sent.push(item);
          current++;
          // a slice ends where the probe runs: record the slice sizes as the probe sees them
          if (current === 1) setImmediate(() => (sliceSizes.push(current), (current = 0)));
        },
        { sendsPerSlice: 100, sliceBudgetMs: 60_000 },
      ),
    );
    await new Promise((resolve) => setImmediate(resolve)); // the last slice's record
    expect(sent).toEqual(items);
    expect(slices).toBe(11);
    expect(sliceSizes).toEqual([...Array(10).fill(100), 50]);
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  test('a slice also ends when its time budget is spent', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const sent = await sendInSlices([1, 2, 3, 4], () => busy(5), { sendsPerSlice: 1_000, sliceBudgetMs: 5 });
    expect(sent.slices).toBe(4);
    expect(sent.longestSliceMs).toBeGreaterThanOrEqual(5);
  });

  test('nothing to send: no slice, no waiting', async () => {
    expect(await sendInSlices([], () => undefined)).toEqual({ slices: 0, longestSliceMs: 0 });
  });
});
