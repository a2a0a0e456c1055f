import type { MikroORM } from '@mikro-orm/postgresql';

/** The search query kinds of docs/benchmarks.md ("Search"); terms are grouped by how many documents contain them. */
export type SearchKind = 'term-top' | 'term-mid' | 'term-rare' | 'term-absent' | 'prefix' | 'contains' | 'phrase';

export interface QuerySets {
  search: Record<SearchKind, string[]>;
  /** 2–4 letters, as typed into the search field. */
  suggest: string[];
  /** 3–5 letters of a later word of an entity name ("Merk" for "Angela Merkel"), as typed for a surname (ADR 0020). */
  suggestWord: string[];
  /** Two words: a whole first word and the start of another ("angela merk"). */
  suggestWords: string[];
  /** What is typed into the Sources filter: nothing (every domain), then 2–3 letters of a domain. */
  sources: string[];
  /**
   * Searches whose attention chart is drawn: no term (every document of the month, the most
   * rows to count), then top, middle and rare words.
   */
  attention: string[];
  /** Documents whose entities are the most frequent ones, and documents with ordinary ones. */
  related: { hot: string[]; normal: string[] };
  /** Document frequency of the words picked, estimated from the sample (for the report). */
  wordFrequency: { word: string; share: number }[];
  vocabulary: number;
}

const PER_KIND = 12;

/** `count` items spread evenly over the list (deterministic, so every run asks the same). */
const spread = <T>(list: readonly T[], count: number): T[] =>
  list.length <= count ? [...list] : Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);

/**
 * Query sets drawn from the loaded corpus itself: word document frequencies from a 2 % page sample
 * (ts_stat over the unstemmed vector), stop words of any of the three stemmers left out because a
 * plain search for them matches nothing. "Top" is the top 1 % of the vocabulary by frequency.
 */
export const buildQuerySets = async (orm: MikroORM): Promise<QuerySets> => {
  const em = orm.em.fork();
  const [{ n: sampled } = { n: '0' }] = await em.execute<{ n: string }[]>(
    `select count(*) as n from news_document tablesample system (2) repeatable (7)`,
  );
  const words = await em.execute<{ word: string; ndoc: number }[]>(
    `select word, ndoc from ts_stat('select tsv_exact from news_document tablesample system (2) repeatable (7)')
      where word ~ '^[[:alpha:]]{4,}$'
        and numnode(plainto_tsquery('english', word)) > 0 and numnode(plainto_tsquery('german', word)) > 0
        and numnode(plainto_tsquery('french', word)) > 0
      order by ndoc desc, word`,
  );
  const top = words.slice(0, Math.max(1, Math.ceil(words.length / 100)));
  const middle = words.slice(Math.floor(words.length * 0.3), Math.floor(words.length * 0.7));
  const rare = words.slice(Math.floor(words.length * 0.9));
  const picked = [...spread(top, PER_KIND), ...spread(middle, PER_KIND), ...spread(rare, PER_KIND)];
  const allWords = spread(words, 60).map((w) => w.word);
  const known = new Set(words.map((w) => w.word));
  const letters = (word: string, from: number, length: number) => word.slice(from, from + length);
  const phrases = await em.execute<{ name: string }[]>(
    `select name from (select name, count(*) as n from document_entity tablesample system (5) repeatable (7) where name like '% %' group by name) e order by n desc, name`,
  );
  const entityFrequency = await em.execute<{ name: string }[]>(
    `select name from document_entity tablesample system (5) repeatable (7) group by name order by count(*) desc, name`,
  );
  const hotNames = entityFrequency.slice(0, 3).map((e) => e.name);
  const coldNames = entityFrequency.slice(-Math.max(3, Math.floor(entityFrequency.length / 3))).map((e) => e.name);
  const documentsNaming = async (names: string[]) =>
    (
      await em.execute<{ document_id: string }[]>(
        `select distinct document_id from document_entity tablesample system (1) repeatable (7) where name = any(?::text[]) order by document_id limit ?`,
        [`{${names.map((n) => `"${n}"`).join(',')}}`, PER_KIND],
      )
    ).map((r) => r.document_id);
  return {
    search: {
      'term-top': spread(top, PER_KIND).map((w) => w.word),
      'term-mid': spread(middle, PER_KIND).map((w) => w.word),
      'term-rare': spread(rare, PER_KIND).map((w) => w.word),
      // the generated vocabulary has no rare words (the rarest is in ~1 % of documents): words it
      // lacks (corpus words reversed) stand for the rare end, where walking the date index would never stop
      'term-absent': spread(
        allWords.map((w) => [...w].reverse().join('')).filter((w) => !known.has(w)),
        PER_KIND,
      ),
      prefix: spread(allWords, PER_KIND).map((w) => `${letters(w, 0, 4)}*`),
      contains: spread(
        allWords.filter((w) => w.length >= 6),
        PER_KIND,
      ).map((w) => `*${letters(w, 1, 4)}*`),
      phrase: spread(phrases, PER_KIND).map((p) => `"${p.name}"`),
    },
    suggest: spread(allWords, 24).map((w, i) => letters(w, 0, 2 + (i % 3))),
    suggestWord: spread(
      phrases.map((p) => p.name.split(' ').at(-1)!).filter((w) => w.length >= 5),
      24,
    ).map((w, i) => letters(w, 0, 3 + (i % 3))),
    suggestWords: spread(phrases, 24).map((p, i) => {
      const [first, second] = p.name.split(' ');
      return `${first} ${letters(second ?? '', 0, 2 + (i % 3))}`.toLowerCase();
    }),
    sources: [
      '',
      ...spread(
        (
          await em.execute<{ domain: string }[]>(
            `select distinct domain from news_document tablesample system (1) repeatable (7) order by domain`,
          )
        ).map((r) => r.domain),
        11,
      ).map((d, i) => letters(d, i % 3, 2 + (i % 2))),
    ],
    attention: ['', ...spread(top, 4).map((w) => w.word), ...spread(middle, 4).map((w) => w.word), ...spread(rare, 3).map((w) => w.word)],
    related: { hot: await documentsNaming(hotNames), normal: await documentsNaming(coldNames) },
    wordFrequency: picked.map((w) => ({ word: w.word, share: w.ndoc / Number(sampled) })),
    vocabulary: words.length,
  };
};
