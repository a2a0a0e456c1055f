import { describe, expect, test } from '@jest/globals';
import { parseFeedDate } from './feed-dates';

describe('parseFeedDate', () => {
  test.each([
    ['Fri, 05 Jan 2018 08:27:04 GMT', '2018-01-05T08:27:04.000Z'],
    ['Thu, 15 Mar 2018 09:16:48 +0300', '2018-03-15T06:16:48.000Z'],
    ['Mon, 2 Jul 2012 13:41:00 EST', '2012-07-02T18:41:00.000Z'],
    ['Sat, 13 Jan 2018 08:00:00 EDT', '2018-01-13T12:00:00.000Z'],
    // RSS 0.92 example: two-digit year, no colon in the time.
    ['03 Apr 02 1500 GMT', '2002-04-03T15:00:00.000Z'],
    // Portuguese day and month names (UOL), German and French months.
    ['Seg, 24 Set 2018 19:42:40 -0300', '2018-09-24T22:42:40.000Z'],
    ['Mi, 03 Okt 2018 10:00:00 +0200', '2018-10-03T08:00:00.000Z'],
    ['mer., 1 juil. 2020 10:00:00 +0200', '2020-07-01T08:00:00.000Z'],
    ['Wed, 17 Jan 2018 15:50 +0000', '2018-01-17T15:50:00.000Z'],
    ['2016-05-04T07:32:00.001-07:00', '2016-05-04T14:32:00.001Z'],
    ['2025-02-24T15:45:46.035455Z', '2025-02-24T15:45:46.035Z'],
    ['2019-05-18 10:58:46 +0300', '2019-05-18T07:58:46.000Z'],
    ['2017-06-21T10:31:19-07:00', '2017-06-21T17:31:19.000Z'],
    ['2020-03-08', '2020-03-08T00:00:00.000Z'],
    ['2020-03-08T10:00:00', '2020-03-08T10:00:00.000Z'],
    ['Monday, January 5, 2015 10:00 PM', '2015-01-05T22:00:00.000Z'],
  ])('%s → %s', (input, expected) => {
    expect(parseFeedDate(input)).toBe(expected);
  });

  test.each([
    '',
    '   ',
    'yesterday',
    'Fri, 32 Jan 2018 08:27:04 GMT',
    '2018-02-30T10:00:00Z',
    '2018-13-01',
    'Fri, 05 Foo 2018 08:27:04 GMT',
    '0000-00-00 00:00:00',
  ])('unparsable %j → null', (input) => {
    expect(parseFeedDate(input)).toBeNull();
  });

  test('null and undefined are no date', () => {
    expect(parseFeedDate(null)).toBeNull();
    expect(parseFeedDate(undefined)).toBeNull();
  });
});
