import { describe, expect, test } from '@jest/globals';
import {
  decayLag,
  DEFAULT_SHED_LAG_MS,
  defaultMaxExpensiveInFlight,
  judgeAdmission,
  LAG_HALF_LIFE_MS,
  MAX_RETRY_AFTER_SECONDS,
} from './load-shedding';

const limits = { lagMs: 100, maxExpensiveInFlight: 4 };
const calm = { lagMs: 3, expensiveInFlight: 0 };

describe('judgeAdmission', () => {
  test('a cheap route is admitted however far behind the process is', () => {
    expect(judgeAdmission('cheap', { lagMs: 5_000, expensiveInFlight: 1_000 }, limits)).toEqual({ admit: true });
  });

  test('an expensive route is admitted while the lag and the requests in flight are within their bounds', () => {
    expect(judgeAdmission('expensive', calm, limits)).toEqual({ admit: true });
    // the bounds themselves are still admitted: lag exactly 100 ms, 3 in flight (this one is the 4th)
    expect(judgeAdmission('expensive', { lagMs: 100, expensiveInFlight: 3 }, limits)).toEqual({ admit: true });
  });

  test('lag above its bound sheds an expensive route; Retry-After is the lag plus a second, in whole seconds', () => {
    expect(judgeAdmission('expensive', { lagMs: 101, expensiveInFlight: 0 }, limits)).toEqual({
      admit: false,
      reason: 'event_loop_lag',
      retryAfterSeconds: 2,
    });
    expect(judgeAdmission('expensive', { lagMs: 2_400, expensiveInFlight: 0 }, limits)).toEqual({
      admit: false,
      reason: 'event_loop_lag',
      retryAfterSeconds: 4,
    });
  });

  test('a stall of minutes asks for no more than half a minute', () => {
    expect(judgeAdmission('expensive', { lagMs: 600_000, expensiveInFlight: 0 }, limits)).toMatchObject({
      retryAfterSeconds: MAX_RETRY_AFTER_SECONDS,
    });
  });

  test('the bound of expensive requests in flight sheds the next one with Retry-After 1', () => {
    expect(judgeAdmission('expensive', { lagMs: 0, expensiveInFlight: 4 }, limits)).toEqual({
      admit: false,
      reason: 'expensive_in_flight',
      retryAfterSeconds: 1,
    });
    expect(judgeAdmission('expensive', { lagMs: 0, expensiveInFlight: 40 }, limits)).toEqual({
      admit: false,
      reason: 'expensive_in_flight',
      retryAfterSeconds: 1,
    });
  });

  test('both bounds past: the lag is named, and its longer wait is asked', () => {
    expect(judgeAdmission('expensive', { lagMs: 3_500, expensiveInFlight: 9 }, limits)).toEqual({
      admit: false,
      reason: 'event_loop_lag',
      retryAfterSeconds: 5,
    });
  });

  test('the defaults: 100 ms of lag, one expensive request per processor and at least two', () => {
    expect(DEFAULT_SHED_LAG_MS).toBe(100);
    expect([1, 2, 8, 12].map(defaultMaxExpensiveInFlight)).toEqual([2, 2, 8, 12]);
    const onTwoCores = { lagMs: DEFAULT_SHED_LAG_MS, maxExpensiveInFlight: defaultMaxExpensiveInFlight(2) };
    expect(judgeAdmission('expensive', { lagMs: 99, expensiveInFlight: 1 }, onTwoCores)).toEqual({ admit: true });
    expect(judgeAdmission('expensive', { lagMs: 99, expensiveInFlight: 2 }, onTwoCores)).toMatchObject({ admit: false });
  });
});

describe('decayLag', () => {
  test('a higher sample counts at once', () => {
    expect(decayLag(10, 400, 20)).toBe(400);
  });

  test('a past stall is halved every half-life, and never below the new sample', () => {
    expect(decayLag(400, 0, LAG_HALF_LIFE_MS)).toBeCloseTo(200);
    expect(decayLag(400, 0, 2 * LAG_HALF_LIFE_MS)).toBeCloseTo(100);
    expect(decayLag(400, 150, 2 * LAG_HALF_LIFE_MS)).toBe(150);
  });

  test('one 300 ms pause with 20 ms probes after it sheds for well under a second at a 100 ms bound', () => {
    let estimate = decayLag(0, 300, 300);
    let elapsed = 0;
    while (estimate > 100) {
      estimate = decayLag(estimate, 1, 20);
      elapsed += 20;
    }
    expect(elapsed).toBeGreaterThan(500);
    expect(elapsed).toBeLessThan(1_000);
  });

  test('a loop that stays behind keeps the estimate up', () => {
    let estimate = 0;
    for (let i = 0; i < 100; i++) estimate = decayLag(estimate, 180, 200);
    expect(estimate).toBeGreaterThanOrEqual(180);
  });

  test('negative samples and clock steps backwards do not make the estimate negative or grow it', () => {
    expect(decayLag(0, -5, 20)).toBe(0);
    expect(decayLag(100, 0, -50)).toBe(100);
  });
});
