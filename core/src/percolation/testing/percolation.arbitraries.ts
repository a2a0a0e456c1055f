import fc from 'fast-check';
import type { CollectionSearch } from '../../collections/collection.types';
import type { DocumentRecord } from '../../documents/document.ports';
import type { DocumentLanguage, EntityMention, NewsDocument } from '../../documents/document.types';
import type { RelativeTimeFrame, SearchTag, TimeFrame } from '../../search/search-query.types';

/**
 * Generated documents and collection searches for percolation properties. Words come from a
 * small vocabulary so that matches happen, with stem variants (bank/banks/banking, Zins/Zinsen,
 * marché/marchés, Straße/STRASSE), accents with their unaccented spellings (écologique/ecologique,
 * Ärzte/Arzte, Grèce/Grece: plain terms fold accents, exact ones do not, ADR 0020), digits, case variants and stop words (the, of, und,
 * der, la, les: core matches them like any word and PostgreSQL's configurations keep them).
 * Words are joined by spaces and punctuation, also without a space (`bank/rates`, `Zins.Krise`:
 * two words in core and in PostgreSQL), and phrases may straddle the end of the title and the
 * start of the body or a PDF text, which matches in neither (Migration20261122920000TextGaps).
 */
export const VOCABULARY = [
  'inflation',
  'inflations',
  'Inflation',
  'bank',
  'banks',
  'banking',
  'market',
  'markets',
  'marché',
  'marchés',
  'marche',
  'Zins',
  'Zinsen',
  'Franken',
  'franc',
  'francs',
  'Grèce',
  'Grece',
  'Ärzte',
  'Arzte',
  'écologique',
  'ecologique',
  'Straße',
  'strasse',
  'economy',
  'économie',
  'Wirtschaft',
  'crisis',
  'Krise',
  'rates',
  'rate',
  'growth',
  '2026',
  'covid19',
  'the',
  'of',
  'und',
  'der',
  'la',
  'les',
] as const;

export const DOMAINS = ['a.example', 'b.example', 'c.example'] as const;
export const TOPICS = ['economy', 'politics', 'sport'] as const;
export const LANGUAGES: readonly DocumentLanguage[] = ['en', 'de', 'fr', 'other'];
export const ENTITIES = {
  organizations: ['Swiss National Bank', 'UBS'],
  persons: ['Karin Keller-Sutter', 'Emmanuel Macron'],
  locations: ['Zurich', 'Genève'],
} as const;

/** The instant the properties percolate and search at. */
export const NOW = new Date('2026-11-22T12:00:00.000Z');

const HOUR = 3_600_000;
/** Offsets before NOW, boundaries of every relative time frame included (ranges are inclusive). */
const OFFSETS = [
  0,
  1,
  HOUR - 1,
  HOUR,
  HOUR + 1,
  4 * HOUR,
  24 * HOUR,
  24 * HOUR + 1,
  7 * 24 * HOUR,
  30 * 24 * HOUR,
  31 * 24 * HOUR,
  365 * 24 * HOUR,
  366 * 24 * HOUR,
];
const offset = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...OFFSETS) },
  // most documents are news: recent enough for every relative time frame
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 2 * HOUR }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 400 * 24 * HOUR }) },
);

const casing = (word: string) => fc.constantFrom(word, word.toLowerCase(), word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1));
const vocabularyWord = (vocabulary: readonly string[]) => fc.constantFrom(...vocabulary).chain(casing);

/** Text of vocabulary words with spaces or punctuation between them. */
const text = (vocabulary: readonly string[], maxWords: number) =>
  fc
    .array(fc.tuple(vocabularyWord(vocabulary), fc.constantFrom(' ', ' ', ' ', ', ', '. ', ' - ', ': ', '/', '.')), {
      minLength: 0,
      maxLength: maxWords,
    })
    .map((parts) =>
      parts
        .map(([word, separator]) => word + separator)
        .join('')
        .trim(),
    );

const subset = <T>(values: readonly T[], maxLength = values.length) => fc.subarray([...values], { minLength: 0, maxLength });

export interface DocumentOptions {
  vocabulary?: readonly string[];
  maxWords?: number;
  now?: Date;
}

export const aNewsDocument = ({ vocabulary = VOCABULARY, maxWords = 12, now = NOW }: DocumentOptions = {}): fc.Arbitrary<NewsDocument> =>
  fc
    .record({
      id: fc.uuid({ version: 4 }),
      title: text(vocabulary, 4),
      body: text(vocabulary, maxWords),
      associatedText: fc.array(text(vocabulary, 4), { maxLength: 2 }),
      before: offset,
      domain: fc.constantFrom(...DOMAINS),
      language: fc.constantFrom(...LANGUAGES),
      topics: subset(TOPICS, 2),
      organizations: subset(ENTITIES.organizations),
      persons: subset(ENTITIES.persons),
      locations: subset(ENTITIES.locations),
    })
    .map((d) => ({
      id: d.id,
      document: {
        publicationDate: null,
        firstAcquisitionDate: new Date(now.getTime() - d.before).toISOString(),
        domain: d.domain,
        documentTitle: d.title,
        documentBody: d.body,
        url: `https://${d.domain}/${d.id}`,
        associatedText: d.associatedText,
      },
      metadata: {
        concepts: {
          organizations: d.organizations.map((name) => ({ name })),
          persons: d.persons.map((name) => ({ name })),
          locations: d.locations.map((name) => ({ name })),
          categories: d.topics.map((name) => ({ name })),
        },
      },
      language: d.language,
      storyId: d.id,
      isOriginal: true,
    }));

