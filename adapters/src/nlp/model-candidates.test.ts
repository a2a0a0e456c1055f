import { describe, expect, test } from '@jest/globals';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import { CueContext } from './cue-context';
import type { GazetteerMatch } from './gazetteer';
import { GERMAN_LEXICON } from './lexicon-de';
import { modelCandidates } from './news-entity-extractor';
import { tokenize } from './text-tokens';

// "Gestern sprach Z . Quertmoos von der Deutschen Bank AG ."
//  0       1      2 3 4         5   6   7         8    9  10
const tokens = tokenize('Gestern sprach Z. Quertmoos von der Deutschen Bank AG.', 'de');
const ctx = new CueContext(tokens, GERMAN_LEXICON, new Array(tokens.length).fill(undefined));
const alias: GazetteerMatch = { name: 'Zorbalina Quertmoos', kind: 'person', from: 2, to: 5 };
const bank: GazetteerMatch = { name: 'Deutsche Bank', kind: 'organization', from: 7, to: 9 };

function candidates(tagged: { from: number; to: number; kind: EntityKind }[]): string[] {
  return modelCandidates(tagged, [alias, bank], [], ctx)
    .map((c) => `${c.from}-${c.to} ${c.kind} ${c.method}${c.name ? ` ${c.name}` : ''}`)
    .sort();
}

describe('modelCandidates: the model beside the gazetteer', () => {
  test('a listed name that contains the shorter model span wins, with its canonical name and kind', () => {
    expect(candidates([{ from: 4, to: 5, kind: 'organization' }])).toEqual([
      '2-5 person gazetteer Zorbalina Quertmoos',
      '7-9 organization gazetteer Deutsche Bank',
    ]);
  });

  test('the model wins where its span is longer than the listed one or crosses it', () => {
    expect(candidates([{ from: 7, to: 10, kind: 'organization' }])).toEqual([
      '2-5 person gazetteer Zorbalina Quertmoos',
      '7-10 organization library',
    ]);
    expect(candidates([{ from: 4, to: 6, kind: 'person' }])).toEqual(['4-6 person library', '7-9 organization gazetteer Deutsche Bank']);
  });
});
