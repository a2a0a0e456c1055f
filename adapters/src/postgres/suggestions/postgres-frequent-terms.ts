import type { MikroORM } from '@mikro-orm/postgresql';
import { FOLD_FROM, FOLD_TO } from '@newsdesk/core/suggestions/suggest';
import { refreshSuggestionCounts, type SuggestionCountRefresh } from './postgres-suggestion-counts';
import { EXTRA_STOPWORDS } from './stopwords';

export interface FrequentTermOptions {
  /** Only the newest documents (by first acquisition) are counted, so one refresh costs the same at any archive size. */
  newestDocuments?: number;
  /** Words in fewer of those documents are not suggested (typos, one-off names). */
  minDocuments?: number;
  /** The most frequent words kept; bounds the table and so the cost of one suggestion. */
  maxTerms?: number;
  /** The entity names in most documents kept; rarer ones are still found by a prefix of 4+ characters (ADR 0006). */
  maxEntities?: number;
}

export interface FrequentTermRefresh {
  /** false: another process was refreshing; nothing was done. */
  refreshed: boolean;
  terms: number;
  milliseconds: number;
}

/** The same refresh also replaces the entity and topic counts of suggestions. */
export type SuggestionRefresh = FrequentTermRefresh & SuggestionCountRefresh;

const pgTextArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** One ts_stat over the simple (unstemmed) vector of the recent documents of one language group, minus its stop words. */
const wordsOf = (languageFilter: string, stemmers: string[]) => `
  select s.word, s.ndoc from cutoff,
    ts_stat(format('select tsv_exact from news_document where first_acquisition_date >= %L and ${languageFilter}', cutoff.at)) s
  where char_length(s.word) between 3 and 100
    and s.word !~ '[[:digit:][:punct:][:space:]]'
    and s.word <> all(?::text[])
    ${stemmers.map((dictionary) => `and ts_lexize('${dictionary}', s.word) is distinct from '{}'::text[]`).join(' ')}`;

/*
 * Stop words are applied per document language: German "war" is a stop word, English "war" is
 * news. The folded form is the key: of two spellings that fold alike ("über", "uber") the one in
 * more documents is shown.
 */
const REFRESH_SQL = `
insert into frequent_term (search_term, term, documents, refreshed_at)
with cutoff as (
  select coalesce((select first_acquisition_date from news_document order by first_acquisition_date desc offset ? limit 1), '-infinity'::timestamptz) as at
),
words as (
  ${wordsOf(`language = ''en''`, ['english_stem'])}
  union all
  ${wordsOf(`language = ''de''`, ['german_stem'])}
  union all
  ${wordsOf(`language = ''fr''`, ['french_stem'])}
  union all
  ${wordsOf(`language not in (''en'', ''de'', ''fr'')`, ['english_stem', 'german_stem', 'french_stem'])}
),
counted as (
  select word, sum(ndoc) as documents from words group by word having sum(ndoc) >= ?
),
folded as (
  select distinct on (search_term) translate(word, ?, ?) as search_term, word as term, documents
  from counted order by search_term, documents desc, word
)
select search_term, term, documents, now() from folded order by documents desc, search_term limit ?`;

/**
 * Refreshes the frequent-term table from the newest documents, and the entity and topic counts
 * from all documents (`postgres-suggestion-counts.ts`). The tables are replaced in one
 * transaction (delete + insert: readers see the old terms until commit, and are never blocked as
 * TRUNCATE would block them); an advisory lock lets only one process refresh at a time.
 */
export class PostgresFrequentTerms {
  private readonly options: Required<FrequentTermOptions>;

  constructor(
    private readonly orm: MikroORM,
    options: FrequentTermOptions = {},
  ) {
    this.options = { newestDocuments: 100_000, minDocuments: 3, maxTerms: 50_000, maxEntities: 200_000, ...options };
  }

  async refresh(): Promise<SuggestionRefresh> {
    const started = performance.now();
    const { newestDocuments, minDocuments, maxTerms, maxEntities } = this.options;
    const all = [...EXTRA_STOPWORDS.en, ...EXTRA_STOPWORDS.de, ...EXTRA_STOPWORDS.fr];
    return this.orm.em.fork().transactional(async (em) => {
      const [lock] = await em.execute<{ locked: boolean }[]>(
        `select pg_try_advisory_xact_lock(hashtext('newsdesk-frequent-terms')) as locked`,
      );
      if (!lock?.locked)
        return { refreshed: false, terms: 0, entities: 0, topics: 0, sources: 0, milliseconds: performance.now() - started };
      await em.execute('delete from frequent_term');
      await em.execute(REFRESH_SQL, [
        Math.max(newestDocuments - 1, 0),
        pgTextArray(EXTRA_STOPWORDS.en),
        pgTextArray(EXTRA_STOPWORDS.de),
        pgTextArray(EXTRA_STOPWORDS.fr),
        pgTextArray(all),
        minDocuments,
        FOLD_FROM,
        FOLD_TO,
        maxTerms,
      ]);
      const [count] = await em.execute<{ terms: string }[]>('select count(*) as terms from frequent_term');
      // the same window as the terms: suggestions are ranked by documents among the newest ones (ADR 0020)
      const [cutoff] = await em.execute<{ at: string }[]>(
        `select coalesce((select first_acquisition_date from news_document order by first_acquisition_date desc offset ? limit 1), '-infinity'::timestamptz)::text as at`,
        [Math.max(newestDocuments - 1, 0)],
      );
      const counts = await refreshSuggestionCounts(em, maxEntities, cutoff?.at ?? '-infinity');
      return { refreshed: true, terms: Number(count?.terms ?? 0), ...counts, milliseconds: performance.now() - started };
    });
  }

  /** When the tables were last refreshed with at least one word or entity; null before. */
  async refreshedAt(): Promise<Date | null> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ at: Date | null }[]>(
        'select greatest((select max(refreshed_at) from frequent_term), (select max(refreshed_at) from frequent_entity)) as at',
      );
    return row?.at ? new Date(row.at) : null;
  }

  /**
   * True until the first refresh filled the tables (a new installation, or no words yet), and while
   * documents mention entities that were never counted: an installation that just gained the
   * entity counts (migration 20261122400000), or the name words and source counts (20261127100000),
   * then refreshes at start instead of up to an hour later.
   */
  async isEmpty(): Promise<boolean> {
    const [row] = await this.orm.em.fork().execute<{ empty: boolean }[]>(
      `select not exists (select 1 from frequent_term)
         or (not exists (select 1 from frequent_entity) and exists (select 1 from document_entity))
         or (not exists (select 1 from frequent_entity_word) and exists (select 1 from frequent_entity))
         or (not exists (select 1 from frequent_entity_prefix) and exists (select 1 from frequent_entity_word))
         or (not exists (select 1 from source_count) and exists (select 1 from news_document)) as empty`,
    );
    return row?.empty ?? true;
  }
}
