import { describe, expect, test } from '@jest/globals';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import { chipText, cleanChip } from './chip-cleanup';
import { NO_WORD_USAGE, wordUsageFromCasing, type WordUsage } from './word-usage';
import { CueContext } from './cue-context';
import type { CueLexicon } from './cue-lexicon';
import { ENGLISH_LEXICON } from './lexicon-en';
import { FRENCH_LEXICON } from './lexicon-fr';
import { GERMAN_LEXICON } from './lexicon-de';
import { tokenize } from './text-tokens';

const LEXICONS: Record<'en' | 'de' | 'fr', CueLexicon> = { en: ENGLISH_LEXICON, de: GERMAN_LEXICON, fr: FRENCH_LEXICON };

/**
 * A casing profile as tagger/casing-profile.ts packs it: (lower-case step) * 5 + (after-article step) + 1.
 * "américain" is lower case 70–95 % of the time; "minister" 30–70 %; "sonne" follows an article 30–70 %.
 */
const USAGE: WordUsage = wordUsageFromCasing(
  new Map([
    ['américain', 3 * 5 + 0 + 1],
    ['minister', 2 * 5 + 0 + 1],
    ['meanwhile', 4 * 5 + 0 + 1],
    ['sonne', 0 * 5 + 2 + 1],
    ['sohn', 0 * 5 + 1 + 1],
    ['merkel', 0 * 5 + 0 + 1],
    ['deutsche', 3 * 5 + 0 + 1],
  ]),
);

/** The chips cleanChip makes of `phrase` inside `text`, taken as one model span of `kind`. */
function chips(text: string, phrase: string, kind: EntityKind, language: 'en' | 'de' | 'fr', usage: WordUsage = USAGE): string[] {
  const tokens = tokenize(text, language);
  const start = text.indexOf(phrase);
  const from = tokens.findIndex((t) => t.start >= start);
  const to = tokens.findIndex((t) => t.start >= start + phrase.length);
  const ctx = new CueContext(tokens, LEXICONS[language], new Array(tokens.length).fill(undefined));
  const span = { from, to: to < 0 ? tokens.length : to, kind, strength: 2, method: 'library' as const, trimmed: true };
  return cleanChip(span, ctx, chipText(text), usage).map((piece) => {
    const first = tokens[piece.from];
    const last = tokens[piece.to - 1];
    return `${piece.kind}:${first && last ? text.slice(first.start, last.end) : ''}`;
  });
}

describe('cleanChip: a name plus a stray word', () => {
  test('drops lower-case words before a name, but keeps a particle before a surname', () => {
    expect(chips('Le président américain Donald Trump a tweeté.', 'américain Donald Trump', 'person', 'fr')).toEqual([
      'person:Donald Trump',
    ]);
    expect(chips('Il cite de Villepin.', 'de Villepin', 'person', 'fr')).toEqual(['person:de Villepin']);
    expect(chips('Ein Roman von Markus Werner.', 'von Markus Werner', 'person', 'de')).toEqual(['person:Markus Werner']);
  });

  test('cuts an apposition after a comma and an acronym before a given name', () => {
    const text = "Selon l'AFP Didier Birig, secrétaire général de FO-Santé, c'est grave.";
    expect(chips(text, 'AFP Didier Birig, secrétaire général de FO-Santé', 'person', 'fr')).toEqual(['person:Didier Birig']);
  });

  test('drops titles and roles before a given name, however the lists spell them', () => {
    expect(chips('Landesgeschäftsführer Peter Binder sagte das.', 'Landesgeschäftsführer Peter Binder', 'person', 'de')).toEqual([
      'person:Peter Binder',
    ]);
    expect(chips('Prime Minister Tony Blair said so.', 'Minister Tony Blair', 'person', 'en')).toEqual(['person:Tony Blair']);
    // Without a given name nothing is cut: the first word may be a name the list does not know.
    expect(chips('Alpha Omar Konaré sprach.', 'Alpha Omar Konaré', 'person', 'de')).toEqual(['person:Alpha Omar Konaré']);
  });

  test('drops words after a name: "zu Besuch", a section word, another word after a lower-case one', () => {
    expect(chips('Heute war Hans Küng zu Besuch in Tübingen.', 'Hans Küng zu Besuch', 'person', 'de')).toEqual(['person:Hans Küng']);
    expect(chips('Emma Stone People\nThe actress was seen.', 'Emma Stone People', 'person', 'en')).toEqual(['person:Emma Stone']);
    expect(chips('Tom Jenkins Sport Results from Leeds', 'Tom Jenkins Sport Results', 'person', 'en')).toEqual(['person:Tom Jenkins']);
    expect(chips('Nicolas Sarkozy of France spoke.', 'Nicolas Sarkozy of France', 'person', 'en')).toEqual(['person:Nicolas Sarkozy']);
    // Surnames that are ordinary words stay.
    expect(chips('Gordon Brown spoke.', 'Gordon Brown', 'person', 'en')).toEqual(['person:Gordon Brown']);
  });

  test('drops a German role noun after a full name, but keeps a two-word name whole', () => {
    // From the precision sample (German Wikinews): "Scott Snyder Experte" and "Kim Jong-uns Vater" came out as names.
    expect(chips('Interviewt wurde Scott Snyder Experte für Korea.', 'Scott Snyder Experte', 'person', 'de')).toEqual([
      'person:Scott Snyder',
    ]);
    expect(chips('Gestern sprach Thomas Vater im Rat.', 'Thomas Vater', 'person', 'de')).toEqual(['person:Thomas Vater']);
  });

  test('keeps particles inside a name', () => {
    expect(chips('Ursula von der Leyen sprach.', 'Ursula von der Leyen', 'person', 'de')).toEqual(['person:Ursula von der Leyen']);
    expect(chips('Jaap de Hoop Scheffer spoke.', 'Jaap de Hoop Scheffer', 'person', 'en')).toEqual(['person:Jaap de Hoop Scheffer']);
  });
});

