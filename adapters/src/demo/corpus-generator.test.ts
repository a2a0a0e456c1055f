import { describe, expect, test } from '@jest/globals';
import { hammingDistance, isNearDuplicateText } from '@newsdesk/core/ingestion/fingerprint';
import { generateCorpus } from './corpus-generator';

describe('demo corpus generator', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const docs = [...generateCorpus({ count: 2_000, seed: 7, now })];

  test('is deterministic for a seed and yields exactly the requested count', () => {
    expect(docs).toHaveLength(2_000);
    expect([...generateCorpus({ count: 50, seed: 7, now })].map((d) => d.id)).toEqual(docs.slice(0, 50).map((d) => d.id));
    expect(new Set(docs.map((d) => d.id)).size).toBe(2_000);
  });

  test('mixes en/de/fr over the last 30 days, with entities that occur in the text and a topic', () => {
    const share = (lang: string) => docs.filter((d) => d.language === lang).length / docs.length;
    expect(share('en')).toBeGreaterThan(0.3);
    expect(share('de')).toBeGreaterThan(0.25);
    expect(share('fr')).toBeGreaterThan(0.15);
    for (const doc of docs.slice(0, 200)) {
      const acquired = Date.parse(doc.document.firstAcquisitionDate);
      expect(acquired).toBeLessThanOrEqual(now.getTime());
      expect(acquired).toBeGreaterThan(now.getTime() - 31 * 24 * 3_600_000);
      for (const m of doc.mentions) expect(`${doc.document.documentTitle}\n${doc.document.documentBody}`).toContain(m.name);
      expect(doc.metadata.concepts.categories).toHaveLength(1);
    }
  });

  test('wire copies point at their original and are near-duplicates of it; PDFs and 1970 dates occur', () => {
    const byId = new Map(docs.map((d) => [d.id, d]));
    const copies = docs.filter((d) => !d.isOriginal);
    expect(copies.length).toBeGreaterThan(150);
    for (const copy of copies.slice(0, 100)) {
      const original = byId.get(copy.storyId)!;
      expect(original.isOriginal).toBe(true);
      expect(copy.document.domain).not.toBe(original.document.domain);
      expect(isNearDuplicateText(original.document.documentBody, copy.document.documentBody)).toBe(true);
      expect(hammingDistance(original.simhash, copy.simhash)).toBeLessThanOrEqual(40);
    }
    expect(docs.filter((d) => d.document.associatedText.length > 0).length).toBeGreaterThan(40);
    expect(docs.some((d) => d.document.publicationDate?.startsWith('1970'))).toBe(true);
  });
});
