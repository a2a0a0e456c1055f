/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { formatBehind, formatDay, formatRaceTime, formatStart } from './sports-format';

describe('sports formats', () => {
  test('start times are Zurich time with CET in winter and CEST in summer, whatever the reader’s zone', () => {
    expect(formatStart('2024-12-08T13:00:00.000Z', 'en')).toBe('Sun 8 Dec 2024, 14:00 CET');
    expect(formatStart('2024-05-05T20:00:00.000Z', 'en')).toBe('Sun 5 May 2024, 22:00 CEST');
    // 01:00 UTC on the night of the March switch is already 03:00 CEST
    expect(formatStart('2025-03-30T01:00:00.000Z', 'de-CH')).toBe('So., 30.03.2025, 03:00 CEST');
    expect(formatStart('2024-12-08T13:00:00.000Z', 'fr')).toBe('dim. 08/12/2024 14:00 CET');
  });

  test('a day stays the day it is', () => {
    expect(formatDay('2025-01-18', 'en')).toBe('Sat 18 Jan 2025');
    expect(formatDay('2025-01-18', 'it')).toBe('Sat 18 Jan 2025');
  });

  test('race times to the hundredth, cut not rounded', () => {
    expect(formatRaceTime(145_070)).toBe('2:25.07');
    expect(formatRaceTime(59_879)).toBe('59.87');
    expect(formatRaceTime(60_000)).toBe('1:00.00');
    expect(formatRaceTime(5)).toBe('0.00');
    expect(formatBehind(280)).toBe('+0.28');
    expect(formatBehind(62_100)).toBe('+1:02.10');
  });
});
