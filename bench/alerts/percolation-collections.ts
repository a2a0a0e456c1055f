import { seededRandom } from '@newsdesk/adapters/demo/corpus-generator';
import type { CollectionSearch } from '@newsdesk/core/collections/collection.types';
import type { DocumentLanguage, NewsDocument } from '@newsdesk/core/documents/document.types';
import type { SearchTag } from '@newsdesk/core/search/search-query.types';
import { fold, searchableTexts, tokenize } from '@newsdesk/core/search/term-matching';

/** How many of the most frequent words of a language no collection watches. */
const COMMON = 200;

export interface BenchCollection {
  id: string;
  search: CollectionSearch;
}

/** Words by how many documents contain them, most frequent first, per language. */
const vocabularies = (documents: readonly NewsDocument[]) => {
  const counts = new Map<DocumentLanguage, Map<string, number>>();
  for (const d of documents) {
    const words = new Set(
      searchableTexts(d)
        .flatMap((t) => tokenize(t).map((token) => fold(token.text)))
        .filter((w) => /^\p{L}{3,}$/u.test(w)),
    );
    let perLanguage = counts.get(d.language);
    if (!perLanguage) counts.set(d.language, (perLanguage = new Map()));
    for (const w of words) perLanguage.set(w, (perLanguage.get(w) ?? 0) + 1);
  }
  return new Map([...counts].map(([language, words]) => [language, [...words].sort((a, b) => b[1] - a[1]).map(([w]) => w)]));
};

/**
 * `count` collections as a newsroom might save them, drawn from the documents' own words so that
 * they match: the rank of a word is log-uniform (most collections watch specific, rarer words,
 * names and places; few watch "market"), skipping the COMMON most frequent words of each language
 * (said, year, people, government: nobody saves those as a collection).
 * Shapes: one word 40 %, two words AND 15 %, OR of 2–3 words 10 %, a phrase 8 %, a prefix 7 %,
 * a word NOT another 5 %, a contains wildcard 3 %, an entity alone 7 %, a word within a topic 5 %;
 * time frame week or month; 5 % exact matches only.
 */
export const benchCollections = (documents: readonly NewsDocument[], count: number, seed = 7): BenchCollection[] => {
  const random = seededRandom(seed);
  const words = vocabularies(documents);
  const languages = [...words.keys()];
  const entities = [
    ...new Set(
      documents.flatMap((d) =>
        [...d.metadata.concepts.organizations, ...d.metadata.concepts.persons, ...d.metadata.concepts.locations].map((e) => e.name),
      ),
    ),
  ];
  const kindOf = new Map(
    documents.flatMap((d) =>
      (['organizations', 'persons', 'locations'] as const).flatMap((k) =>
        d.metadata.concepts[k].map((e): [string, typeof k] => [e.name, k]),
      ),
    ),
  );
  const topics = [...new Set(documents.flatMap((d) => d.metadata.concepts.categories.map((c) => c.name)))];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const word = (language: DocumentLanguage): string => {
    const list = words.get(language)!;
    const rank = Math.min(list.length - 1, Math.floor(COMMON * Math.exp(random() * Math.log(Math.max(2, list.length / COMMON)))));
    return list[rank]!;
  };
  const sources = new Map(languages.map((language) => [language, documents.filter((x) => x.language === language)]));
  const phrase = (language: DocumentLanguage): string => {
    const d = pick(sources.get(language)!);
    const tokens = tokenize(d.document.documentBody).map((t) => t.text);
    const at = Math.floor(random() * Math.max(1, tokens.length - 1));
    return `"${tokens.slice(at, at + 2).join(' ')}"`;
  };
  const t = (name: string): SearchTag => ({ name });
  const op = (name: 'AND' | 'OR' | 'NOT'): SearchTag => ({ name, type: 'operator' });
  const noFilters = () => ({
    domains: [] as string[],
    topics: [] as string[],
    languages: [] as DocumentLanguage[],
    entities: { organizations: [] as string[], persons: [] as string[], locations: [] as string[] },
  });

  return Array.from({ length: count }, (_, i) => {
    const language = pick(languages);
    const filters = noFilters();
    const r = random();
    let tags: SearchTag[];
    if (r < 0.4) tags = [t(word(language))];
    else if (r < 0.55) tags = [t(word(language)), op('AND'), t(word(language))];
    else if (r < 0.65) tags = [t(word(language)), op('OR'), t(word(language)), ...(random() < 0.5 ? [op('OR'), t(word(language))] : [])];
    else if (r < 0.73) tags = [t(phrase(language))];
    else if (r < 0.8) tags = [t(`${[...word(language)].slice(0, 5).join('')}*`)];
    else if (r < 0.85) tags = [t(word(language)), op('NOT'), t(word(language))];
    else if (r < 0.88) {
      const w = [...word(language)];
      tags = [t(w.length >= 6 ? `*${w.slice(1, 5).join('')}*` : `${w.join('')}*`)];
    } else if (r < 0.95 && entities.length) {
      tags = [];
      const name = pick(entities);
      filters.entities[kindOf.get(name)!].push(name);
    } else {
      tags = [t(word(language))];
      filters.topics.push(pick(topics));
    }
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      search: {
        tags,
        timeFrame: random() < 0.5 ? 'week' : 'month',
        sort: { field: 'indexing-date', direction: 'newest' },
        exactMatchesOnly: random() < 0.05,
        filters,
      },
    };
  });
};
