import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { formatAlertTime } from './alert-wording';
import { digestPeriodOf, zurichInstant } from './digest-period';

describe('digest periods in Europe/Zurich', () => {
  test('hourly: the clock hour', () => {
    expect(digestPeriodOf('hourly', new Date('2026-11-22T10:59:59.999Z'), 7)).toEqual({
      start: new Date('2026-11-22T10:00:00Z'),
      end: new Date('2026-11-22T11:00:00Z'),
    });
  });

  test('daily at 07:00 Zurich: winter (UTC+1) and summer (UTC+2)', () => {
    expect(digestPeriodOf('daily', new Date('2026-11-22T05:59:00Z'), 7)).toEqual({
      start: new Date('2026-11-21T06:00:00Z'),
      end: new Date('2026-11-22T06:00:00Z'),
    });
    expect(digestPeriodOf('daily', new Date('2026-11-22T06:00:00Z'), 7).start).toEqual(new Date('2026-11-22T06:00:00Z'));
    expect(digestPeriodOf('daily', new Date('2026-07-01T12:00:00Z'), 7)).toEqual({
      start: new Date('2026-07-01T05:00:00Z'),
      end: new Date('2026-07-02T05:00:00Z'),
    });
  });

  test('a daily period across the spring change lasts 23 hours, across the autumn change 25', () => {
    const spring = digestPeriodOf('daily', new Date('2026-03-29T12:00:00Z'), 0);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = digestPeriodOf('daily', new Date('2026-10-25T12:00:00Z'), 0);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  test('02:00 on the spring change does not exist: the period starts at 03:00', () => {
    expect(zurichInstant({ year: 2026, month: 3, day: 29, hour: 2 })).toEqual(new Date('2026-03-29T01:00:00Z'));
  });

  test('property: every instant lies in its period, periods tile (the end is the next start)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom('hourly' as const, 'daily' as const),
        (at, hour, frequency) => {
          const period = digestPeriodOf(frequency, at, hour);
          expect(period.start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(period.end.getTime()).toBeGreaterThan(at.getTime());
          expect(digestPeriodOf(frequency, period.end, hour).start).toEqual(period.end);
          if (frequency === 'daily')
            expect(formatAlertTime(period.start, 'en', false)).toBe(
              hour === 2 && formatAlertTime(period.start, 'en', false) === '03:00' ? '03:00' : `${String(hour).padStart(2, '0')}:00`,
            );
        },
      ),
      { numRuns: 500 },
    );
  });
});