describe('cleanChip: a person read as an organisation', () => {
  test('an ordinary word or a title, then a given name and a surname, is that person', () => {
    // From the precision sample (German Wikinews): "Die Deutsche Maria Riesch kam auf Platz 24" gave an organisation.
    expect(chips('Die Deutsche Maria Riesch kam auf Platz 24.', 'Deutsche Maria Riesch', 'organization', 'de')).toEqual([
      'person:Maria Riesch',
    ]);
    expect(chips('Prime Minister Tony Blair said so.', 'Minister Tony Blair', 'organization', 'en')).toEqual(['person:Tony Blair']);
  });

  test('a firm named after a person keeps its name and kind', () => {
    expect(chips('Shares of Hugo Boss fell.', 'Hugo Boss', 'organization', 'de')).toEqual(['organization:Hugo Boss']);
    expect(chips('Die Paul Hartmann AG meldete Gewinne.', 'Paul Hartmann AG', 'organization', 'de')).toEqual([
      'organization:Paul Hartmann AG',
    ]);
  });
});

describe('cleanChip: two people in one chip', () => {
  test('splits two full names in a row', () => {
    expect(chips('Angela Merkel Emmanuel Macron Gipfel', 'Angela Merkel Emmanuel Macron', 'person', 'de')).toEqual([
      'person:Angela Merkel',
      'person:Emmanuel Macron',
    ]);
    // A given name after a given name is a second given name, not a second person.
    expect(chips('Hans Peter Müller kam.', 'Hans Peter Müller', 'person', 'de')).toEqual(['person:Hans Peter Müller']);
  });

  test('splits at und / and / et', () => {
    expect(chips('Merkel und Macron reisten.', 'Merkel und Macron', 'person', 'de')).toEqual(['person:Merkel', 'person:Macron']);
    expect(chips('Anne Leroy et Paul Girard ont parlé.', 'Anne Leroy et Paul Girard', 'person', 'fr')).toEqual([
      'person:Anne Leroy',
      'person:Paul Girard',
    ]);
  });

  test('splits at a line break, except inside text wrapped at a fixed width', () => {
    expect(chips('Anna Lindqvist\nKarl Brenner stimmte zu.', 'Anna Lindqvist\nKarl Brenner', 'person', 'de')).toEqual([
      'person:Anna Lindqvist',
      'person:Karl Brenner',
    ]);
    expect(chips('Sergi Barjuan 33-1 Albert\nFerrer 40-1', 'Albert\nFerrer', 'person', 'en')).toEqual(['person:Albert\nFerrer']);
    const wire =
      'TALKS CONTINUE\nThe talks went on for most of the day on Tuesday and then\n' +
      'there was a statement from the chief of staff Donald\nRegan who said the government would not change course\n' +
      'on the matter of the budget this year or the next one at all\nbecause the votes in the house were not there for that.\n';
    expect(chips(wire, 'Donald\nRegan', 'person', 'en')).toEqual(['person:Donald\nRegan']);
  });
});

