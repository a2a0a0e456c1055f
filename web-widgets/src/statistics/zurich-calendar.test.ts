/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { formatSportsDate, formatSportsTime, zurichDay, zurichZoneName } from '@newsdesk/core/sports/sports-time';
import { matchDay, matchTime } from './format';
import { formatCalendarDay, zurichDayOf, zurichTimeOf, zurichZoneOf } from './zurich-calendar';

const HOUR = 3_600_000;

/** Every hour from a day before to a day after each switch of 2025, and every day of 2024 at 22:30 UTC. */
const instants = (): string[] => {
  const around = (iso: string) => Array.from({ length: 48 }, (_, i) => new Date(Date.parse(iso) - 24 * HOUR + i * HOUR).toISOString());
  const year = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 22, 30)).toISOString());
  return [...around('2025-03-30T01:00:00.000Z'), ...around('2025-10-26T01:00:00.000Z'), ...year];
};

describe('Zurich days and times without date-fns (the statistics page)', () => {
  test('the day, the time and CET/CEST agree with core’s sports-time at every instant checked', () => {
    for (const at of instants()) {
      expect([at, zurichDayOf(at), zurichTimeOf(at), zurichZoneOf(at)]).toEqual([
        at,
        zurichDay(at),
        formatSportsTime(at, 'en'),
        zurichZoneName(at),
      ]);
    }
  });

  test('the switch nights: 01:00 UTC on 30 March 2025 is 03:00 CEST, on 26 October 01:00 UTC is 02:00 CET again', () => {
    expect(matchTime({ kickoff: '2025-03-30T00:59:00.000Z' }, 'de')).toBe('01:59 CET');
    expect(matchTime({ kickoff: '2025-03-30T01:00:00.000Z' }, 'de')).toBe('03:00 CEST');
    expect(matchTime({ kickoff: '2025-10-26T00:59:00.000Z' }, 'fr')).toBe('02:59 CEST');
    expect(matchTime({ kickoff: '2025-10-26T01:00:00.000Z' }, 'fr')).toBe('02:00 CET');
  });

  test('a late summer kick-off is on the next Zurich day', () => {
    expect(matchDay({ kickoff: '2025-05-24T22:30:00.000Z', date: '2025-05-24' }, 'en')).toBe('Sun 25 May 2025');
    expect(matchDay({ kickoff: null, date: '2025-05-24' }, 'de')).toBe('Sa., 24.05.2025');
  });

  test.each(['en', 'de', 'fr', 'de-CH', 'it'])('every weekday and month is written as sports-time writes it (%s)', (language) => {
    for (let i = 0; i < 400; i += 1) {
      const day = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
      expect(formatCalendarDay(day, language)).toBe(formatSportsDate(day, language));
    }
  });

  test('what is not a day or an instant is refused, as by sports-time', () => {
    expect(() => formatCalendarDay('2025-02-30', 'en')).toThrow(RangeError);
    expect(() => formatCalendarDay('30.03.2025', 'en')).toThrow(RangeError);
    expect(() => zurichDayOf('not a time')).toThrow(RangeError);
  });
});
