import { describe, expect, test } from '@jest/globals';
import { validateCollectionName, validateCollectionSearch } from '@newsdesk/core/collections/collection-validation';
import { matchesCollection } from '@newsdesk/core/percolation/matches-collection';
import { generateCorpus } from './corpus-generator';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { DEMO_COLLECTIONS, demoCollectionDrafts } from './demo-collections';
import { demoFeedXml } from './demo-feed';

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

  test('the first page of the demo wires gives every collection a match, whenever the server starts', () => {
    // what the wires serve at a start: 12 items per language, the topics in turn (demo-feed.ts)
    for (let minutes = 0; minutes < 24 * 60; minutes += 37) {
      const at = new Date(now.getTime() + minutes * 60_000);
      const served = (['en', 'de', 'fr'] as const).flatMap((lang) =>
        new XmlFeedParser().parse(new TextEncoder().encode(demoFeedXml(lang, at, 'x')), 'application/rss+xml').items.map((item) => ({
          ...docs[0]!,
          language: lang,
          document: {
            ...docs[0]!.document,
            documentTitle: item.title ?? '',
            documentBody: item.content ?? '',
            associatedText: [],
            firstAcquisitionDate: at.toISOString(),
          },
        })),
      );
      for (const draft of drafts) {
        const matched = served.filter((d) => matchesCollection(draft.search, d, at)).length;
        expect({ collection: draft.name, at, matched: matched >= 3 }).toEqual({ collection: draft.name, at, matched: true });
      }
    }
  });
});
