import { describe, expect, test } from '@jest/globals';
import type { EntityMention } from '@newsdesk/core/documents/document.types';
import { CueContext } from './cue-context';
import { GERMAN_LEXICON } from './lexicon-de';
import { foldPersonForms, organisationWithoutGenitive, withoutGermanGenitive } from './name-forms';
import { tokenize } from './text-tokens';
import { wordUsageFromCasing } from './word-usage';

/** Which words the news know (a casing profile as tagger/casing-profile.ts packs it; the values do not matter here). */
const KNOWN = wordUsageFromCasing(new Map(['klitschko', 'stronach', 'maas', 'varoufakis', 'richard'].map((word) => [word, 1])));

const person = (name: string, method: EntityMention['method'] = 'library'): EntityMention => ({ name, kind: 'person', method });

describe('withoutGermanGenitive', () => {
  test('drops the genitive -s of a name the news know without it', () => {
    // From the precision sample (10kGNAD): "Frank Stronachs" was a chip.
    expect(withoutGermanGenitive('Frank Stronachs', KNOWN)).toBe('Frank Stronach');
    expect(withoutGermanGenitive('Klitschkos', KNOWN)).toBe('Klitschko');
  });

  test('keeps surnames that end in -s, unknown names and a given name plus -s', () => {
    expect(withoutGermanGenitive('Heiko Maas', KNOWN)).toBe('Heiko Maas');
    expect(withoutGermanGenitive('Yanis Varoufakis', KNOWN)).toBe('Yanis Varoufakis');
    expect(withoutGermanGenitive('Marcos Baghdatis', KNOWN)).toBe('Marcos Baghdatis');
    expect(withoutGermanGenitive('Keith Richards', KNOWN)).toBe('Keith Richards');
  });
});

describe('organisationWithoutGenitive', () => {
  function name(text: string, phrase: string): string {
    const tokens = tokenize(text, 'de');
    const start = text.indexOf(phrase);
    const from = tokens.findIndex((t) => t.start >= start);
    const to = tokens.findIndex((t) => t.start >= start + phrase.length);
    const claims = tokens.map((t) => (t.text === 'Österreichs' ? ('location' as const) : undefined));
    const span = { from, to: to < 0 ? tokens.length : to, kind: 'organization' as const, strength: 2, method: 'library' as const };
    return organisationWithoutGenitive(phrase, span, new CueContext(tokens, GERMAN_LEXICON, claims));
  }

  test('after "des" the last word loses its -s or -es', () => {
    // From the precision sample (10kGNAD): "Bayerische Rundfunks", "Deutsche Fußballbundes".
    expect(name('Der Intendant des Bayerischen Rundfunks sprach.', 'Bayerischen Rundfunks')).toBe('Bayerischen Rundfunk');
    expect(name('Ein Sprecher des Deutschen Fußballbundes sagte das.', 'Deutschen Fußballbundes')).toBe('Deutschen Fußballbund');
    expect(name('Ein Sprecher des Weißen Hauses sagte das.', 'Weißen Hauses')).toBe('Weißen Haus');
  });

  test('leaves names alone without a genitive article, with a place at the end, or Latin endings', () => {
    expect(name('Der Bayerische Rundfunk sendet.', 'Bayerische Rundfunk')).toBe('Bayerische Rundfunk');
    expect(name('Der Chef des Familienverbands Österreichs sagte das.', 'Familienverbands Österreichs')).toBe(
      'Familienverbands Österreichs',
    );
    expect(name('Ein Sprecher des Campus sagte das.', 'Campus')).toBe('Campus');
  });
});

describe('foldPersonForms', () => {
  test('a lone given name beside the full name stays: the gold sets count it on its own', () => {
    const mentions = [person('Keanu Reeves'), person('Keanu'), person('Jose Mourinho'), person('Jose')];
    expect(foldPersonForms(mentions, 'fr')).toEqual(mentions);
    expect(foldPersonForms(mentions, 'de')).toEqual(mentions);
  });

  test('in German, a name with a genitive -s beside the person is that person', () => {
    // From the precision sample (German Wikinews): "Webos Schuss" beside "Pierre Webo".
    const mentions = [person('Pierre Webo'), person('Webos'), person('Angela Merkel'), person('Angela Merkels')];
    expect(foldPersonForms(mentions, 'de').map((m) => m.name)).toEqual(['Pierre Webo', 'Angela Merkel']);
    expect(foldPersonForms([person('Pierre Webo'), person('Webos')], 'en').map((m) => m.name)).toEqual(['Pierre Webo', 'Webos']);
  });

  test('listed names and other kinds stay', () => {
    const mentions = [
      person('Pierre Webo'),
      person('Webos', 'gazetteer'),
      { name: 'Webos', kind: 'location' as const, method: 'library' as const },
    ];
    expect(foldPersonForms(mentions, 'de')).toHaveLength(3);
  });
});
