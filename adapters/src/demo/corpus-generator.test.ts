import { describe, expect, test } from '@jest/globals';
import { hammingDistance, isNearDuplicateText } from '@newsdesk/core/ingestion/fingerprint';
import { generateCorpus } from './corpus-generator';
import { VOCABULARY } from './vocabulary';

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

  test('a story names only its own topic’s organisations and people: none of another topic appears in its headline, body or PDF text (40 seeds)', () => {
    // every organisation and person of each topic, in any language
    const namesOf = new Map<string, Set<string>>();
    for (const vocab of Object.values(VOCABULARY))
      for (const [topic, words] of Object.entries(vocab.topics)) {
        const names = namesOf.get(topic) ?? new Set<string>();
        for (const name of [...words.organizations, ...words.persons]) names.add(name);
        namesOf.set(topic, names);
      }
    // the rule can only hold when no name belongs to two topics
    const owners = new Map<string, string>();
    for (const [topic, names] of namesOf)
      for (const name of names) {
        expect({ name, topics: [owners.get(name) ?? topic, topic] }).toEqual({ name, topics: [topic, topic] });
        owners.set(name, topic);
      }
    const strays: string[] = [];
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++)
      for (const doc of generateCorpus({ count: 50, seed, now })) {
        const topic = doc.metadata.concepts.categories[0]!.name;
        const text = [doc.document.documentTitle, doc.document.documentBody, ...doc.document.associatedText].join('\n');
        for (const [other, names] of namesOf) {
          if (other === topic) continue;
          for (const name of names)
            if (text.includes(name)) strays.push(`${topic} story names ${name} (${other}): ${doc.document.documentTitle}`);
        }
        for (const mention of doc.mentions)
          if (mention.kind !== 'location' && owners.get(mention.name) !== topic) strays.push(`${topic} story mentions ${mention.name}`);
        checked++;
      }
    expect(checked).toBe(2_000);
    expect(strays.slice(0, 10)).toEqual([]);
  });

  test('headlines of central banks and of football bodies stay in their own topics', () => {
    const titles = docs.map((d) => ({
      topic: d.metadata.concepts.categories[0]!.name,
      title: d.document.documentTitle,
    }));
    for (const { topic, title } of titles) {
      if (/FIFA|UEFA|Football League/.test(title)) expect({ title, topic }).toEqual({ title, topic: 'sport' });
      if (/Nationalbank|National Bank|Central Bank|Zentralbank|Banque|Bundesbank/.test(title))
        expect({ title, topic }).toEqual({ title, topic: 'economy' });
      if (/World Health|Weltgesundheit|Swissmedic/.test(title)) expect({ title, topic }).toEqual({ title, topic: 'health' });
    }
    expect(titles.some(({ title }) => title.includes('FIFA'))).toBe(true);
    expect(titles.some(({ title }) => title.includes('National Bank'))).toBe(true);
  });
});
