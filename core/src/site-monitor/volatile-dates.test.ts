import { describe, expect, test } from '@jest/globals';
import { differsOnlyInVolatileText, findVolatileSpans } from './volatile-text';

const NOW = new Date('2026-11-26T18:25:00.000Z');
/** The volatile parts of a text, as written. */
const spans = (text: string) => findVolatileSpans(text, NOW).map((s) => text.slice(s.start, s.end));
const quiet = (before: string, after: string) => differsOnlyInVolatileText(before, after, NOW);

describe('machine timestamps', () => {
  test('ISO 8601: dates, date-times with T or a space, fractions, Z and offsets, the basic form', () => {
    for (const stamp of [
      '2026-11-26',
      '2026-11-26T18:22:04.006Z',
      '2026-11-26T18:22:04Z',
      '2026-11-26T18:22',
      '2026-11-26 18:22:04',
      '2026-11-26T18:22:04,5+01:00',
      '2026-11-26T18:22:04-0500',
      '2026-11-26 18:22:04 UTC',
      '20261126T182204Z',
    ]) {
      expect(spans(`Generated ${stamp} by the CMS`)).toEqual([stamp]);
    }
    expect(quiet('Generated 2026-11-26T18:22:04.006Z', 'Generated 2026-11-27T01:02:03.999+01:00')).toBe(true);
    // not a calendar date: a product code, an invoice number
    expect(spans('Part 2026-13-45 and ref 12-11-2026x')).toEqual([]);
  });

  test('RFC 2822 dates, with or without weekday and zone', () => {
    for (const stamp of [
      'Thu, 26 Nov 2026 18:22:04 +0000',
      'Thu, 26 Nov 2026 18:22:04 GMT',
      '26 Nov 2026 18:22 -0500',
      'Fri, 27 Nov 26 07:00:00 Z',
    ]) {
      expect(spans(`Last-Modified: ${stamp}.`)).toEqual([stamp]);
    }
    expect(quiet('Date: Thu, 26 Nov 2026 18:22:04 +0000', 'Date: Fri, 27 Nov 2026 09:00:00 +0000')).toBe(true);
  });

  test('Unix epochs of 10 and 13 digits count only near now; other long numbers are content', () => {
    const seconds = String(Math.floor(NOW.getTime() / 1000) - 600);
    const millis = String(NOW.getTime() - 5_000);
    expect(spans(`ts=${seconds} rendered ${millis}`)).toEqual([seconds, millis]);
    expect(quiet(`rendered ${millis}`, `rendered ${NOW.getTime()}`)).toBe(true);
    // article ids, a phone number, an ISBN, an old and a far-future epoch: all content
    for (const content of [
      'Article 1234567890',
      'Story 4821937',
      'Call 0441234567',
      'ISBN 9783161484100',
      'id 1500000000',
      'id 1900000000',
      'id 17641813240',
    ]) {
      expect(spans(content)).toEqual([]);
    }
    expect(quiet('Read article 1234567890', 'Read article 1234567891')).toBe(false);
  });
});

describe('dates and times as readers see them', () => {
  test('English: Nov 26, 2026 6:22 PM; Thursday, November 26th; 26 November 2026; 11/26/2026', () => {
    expect(spans('Updated Nov 26, 2026 6:22 PM')).toEqual(['Nov 26, 2026', '6:22 PM']);
    expect(spans('Updated Thursday, November 26th at 18:22 GMT')).toEqual(['Thursday, November 26th', '18:22 GMT']);
    expect(spans('Published 26 November 2026, 6 PM')).toEqual(['26 November 2026', '6 PM']);
    expect(spans('As of 11/26/2026 6:22 a.m.')).toEqual(['11/26/2026', '6:22 a.m.']);
    expect(quiet('Updated Nov 26, 2026 6:22 PM', 'Updated Nov 27, 2026 10:05 AM')).toBe(true);
  });

  test('German: 26. November 2026, 18:22 Uhr; Do., 26.11.2026; 18.22 Uhr; 18 Uhr', () => {
    expect(spans('Aktualisiert am 26. November 2026, 18:22 Uhr')).toEqual(['26. November 2026', '18:22 Uhr']);
    expect(spans('Stand: Donnerstag, 26. Nov. 2026 um 18.22 Uhr')).toEqual(['Donnerstag, 26. Nov. 2026', '18.22 Uhr']);
    expect(spans('Stand Do., 26.11.2026, 18 Uhr MEZ')).toEqual(['Do., 26.11.2026', '18 Uhr MEZ']);
    expect(quiet('Aktualisiert am 26. November 2026, 18:22 Uhr', 'Aktualisiert am 1. Dezember 2026, 07:05 Uhr')).toBe(true);
    // "6 am Montag" is German, not six in the morning
    expect(spans('Gleis 6 am Montag')).toEqual([]);
  });

  test('French: 26 novembre 2026 à 18h22; le jeudi 1er décembre; 18 h 22; 26/11/2026', () => {
    expect(spans('Mis à jour le 26 novembre 2026 à 18h22')).toEqual(['26 novembre 2026', '18h22']);
    expect(spans('Publié le jeudi 1er décembre 2026 à 18 h 22')).toEqual(['le jeudi 1er décembre 2026', '18 h 22']);
    expect(spans('Mise à jour : 26/11/2026 - 18:22')).toEqual(['26/11/2026', '18:22']);
    expect(quiet('Mis à jour le 26 novembre 2026 à 18h22', 'Mis à jour le 27 novembre 2026 à 9h05')).toBe(true);
  });

  test('clocks: 18:22:04 and 18:22 count; scores, race times and ratios do not', () => {
    expect(spans('Updated 18:22:04, next at 18:30')).toEqual(['18:22:04', '18:30']);
    for (const content of ['Final score 2:1', 'Time 1:23.45', 'ratio 16:9', 'Bern 25:30']) expect(spans(content)).toEqual([]);
    expect(quiet('Final score 2:1', 'Final score 2:2')).toBe(false);
  });
});
