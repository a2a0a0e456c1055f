import { describe, expect, test } from '@jest/globals';
import { isDomainError } from '../shared/domain-error';
import { resolveTimeFrame } from './time-frame';

const now = new Date('2026-03-31T10:15:00Z');
const fromOf = (frame: Parameters<typeof resolveTimeFrame>[0], at = now) => resolveTimeFrame(frame, at).from.toISOString();

describe('resolveTimeFrame', () => {
  test('relative frames end now', () => {
    expect(resolveTimeFrame('past-hour', now)).toEqual({ from: new Date('2026-03-31T09:15:00Z'), to: now });
    expect(fromOf('4-hours')).toBe('2026-03-31T06:15:00.000Z');
    expect(fromOf('24-hours')).toBe('2026-03-30T10:15:00.000Z');
    expect(fromOf('week')).toBe('2026-03-24T10:15:00.000Z');
  });

  test('month and year are calendar months, clamped to the end of a shorter month', () => {
    expect(fromOf('month')).toBe('2026-02-28T10:15:00.000Z');
    expect(fromOf('month', new Date('2026-01-15T00:00:00Z'))).toBe('2025-12-15T00:00:00.000Z');
    expect(fromOf('year')).toBe('2025-03-31T10:15:00.000Z');
    expect(fromOf('year', new Date('2028-02-29T12:00:00Z'))).toBe('2027-02-28T12:00:00.000Z');
  });

  test('a custom range is kept when valid', () => {
    expect(resolveTimeFrame({ from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, now)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-01-01T00:00:00Z'),
    });
  });

  test('a custom range with from after to, or an invalid date, is refused', () => {
    for (const frame of [
      { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { from: 'yesterday', to: '2026-01-01T00:00:00Z' },
    ]) {
      try {
        resolveTimeFrame(frame, now);
        throw new Error('expected a DomainError');
      } catch (error) {
        expect(isDomainError(error) && [error.kind, error.code]).toEqual(['invalid', 'search.invalid_time_frame']);
      }
    }
  });
});