/** The record the document store writes for a generated document (entities as mentions). */
export const toDocumentRecord = (document: NewsDocument, n: number): DocumentRecord => {
  const { organizations, persons, locations } = document.metadata.concepts;
  const mentions: EntityMention[] = [
    ...organizations.map((e) => ({ name: e.name, kind: 'organization' as const, method: 'gazetteer' as const })),
    ...persons.map((e) => ({ name: e.name, kind: 'person' as const, method: 'gazetteer' as const })),
    ...locations.map((e) => ({ name: e.name, kind: 'location' as const, method: 'gazetteer' as const })),
  ];
  return {
    ...document,
    canonicalUrl: document.document.url,
    contentHash: `p${n}`.padEnd(16, '0').slice(0, 16),
    simhash: BigInt(n),
    sourceId: null,
    mentions,
  };
};

/** A search term tag: a word, a prefix, a contains wildcard, or a phrase of two words. */
const termTag = (vocabulary: readonly string[]): fc.Arbitrary<SearchTag> =>
  fc.oneof(
    { weight: 5, arbitrary: vocabularyWord(vocabulary).map((name) => ({ name })) },
    {
      weight: 2,
      arbitrary: vocabularyWord(vocabulary)
        .filter((w) => [...w].length >= 3)
        .chain((w) => fc.integer({ min: 3, max: [...w].length }).map((n) => ({ name: `${[...w].slice(0, n).join('')}*` }))),
    },
    {
      weight: 2,
      arbitrary: vocabularyWord(vocabulary)
        .filter((w) => [...w].length >= 4)
        .chain((w) =>
          fc
            .integer({ min: 0, max: [...w].length - 3 })
            .chain((start) =>
              fc.integer({ min: start + 3, max: [...w].length }).map((end) => ({ name: `*${[...w].slice(start, end).join('')}*` })),
            ),
        ),
    },
    { weight: 2, arbitrary: fc.tuple(vocabularyWord(vocabulary), vocabularyWord(vocabulary)).map(([a, b]) => ({ name: `"${a} ${b}"` })) },
  );

const operatorTag = fc.constantFrom<SearchTag>(
  { name: 'AND', type: 'operator' },
  { name: 'OR', type: 'operator' },
  { name: 'NOT', type: 'operator' },
);

/** Tags as a user builds them: terms with operators in between, misplaced operators included. */
export const searchTags = (vocabulary: readonly string[] = VOCABULARY, maxTerms = 4): fc.Arbitrary<SearchTag[]> =>
  fc
    .array(fc.tuple(fc.array(operatorTag, { maxLength: 2 }), termTag(vocabulary)), { minLength: 0, maxLength: maxTerms })
    .chain((parts) =>
      fc.array(operatorTag, { maxLength: 1 }).map((trailing) => [...parts.flatMap(([ops, term]) => [...ops, term]), ...trailing]),
    );

const RELATIVE: RelativeTimeFrame[] = ['past-hour', '4-hours', '24-hours', 'week', 'month', 'year'];

const timeFrame = (now: Date): fc.Arbitrary<TimeFrame> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...RELATIVE) },
    {
      weight: 1,
      arbitrary: fc.tuple(offset, offset).map(([a, b]) => ({
        from: new Date(now.getTime() - Math.max(a, b)).toISOString(),
        to: new Date(now.getTime() - Math.min(a, b)).toISOString(),
      })),
    },
  );

export interface SearchOptions {
  vocabulary?: readonly string[];
  maxTerms?: number;
  now?: Date;
}

export const aCollectionSearch = ({
  vocabulary = VOCABULARY,
  maxTerms = 4,
  now = NOW,
}: SearchOptions = {}): fc.Arbitrary<CollectionSearch> =>
  fc.record({
    tags: searchTags(vocabulary, maxTerms),
    timeFrame: timeFrame(now),
    sort: fc.constant({ field: 'indexing-date' as const, direction: 'newest' as const }),
    exactMatchesOnly: fc.boolean(),
    filters: fc.record({
      // mostly unfiltered: filters narrow so much that few documents would match
      domains: fc.oneof({ weight: 3, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: subset(DOMAINS, 2) }),
      topics: fc.oneof({ weight: 3, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: subset(TOPICS, 2) }),
      languages: fc.oneof({ weight: 3, arbitrary: fc.constant([] as DocumentLanguage[]) }, { weight: 1, arbitrary: subset(LANGUAGES, 2) }),
      entities: fc.oneof(
        { weight: 4, arbitrary: fc.constant({ organizations: [] as string[], persons: [] as string[], locations: [] as string[] }) },
        {
          weight: 1,
          arbitrary: fc.record({
            organizations: subset(ENTITIES.organizations, 1),
            persons: subset(ENTITIES.persons, 1),
            locations: subset(ENTITIES.locations, 1),
          }),
        },
      ),
    }),
  });
