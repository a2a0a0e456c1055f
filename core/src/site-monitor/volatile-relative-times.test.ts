import { describe, expect, test } from '@jest/globals';
import { differsOnlyInVolatileText, findVolatileSpans } from './volatile-text';

const NOW = new Date('2026-11-26T18:25:00.000Z');
const spans = (text: string) => findVolatileSpans(text, NOW).map((s) => text.slice(s.start, s.end));
const quiet = (before: string, after: string) => differsOnlyInVolatileText(before, after, NOW);

describe('relative times', () => {
  test('English: seconds to years, singular and plural, "an hour ago", abbreviations, just now, count-downs', () => {
    for (const phrase of [
      '3 minutes ago',
      '1 minute ago',
      'an hour ago',
      'a minute ago',
      '2 hours ago',
      'one day ago',
      '5 days ago',
      '30 seconds ago',
      'a few seconds ago',
      'about an hour ago',
      '2h ago',
      '5 mins ago',
      '3 weeks ago',
      'just now',
      'in 5 minutes',
      'in an hour',
    ]) {
      expect(spans(`Updated ${phrase} by the desk`)).toEqual([phrase]);
    }
    expect(quiet('Updated just now', 'Updated 3 minutes ago')).toBe(true);
    expect(quiet('Updated an hour ago', 'Updated 2 hours ago')).toBe(true);
    // prose that only looks alike
    for (const content of ['He came in a minivan', 'Vote in 2 years', 'Flights to Bern in am hour']) expect(spans(content)).toEqual([]);
  });

  test('German: vor 3 Minuten, vor einer Minute/Stunde, vor einem Tag, vor 2 Std., gerade eben, soeben, in 5 Minuten', () => {
    for (const phrase of [
      'vor 3 Minuten',
      'vor 1 Minute',
      'vor einer Minute',
      'vor einer Stunde',
      'vor 2 Stunden',
      'vor einem Tag',
      'vor 3 Tagen',
      'vor 5 Sekunden',
      'vor wenigen Sekunden',
      'vor 2 Std.',
      'vor 10 Min.',
      'vor etwa einer Stunde',
      'gerade eben',
      'soeben',
      'in 5 Minuten',
      'in einer Stunde',
    ]) {
      expect(spans(`Aktualisiert ${phrase} von der Redaktion`)).toEqual([phrase]);
    }
    expect(quiet('Aktualisiert gerade eben', 'Aktualisiert vor 3 Minuten')).toBe(true);
    expect(quiet('Aktualisiert vor einer Stunde', 'Aktualisiert vor 2 Stunden')).toBe(true);
    expect(spans('Wahl in zwei Jahren')).toEqual([]);
  });

  test("French: il y a 3 minutes, il y a une minute/heure, il y a un jour, il y a 2 h, à l'instant, dans 5 minutes", () => {
    for (const phrase of [
      'il y a 3 minutes',
      'il y a 1 minute',
      'il y a une minute',
      'il y a une heure',
      'il y a 2 heures',
      'il y a un jour',
      'il y a 3 jours',
      'il y a 5 secondes',
      'il y a quelques secondes',
      'il y a 2 h',
      'il y a 10 min',
      'il y a environ une heure',
      "à l'instant",
      'à l’instant',
      'dans 5 minutes',
      'dans une heure',
    ]) {
      expect(spans(`Mis à jour ${phrase} par la rédaction`)).toEqual([phrase]);
    }
    expect(quiet("Mis à jour à l'instant", 'Mis à jour il y a 3 minutes')).toBe(true);
    expect(quiet('Mis à jour il y a une heure', 'Mis à jour il y a 2 heures')).toBe(true);
  });
});
