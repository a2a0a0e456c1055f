import { describe, expect, test } from '@jest/globals';
import { DEFAULT_LOGIN_THROTTLE, loginThrottleVerdict } from './login-throttle';

const now = new Date('2026-11-21T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const times = (n: number, minutes: number) => Array.from({ length: n }, () => minutesAgo(minutes));

describe('login throttling', () => {
  test('allows up to 9 account failures in 15 minutes, refuses at 10', () => {
    expect(loginThrottleVerdict(times(9, 1), [], now)).toEqual({ allowed: true });
    expect(loginThrottleVerdict(times(10, 1), [], now)).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
  });

  test('failures older than the account window do not count', () => {
    expect(loginThrottleVerdict(times(10, 16), [], now)).toEqual({ allowed: true });
  });

  test('waits until enough failures have left the window', () => {
    const failures = [...times(5, 14), ...times(5, 2)];
    // 10 in window; the oldest leaves after one more minute
    expect(loginThrottleVerdict(failures, [], now)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    const eleven = [minutesAgo(14), ...times(10, 2)];
    // 11 in window: dropping the oldest still leaves 10, so wait for the 2-minutes-old ones
    expect(loginThrottleVerdict(eleven, [], now)).toEqual({ allowed: false, retryAfterSeconds: 13 * 60 });
  });

  test('refuses at 25 failures from one IP within 5 minutes', () => {
    expect(loginThrottleVerdict([], times(24, 1), now)).toEqual({ allowed: true });
    expect(loginThrottleVerdict([], times(25, 1), now)).toEqual({ allowed: false, retryAfterSeconds: 4 * 60 });
    expect(loginThrottleVerdict([], times(25, 6), now)).toEqual({ allowed: true });
  });

  test('the longer wait of both windows wins and is never below one second', () => {
    const verdict = loginThrottleVerdict(times(10, 3), times(25, 4.99), now, DEFAULT_LOGIN_THROTTLE);
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 12 * 60 });
    expect(loginThrottleVerdict([], times(25, 4.99), now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