describe('cleanChip: ordinary words as locations', () => {
  test('German nouns, adjectives of nationality and inhabitants are no places', () => {
    expect(chips('Die Sonne schien.', 'Sonne', 'location', 'de')).toEqual([]);
    expect(chips('Die türkische Regierung protestierte.', 'türkische', 'location', 'de')).toEqual([]);
    expect(chips('Kölner Forscher berichten.', 'Kölner', 'location', 'de')).toEqual([]);
    expect(chips('Nordkoreaner flohen.', 'Nordkoreaner', 'location', 'de')).toEqual([]);
    expect(chips('Die Regierung in Wolfsburg tagte.', 'Wolfsburg', 'location', 'de')).toEqual(['location:Wolfsburg']);
    expect(chips('Sie reisten in die Türkei.', 'Türkei', 'location', 'de')).toEqual(['location:Türkei']);
  });

  test('English adjectives of nationality are no places, alone or after a compass word', () => {
    // From the precision sample (BBC, Reuters): "Belgian authorities", "The South African archbishop", "S Korean".
    expect(chips('according to Belgian authorities.', 'Belgian', 'location', 'en')).toEqual([]);
    expect(chips('The South African archbishop said so.', 'South African', 'location', 'en')).toEqual([]);
    expect(chips('S Korean exports rose.', 'S Korean', 'location', 'en')).toEqual([]);
    expect(chips('South Korean President Chun Doo Hwan spoke.', 'South Korean', 'location', 'en')).toEqual([]);
    expect(chips('He flew to South Africa.', 'South Africa', 'location', 'en')).toEqual(['location:South Africa']);
    expect(chips('They sailed the Caribbean.', 'Caribbean', 'location', 'en')).toEqual(['location:Caribbean']);
  });

  test('in English, a nationality before a noun, a people as a person or a month abbreviation is no name', () => {
    // From the precision sample (Reuters, BBC): "Philippine" (ORG), "Britons" (PER), "Aug" in "Aug/Sept" (PER).
    expect(chips('The Philippine government offered notes.', 'Philippine', 'organization', 'en')).toEqual([]);
    // In a results table the nationality stands for the country; a people may be a team.
    expect(chips('Danish 2 Swedish 1', 'Danish', 'location', 'en')).toEqual(['location:Danish']);
    expect(chips('The Czechs won the final.', 'Czechs', 'organization', 'en')).toEqual(['organization:Czechs']);
    expect(chips('All four Britons held by the US will be freed.', 'Britons', 'person', 'en')).toEqual([]);
    expect(chips('Shipments for Aug/Sept were sold.', 'Aug', 'person', 'en')).toEqual([]);
    expect(chips('The Irish were there.', 'Irish', 'organization', 'de')).toEqual(['organization:Irish']);
  });

  test('German titles of office, nouns for a kind of place and compounds of common nouns are no places', () => {
    // From the precision sample (10kGNAD, German Wikinews).
    expect(chips('Prozess gegen ehemaligen Südtiroler Landeshauptmann.', 'Südtiroler Landeshauptmann', 'location', 'de')).toEqual([]);
    expect(chips('Das Bundesland plant Kürzungen.', 'Bundesland', 'location', 'de', NO_WORD_USAGE)).toEqual([]);
    expect(chips('Die Zahlen im Körperpflegebereich stiegen.', 'Körperpflegebereich', 'location', 'de', NO_WORD_USAGE)).toEqual([]);
    expect(chips('Er kam in Polizeigewahrsam.', 'Polizeigewahrsam', 'location', 'de', NO_WORD_USAGE)).toEqual([]);
    // A place whose last part is no common noun stays.
    expect(chips('Sie lebt in Heidelberg.', 'Heidelberg', 'location', 'de', NO_WORD_USAGE)).toEqual(['location:Heidelberg']);
    expect(chips('Sie reisten nach Frankreich.', 'Frankreich', 'location', 'de', NO_WORD_USAGE)).toEqual(['location:Frankreich']);
  });

  test('a sentence-initial ordinary word is no place; the same word inside a sentence is left alone', () => {
    expect(chips('Meanwhile, prices rose.', 'Meanwhile', 'location', 'en')).toEqual([]);
    expect(chips('Prices rose in Meanwhile.', 'Meanwhile', 'location', 'en')).toEqual(['location:Meanwhile']);
  });

  test('without a casing profile only the spelling rules apply', () => {
    expect(chips('Die Sonne schien.', 'Sonne', 'location', 'de', NO_WORD_USAGE)).toEqual(['location:Sonne']);
    expect(chips('Die türkische Regierung.', 'türkische', 'location', 'de', NO_WORD_USAGE)).toEqual([]);
  });

  test('listed names are left as listed', () => {
    const tokens = tokenize('Die Sonne schien.', 'de');
    const ctx = new CueContext(tokens, GERMAN_LEXICON, new Array(tokens.length).fill(undefined));
    const listed = { from: 1, to: 2, kind: 'location' as const, strength: 3, method: 'gazetteer' as const, name: 'Sonne' };
    expect(cleanChip(listed, ctx, chipText('Die Sonne schien.'), USAGE)).toEqual([listed]);
  });
});
