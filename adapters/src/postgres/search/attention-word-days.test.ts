import { describe, expect, test } from '@jest/globals';
import { utcDayTails } from './attention-word-days';

describe('the tails of UTC days that belong to the next Zurich day', () => {
  test('an hour in winter (CET), two in summer (CEST), across the clock change of 25 October 2026', () => {
    const tails = utcDayTails({ first: new Date('2026-10-23T00:00:00Z'), end: new Date('2026-10-27T00:00:00Z') });
    expect(tails.map((t) => `${t.from.toISOString()} ${t.to.toISOString()}`)).toEqual([
      '2026-10-23T22:00:00.000Z 2026-10-24T00:00:00.000Z',
      '2026-10-24T22:00:00.000Z 2026-10-25T00:00:00.000Z',
      // the night of the change: Zurich's 26 October starts at 23:00 UTC
      '2026-10-25T23:00:00.000Z 2026-10-26T00:00:00.000Z',
      '2026-10-26T23:00:00.000Z 2026-10-27T00:00:00.000Z',
    ]);
  });

  test('one per whole UTC day, none for an empty span', () => {
    expect(utcDayTails({ first: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') })).toHaveLength(365);
    expect(utcDayTails({ first: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') })).toEqual([]);
  });
});
