import { describe, expect, test } from '@jest/globals';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import { CueContext } from './cue-context';
import { GERMAN_LEXICON } from './lexicon-de';
import type { MethodCandidate } from './mention-resolution';
import { peopleInLists } from './name-lists';
import { tokenize } from './text-tokens';

/** The kinds peopleInLists gives the spans `found` (word and kind) in `text`; `listed` words are claimed as places. */
function kinds(text: string, found: [string, EntityKind][], listed: string[] = []): string[] {
  const tokens = tokenize(text, 'de');
  const claims = tokens.map((t) => (listed.includes(t.text) ? ('location' as const) : undefined));
  const ctx = new CueContext(tokens, GERMAN_LEXICON, claims);
  const spans: MethodCandidate[] = found.map(([word, kind]) => {
    const from = tokens.findIndex((t) => t.text === word);
    return { from, to: from + 1, kind, strength: 2, method: 'library' };
  });
  return peopleInLists(spans, ctx).map((span) => `${span.kind}:${ctx.text(span.from)}`);
}

describe('peopleInLists', () => {
  test('in a line-up with a player, the words the model calls places are players', () => {
    // From the precision sample (10kGNAD): a Bundesliga line-up gave "Caleta-Car", "Keita" as places.
    const text = 'Salzburg: Walke – Schwegler, Miranda, Caleta-Car, Ulmer – Lazaro, Keita, Berisha';
    expect(
      kinds(text, [
        ['Walke', 'person'],
        ['Caleta-Car', 'location'],
        ['Keita', 'location'],
      ]),
    ).toEqual(['person:Walke', 'person:Caleta-Car', 'person:Keita']);
  });

  test('a list of towns stays a list of places', () => {
    const text = 'Besucher kamen aus Graz, Weiz, Gleisdorf und Feldbach.';
    expect(
      kinds(
        text,
        [
          ['Weiz', 'location'],
          ['Gleisdorf', 'location'],
        ],
        ['Graz'],
      ),
    ).toEqual(['location:Weiz', 'location:Gleisdorf']);
    // Without a person in the list nothing changes either.
    expect(kinds('Sie fuhren über Weiz, Gleisdorf, Feldbach nach Hause.', [['Weiz', 'location']])).toEqual(['location:Weiz']);
  });

  test('two items are no list', () => {
    expect(
      kinds('Gestern trafen sich Huber, Weiz in Wien.', [
        ['Huber', 'person'],
        ['Weiz', 'location'],
      ]),
    ).toEqual(['person:Huber', 'location:Weiz']);
  });
});
