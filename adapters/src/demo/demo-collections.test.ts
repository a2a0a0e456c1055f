import { describe, expect, test } from '@jest/globals';
import { validateCollectionName, validateCollectionSearch } from '@newsdesk/core/collections/collection-validation';
import { matchesCollection } from '@newsdesk/core/percolation/matches-collection';
import { generateCorpus } from './corpus-generator';
import { DEMO_COLLECTIONS, demoCollectionDrafts } from './demo-collections';

describe('demo collections', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const docs = [...generateCorpus({ count: 1_500, seed: 17, now, days: 7 })];
  const drafts = demoCollectionDrafts();

  test('are valid collections, one per frequency, alerting the demo editor by e-mail', () => {
    for (const draft of drafts) {
      expect(validateCollectionName(draft.name)).toBe(draft.name);
      expect(() => validateCollectionSearch(draft.search, now)).not.toThrow();
      expect(draft.alert).toEqual(expect.objectContaining({ emails: ['editor@newsdesk.local'], slackChannels: [] }));
    }
    expect(DEMO_COLLECTIONS.map((c) => c.frequency).sort()).toEqual(['daily', 'hourly', 'immediately']);
  });

  test('each catches most stories of its topic in every language and none of the other topics (the percolator’s own rule)', () => {
    for (const draft of drafts) {
      for (const lang of ['en', 'de', 'fr'] as const) {
        const own = docs.filter((d) => d.language === lang && d.metadata.concepts.categories[0]!.name === draft.topic);
        const caught = own.filter((d) => matchesCollection(draft.search, d, now)).length;
        expect({ collection: draft.name, lang, share: caught / own.length >= 0.8 }).toEqual({ collection: draft.name, lang, share: true });
      }
      const strays = docs.filter((d) => d.metadata.concepts.categories[0]!.name !== draft.topic && matchesCollection(draft.search, d, now));
      expect({ collection: draft.name, strays: strays.map((d) => d.document.documentTitle).slice(0, 5) }).toEqual({
        collection: draft.name,
        strays: [],
      });
    }
  });

  test('the first page of each demo wire already gives every collection a match', () => {
    // what the wires serve at a start: 12 items per language, one every two minutes (demo-feed.ts)
    const served = [1, 2, 3].flatMap((language) =>
      Array.from({ length: 12 }, (_, i) => {
        const slot = Math.floor(now.getTime() / 120_000) - i;
        return [
          ...generateCorpus({
            count: 1,
            seed: slot * 7 + language,
            now: new Date(slot * 120_000),
            days: 0,
            copyRate: 0,
            pdfRate: 0,
            languages: [(['en', 'de', 'fr'] as const)[language - 1]!],
          }),
        ][0]!;
      }),
    );
    for (const draft of drafts)
      expect({ collection: draft.name, matched: served.some((d) => matchesCollection(draft.search, d, now)) }).toEqual({
        collection: draft.name,
        matched: true,
      });
  });
});
