import { describe, expect, test } from '@jest/globals';
import { differsOnlyInVolatileText, findVolatileSpans } from './volatile-text';

const NOW = new Date('2026-11-26T18:25:00.000Z');
const spans = (text: string) => findVolatileSpans(text, NOW).map((s) => text.slice(s.start, s.end));
const quiet = (before: string, after: string) => differsOnlyInVolatileText(before, after, NOW);

describe('rotating counters', () => {
  test('English: 1,234 readers, 1 reader, 1.2K views, Views: 1,234, 42 comments, 7 people online', () => {
    for (const counter of [
      '1,234 readers',
      '1 reader',
      '1.2K views',
      '3 M views',
      'Views: 1,234',
      '42 comments',
      '12 likes',
      '980 followers',
      '15 users online',
    ]) {
      expect(spans(`Council adopts budget · ${counter} · share`)).toEqual([counter]);
    }
    expect(quiet('Council adopts budget 1,234 readers', 'Council adopts budget 1,240 readers')).toBe(true);
    expect(quiet('Council adopts budget 1 reader', 'Council adopts budget 2 readers')).toBe(true);
  });

  test("German: 3.456 Leser, 12'345 Aufrufe, Aufrufe: 3.456, 1,2 Mio. Aufrufe, 5 Kommentare, 42 Mal gelesen", () => {
    for (const counter of [
      '3.456 Leser',
      "12'345 Aufrufe",
      'Aufrufe: 3.456',
      '1,2 Mio. Aufrufe',
      '5 Kommentare',
      '1 Kommentar',
      '42 Mal gelesen',
      '88 Besucher',
    ]) {
      expect(spans(`Bundesrat beschliesst Budget – ${counter} – teilen`)).toEqual([counter]);
    }
    expect(quiet('Bundesrat beschliesst Budget 3.456 Leser', 'Bundesrat beschliesst Budget 3.502 Leser')).toBe(true);
  });

  test('French: 12 345 lecteurs, 1 lecteur, 3,4 k vues, 8 commentaires, 120 abonnés', () => {
    for (const counter of [
      '12 345 lecteurs',
      '1 lecteur',
      '3,4 k vues',
      '8 commentaires',
      '1 commentaire',
      '120 abonnés',
      'Vues : 1 234'.replace(' :', ':'),
    ]) {
      expect(spans(`Le Conseil adopte le budget — ${counter} — partager`)).toEqual([counter]);
    }
    expect(quiet('Le Conseil adopte le budget 12 345 lecteurs', 'Le Conseil adopte le budget 12 399 lecteurs')).toBe(true);
  });

  test('a changed counter word, or a number that is the news (votes, people, seats), is a change', () => {
    expect(quiet('1,234 readers', '1,234 subscribers')).toBe(false);
    for (const [before, after] of [
      ['Yes: 1,234 votes', 'Yes: 1,240 votes'],
      ['12 people injured', '14 people injured'],
      ['Die SVP gewinnt 3 Sitze', 'Die SVP gewinnt 4 Sitze'],
      ['1 234 personnes évacuées', '1 500 personnes évacuées'],
      ['Price 12.50 CHF', 'Price 13.50 CHF'],
    ]) {
      expect(quiet(before!, after!)).toBe(false);
    }
  });
});

describe('volatile and real changes together', () => {
  const page = (headline: string, clock: string, readers: string) => `Federal news\n${headline}\nUpdated ${clock}\n${readers} readers`;

  test('only volatile parts changed: quiet; a headline changed beside them: a change', () => {
    expect(quiet(page('Council adopts budget', '3 minutes ago', '1,234'), page('Council adopts budget', 'just now', '1,301'))).toBe(true);
    expect(quiet(page('Council adopts budget', '3 minutes ago', '1,234'), page('Council rejects budget', 'just now', '1,301'))).toBe(false);
  });

  test('hostile text is scanned in linear time', () => {
    const text = `${'1'.repeat(30_000)} ${'2,'.repeat(20_000)} ${'vor '.repeat(10_000)}${'il y a '.repeat(5_000)}${'26. '.repeat(10_000)}`;
    const started = performance.now();
    findVolatileSpans(text, NOW);
    // quadratic backtracking here takes minutes; 5 s leaves room for a loaded machine
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
