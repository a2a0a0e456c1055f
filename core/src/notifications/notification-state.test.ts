import { describe, expect, test } from '@jest/globals';
import { advanceClearedBefore, catchUpFrom, survivesClear, withReadMarks } from './notification-state';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-27T10:00:00Z');

describe('advanceClearedBefore', () => {
  test('first clear: the requested time, or now without one', () => {
    expect(advanceClearedBefore(null, at('2026-11-27T09:00:00Z'), now)).toEqual(at('2026-11-27T09:00:00Z'));
    expect(advanceClearedBefore(null, null, now)).toEqual(now);
  });
  test('never moves back: an older tab clearing again keeps the newer mark', () => {
    expect(advanceClearedBefore(at('2026-11-27T09:30:00Z'), at('2026-11-27T09:00:00Z'), now)).toEqual(at('2026-11-27T09:30:00Z'));
  });
  test('never past the server clock: a browser clock ahead is capped at now', () => {
    expect(advanceClearedBefore(null, at('2026-11-28T00:00:00Z'), now)).toEqual(now);
  });
  test('moves forward', () => {
    expect(advanceClearedBefore(at('2026-11-27T08:00:00Z'), null, now)).toEqual(now);
  });
});

describe('catchUpFrom', () => {
  const defaultFrom = at('2026-11-20T10:00:00Z');
  test('without a clear: the asked time or the default window', () => {
    expect(catchUpFrom(at('2026-11-27T09:00:00Z'), null, defaultFrom)).toEqual(at('2026-11-27T09:00:00Z'));
    expect(catchUpFrom(null, null, defaultFrom)).toEqual(defaultFrom);
  });
  test('never before the clear mark, whatever the browser asks', () => {
    const cleared = at('2026-11-27T09:00:00Z');
    expect(catchUpFrom(null, cleared, defaultFrom)).toEqual(cleared);
    expect(catchUpFrom(at('2026-11-26T00:00:00Z'), cleared, defaultFrom)).toEqual(cleared);
    expect(catchUpFrom(at('2026-11-27T09:30:00Z'), cleared, defaultFrom)).toEqual(at('2026-11-27T09:30:00Z'));
  });
});

describe('survivesClear', () => {
  test('a match at the mark is cleared, a later one stays', () => {
    const cleared = at('2026-11-27T09:00:00Z');
    expect(survivesClear(cleared, cleared)).toBe(false);
    expect(survivesClear(at('2026-11-27T08:59:59Z'), cleared)).toBe(false);
    expect(survivesClear(at('2026-11-27T09:00:00.001Z'), cleared)).toBe(true);
    expect(survivesClear(at('2000-01-01T00:00:00Z'), null)).toBe(true);
  });
});

describe('withReadMarks', () => {
  test('flags the documents the user read', () => {
    const entries = [{ document: { id: 'a' } }, { document: { id: 'b' } }];
    expect(withReadMarks(entries, new Set(['b']))).toEqual([
      { document: { id: 'a' }, read: false },
      { document: { id: 'b' }, read: true },
    ]);
  });
});
