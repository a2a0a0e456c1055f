import { describe, expect, test } from '@jest/globals';
import {
  addressSpacingMs,
  DEFAULT_LOGIN_THROTTLE,
  loginAttemptCounters,
  nextTurn,
  refusedReservationWait,
  secondsUntil,
} from './login-throttle';

const now = new Date('2026-11-21T10:07:30Z');
const at = (iso: string) => new Date(iso);

describe('login throttle rules', () => {
  test('the numbers of ADR 0014', () => {
    expect(DEFAULT_LOGIN_THROTTLE).toEqual({
      windowMs: 15 * 60_000,
      perAccount: 10,
      perPair: 5,
      perAddress: { freeAttempts: 25, spacingStepMs: 500, maxSpacingMs: 3_000, maxWaitMs: 6_000 },
    });
  });

  test('an attempt reserves its account, its pair and its address in the current 15-minute window, locked in key order', () => {
    const counters = loginAttemptCounters('clara@newsdesk.test', '192.0.2.1', now);
    const window = { windowStart: at('2026-11-21T10:00:00Z'), windowEnd: at('2026-11-21T10:15:00Z') };
    expect(counters.account).toEqual({ key: 'account:clara@newsdesk.test', limit: 10, ...window });
    expect(counters.pair).toEqual({ key: 'pair:192.0.2.1|clara@newsdesk.test', limit: 5, ...window });
    expect(counters.address).toEqual({ key: 'address:192.0.2.1', limit: null, ...window });
    expect(counters.all.map((c) => c.key)).toEqual([counters.account.key, counters.address.key, counters.pair.key]);
    // the window boundary belongs to the next window
    expect(loginAttemptCounters('a@b.c', '192.0.2.1', at('2026-11-21T10:15:00Z')).account.windowStart).toEqual(at('2026-11-21T10:15:00Z'));
  });

  test('a refused reservation waits until the full counter’s window ends, never less than a second', () => {
    const counters = loginAttemptCounters('clara@newsdesk.test', '192.0.2.1', now).all;
    const counts = (account: number, pair: number, address: number) => [account, address, pair];
    expect(refusedReservationWait(counters, counts(10, 3, 40), now)).toBe(7.5 * 60);
    expect(refusedReservationWait(counters, counts(4, 5, 9), now)).toBe(7.5 * 60);
    expect(refusedReservationWait(counters, counts(10, 3, 40), at('2026-11-21T10:14:59.600Z'))).toBe(1);
    // nothing full any more (a release came in between): try again in a second
    expect(refusedReservationWait(counters, counts(9, 4, 99), now)).toBe(1);
  });

  test('an address goes at full speed for 25 attempts, then half a second more per attempt, up to 3 seconds', () => {
    expect(addressSpacingMs(1)).toBe(0);
    expect(addressSpacingMs(25)).toBe(0);
    expect(addressSpacingMs(26)).toBe(500);
    expect(addressSpacingMs(27)).toBe(1_000);
    expect(addressSpacingMs(30)).toBe(2_500);
    expect(addressSpacingMs(31)).toBe(3_000);
    expect(addressSpacingMs(5_000)).toBe(3_000);
  });

  test('turns: now when free, else at the next free turn, refused when that is too far away', () => {
    const t = (ms: number) => new Date(now.getTime() + ms);
    expect(nextTurn(null, now, 500, 6_000)).toEqual({ granted: true, startsAt: now, nextFreeAt: t(500) });
    expect(nextTurn(t(-10_000), now, 500, 6_000)).toEqual({ granted: true, startsAt: now, nextFreeAt: t(500) });
    expect(nextTurn(t(4_000), now, 3_000, 6_000)).toEqual({ granted: true, startsAt: t(4_000), nextFreeAt: t(7_000) });
    expect(nextTurn(t(6_000), now, 3_000, 6_000)).toEqual({ granted: true, startsAt: t(6_000), nextFreeAt: t(9_000) });
    // the queue has room again when the next free turn is at most 6 s away
    expect(nextTurn(t(9_000), now, 3_000, 6_000)).toEqual({ granted: false, retryAt: t(3_000) });
  });

  test('seconds until a time: rounded up, at least one', () => {
    expect(secondsUntil(new Date(now.getTime() + 1_001), now)).toBe(2);
    expect(secondsUntil(new Date(now.getTime() + 200), now)).toBe(1);
    expect(secondsUntil(new Date(now.getTime() - 5_000), now)).toBe(1);
  });
});
