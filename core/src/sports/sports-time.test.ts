import { describe, expect, test } from '@jest/globals';
import {
  formatSportsDate,
  formatSportsDateTime,
  formatSportsTime,
  zonedTimeToInstant,
  zurichDay,
  zurichIsoDateTime,
  zurichOffset,
  zurichZoneName,
} from './sports-time';

// Expected values checked against the IANA rules: Europe/Zurich is UTC+1, and UTC+2 from 01:00 UTC
// on the last Sunday of March (2025-03-30) until 01:00 UTC on the last Sunday of October (2025-10-26).
// Europe/London is UTC+0 / UTC+1 on the same instants.
describe('sports time (Europe/Zurich)', () => {
  test('local kick-off times of a source become UTC instants', () => {
    // Premier League, openfootball: "2025-05-25", "16:00" UK time = 15:00 UTC = 17:00 CEST
    expect(zonedTimeToInstant('2025-05-25', '16:00', 'Europe/London')).toBe('2025-05-25T15:00:00.000Z');
    expect(zonedTimeToInstant('2025-01-18', '12:30', 'Europe/Zurich')).toBe('2025-01-18T11:30:00.000Z');
    expect(zonedTimeToInstant('2025-07-18', '12:30', 'Europe/Zurich')).toBe('2025-07-18T10:30:00.000Z');
    expect(zonedTimeToInstant('2025-05-25', null, 'Europe/London')).toBeNull();
  });

  test('bad days, times and zones are refused with a clear message', () => {
    expect(() => zonedTimeToInstant('2025-02-30', '12:00', 'Europe/Zurich')).toThrow('Not a day (YYYY-MM-DD): “2025-02-30”');
    expect(() => zonedTimeToInstant('25.05.2025', '12:00', 'Europe/Zurich')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2025-05-25', '24:00', 'Europe/Zurich')).toThrow('Not a time (HH:MM): “24:00”');
    expect(() => zonedTimeToInstant('2025-05-25', '12:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => zurichDay('yesterday')).toThrow('Not an instant: “yesterday”');
  });

  test('the spring switch: last Sunday of March at 01:00 UTC', () => {
    expect(zurichOffset('2025-03-30T00:59:59.000Z')).toBe('+01:00');
    expect(zurichZoneName('2025-03-30T00:59:59.000Z')).toBe('CET');
    expect(zurichOffset('2025-03-30T01:00:00.000Z')).toBe('+02:00');
    expect(zurichZoneName('2025-03-30T01:00:00.000Z')).toBe('CEST');
    expect(zurichIsoDateTime('2025-03-30T01:00:00.000Z')).toBe('2025-03-30T03:00:00+02:00');
    // the same wall-clock time the day before and after is an hour apart in UTC
    expect(zonedTimeToInstant('2025-03-29', '15:00', 'Europe/Zurich')).toBe('2025-03-29T14:00:00.000Z');
    expect(zonedTimeToInstant('2025-03-30', '15:00', 'Europe/Zurich')).toBe('2025-03-30T13:00:00.000Z');
  });

  test('the autumn switch: last Sunday of October at 01:00 UTC', () => {
    expect(zurichOffset('2025-10-26T00:59:59.000Z')).toBe('+02:00');
    expect(zurichZoneName('2025-10-26T00:59:59.000Z')).toBe('CEST');
    expect(zurichOffset('2025-10-26T01:00:00.000Z')).toBe('+01:00');
    expect(zurichZoneName('2025-10-26T01:00:00.000Z')).toBe('CET');
    expect(zurichIsoDateTime('2025-10-26T01:00:00.000Z')).toBe('2025-10-26T02:00:00+01:00');
    expect(zonedTimeToInstant('2025-10-26', '15:00', 'Europe/Zurich')).toBe('2025-10-26T14:00:00.000Z');
  });

  test('the Zurich day of a late kick-off in UTC is the next day', () => {
    expect(zurichDay('2025-05-24T22:30:00.000Z')).toBe('2025-05-25');
    expect(zurichDay('2025-01-24T22:30:00.000Z')).toBe('2025-01-24');
    expect(zurichDay('2025-01-24T23:30:00.000Z')).toBe('2025-01-25');
  });

  test('dates and times are formatted the way each language writes them, 24 h, in Zurich time', () => {
    const saturday = '2025-05-24T15:00:00.000Z';
    expect(formatSportsDateTime(saturday, 'de')).toBe('Sa., 24.05.2025, 17:00');
    expect(formatSportsDateTime(saturday, 'en')).toBe('Sat 24 May 2025, 17:00');
    expect(formatSportsDateTime(saturday, 'fr')).toBe('sam. 24/05/2025 17:00');
    expect(formatSportsDateTime('2025-01-18T11:30:00.000Z', 'de')).toBe('Sa., 18.01.2025, 12:30');
    expect(formatSportsTime('2025-01-18T19:05:00.000Z', 'en')).toBe('20:05');
    expect(formatSportsTime(saturday, 'fr')).toBe('17:00');
    expect(formatSportsDate('2025-05-24', 'de')).toBe('Sa., 24.05.2025');
    expect(formatSportsDate('2025-05-24', 'en')).toBe('Sat 24 May 2025');
    expect(formatSportsDate('2025-05-24', 'fr')).toBe('sam. 24/05/2025');
    // an unknown language falls back to English rather than failing the page
    expect(formatSportsDate('2025-05-24', 'it')).toBe('Sat 24 May 2025');
  });
});
