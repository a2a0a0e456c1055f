import { describe, expect, test } from '@jest/globals';
import { aSession } from '../testing/identity.mother';
import { DEFAULT_SESSION_POLICY, needsTouch, sessionExpiresAt, sessionState } from './session-policy';

const start = new Date('2026-11-21T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('session policy', () => {
  test('a session dies after 30 idle minutes', () => {
    const session = aSession({ createdAt: start, lastSeenAt: start });
    expect(sessionState(session, at(29.9), DEFAULT_SESSION_POLICY)).toBe('alive');
    expect(sessionState(session, at(30), DEFAULT_SESSION_POLICY)).toBe('idle_expired');
  });

  test('a session in constant use still dies after 12 hours', () => {
    const session = aSession({ createdAt: start, lastSeenAt: at(12 * 60 - 1) });
    expect(sessionState(session, at(12 * 60 - 0.5), DEFAULT_SESSION_POLICY)).toBe('alive');
    expect(sessionState(session, at(12 * 60), DEFAULT_SESSION_POLICY)).toBe('absolute_expired');
  });

  test('an ended session is dead whatever its times', () => {
    expect(sessionState(aSession({ createdAt: start, endedAt: at(1) }), at(2), DEFAULT_SESSION_POLICY)).toBe('ended');
  });

  test('the policy is configurable', () => {
    const session = aSession({ createdAt: start, lastSeenAt: start });
    expect(sessionState(session, at(2), { idleMs: 60_000, absoluteMs: 3_600_000 })).toBe('idle_expired');
  });

  test('lastSeen is written at most once a minute', () => {
    const session = aSession({ createdAt: start, lastSeenAt: start });
    expect(needsTouch(session, at(0.5))).toBe(false);
    expect(needsTouch(session, at(1))).toBe(true);
  });

  test('expiry is the earlier of idle and absolute', () => {
    expect(sessionExpiresAt(aSession({ createdAt: start, lastSeenAt: start }), DEFAULT_SESSION_POLICY)).toEqual(at(30));
    expect(sessionExpiresAt(aSession({ createdAt: start, lastSeenAt: at(700) }), DEFAULT_SESSION_POLICY)).toEqual(at(720));
  });
});
