/**
 * SQL of related documents (docs/benchmarks.md, "Search": hot entities named by tens of thousands of documents).
 * A document's entity names as a jsonb array, indexed with GIN (Migration20261121700000SearchPerformance):
 * "names all of these" is then an intersection inside the index instead of a count over every
 * document that names any of them.
 */
export const ENTITY_NAMES = `jsonb_path_query_array(concepts, '$.*[*].name')`;

/** How many of the names a document shares (distinct: one name may be an organization and a location). */
const SHARED = `(select count(distinct x) from jsonb_array_elements_text(${ENTITY_NAMES}) x where x = any(?::text[]))`;

const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** More subsets than this in one tier, and the tier is not asked for: the counting plan answers instead. */
export const MAX_SUBSETS = 20;

const binomial = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 || k === n ? 1 : Math.round((binomial(n - 1, k - 1) * n) / k);

export const tierAffordable = (names: number, k: number): boolean => binomial(names, k) <= MAX_SUBSETS;

const subsets = <T>(items: readonly T[], k: number): T[][] =>
  k === 0 ? [[]] : items.flatMap((item, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Documents sharing at least `k` of the names, ranked (most shared, newest, id), the first
 * `limit`. When it returns `limit` rows they are the true first `limit` of the whole ranking:
 * every document outside shares fewer than k names, so ranks after all of these.
 */
export const tierStatement = (names: readonly string[], k: number, excludeId: string | null, limit: number): Statement => {
  const parts = subsets(names, k);
  const where = `(${parts.map(() => `${ENTITY_NAMES} @> ?::jsonb`).join(' or ')}) and (?::uuid is null or id <> ?::uuid)`;
  const params = [...parts.map((p) => JSON.stringify(p)), excludeId, excludeId];
  // naming all of them, every document shares as many: the date alone orders them
  if (k === names.length)
    return {
      sql: `select id from news_document where ${where} order by first_acquisition_date desc, id limit ?`,
      params: [...params, limit],
    };
  return {
    sql: `select id from (select id, first_acquisition_date, ${SHARED} as shared from news_document where ${where}) t
          order by shared desc, first_acquisition_date desc, id limit ?`,
    params: [textArray(names), ...params, limit],
  };
};

/**
 * Documents naming ALL the names, collected from the GIN index (at most `cap` + 1 of them) and
 * ranked newest first, with how many were collected. The planner cannot tell how many documents
 * name two or three names together and tends to walk the date index, testing each document's
 * names: about 25,000 documents for an intersection of 1,000 at 1,000,000 (docs/benchmarks.md,
 * "Search"). Collecting tests only the intersection; when it holds more than `cap`, the walk
 * finds a page sooner, and tierStatement answers instead.
 */
export const allNamesCollectedStatement = (names: readonly string[], excludeId: string | null, limit: number, cap: number): Statement => ({
  sql: `with candidates as materialized (
          select id, first_acquisition_date from news_document
           where ${ENTITY_NAMES} @> ?::jsonb and (?::uuid is null or id <> ?::uuid)
           limit ?
        )
        select id, (select count(*) from candidates) as candidates from candidates
         order by first_acquisition_date desc, id limit ?`,
  params: [JSON.stringify(names), excludeId, excludeId, cap + 1, limit],
});

/** For allNamesCollectedStatement, in its own transaction: the GIN bitmap, never a walk of the date index or a scan. */
export const COLLECT_SETTINGS = `select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;

/** Up to this many documents naming all the names, collecting them beats walking the date index (~5 µs a test either way). */
export const COLLECT_ALL_NAMES_UP_TO = 5_000;

/**
 * The newest documents naming any of the names, except `skip` (the documents already ranked
 * higher). For a hot name the date index is walked (`is true` keeps the GIN index out of the
 * plan); for a rarer one its documents are collected and sorted.
 */
export const newestNamingStatement = (
  names: readonly string[],
  skip: readonly string[],
  excludeId: string | null,
  limit: number,
  walkDateIndex: boolean,
): Statement => {
  const naming = `(${names.map(() => `${ENTITY_NAMES} @> ?::jsonb`).join(' or ')})`;
  return {
    sql: `select id from news_document where ${walkDateIndex ? `${naming} is true` : naming}
            and id <> all(?::uuid[]) and (?::uuid is null or id <> ?::uuid)
          order by ${walkDateIndex ? 'first_acquisition_date' : `first_acquisition_date + interval '0 seconds'`} desc, id limit ?`,
    params: [...names.map((n) => JSON.stringify([n])), `{${skip.join(',')}}`, excludeId, excludeId, limit],
  };
};

/** From this many entity rows on, the names are hot: walking the date index finds a page sooner than sorting them all. */
export const HOT_NAMES_FROM = 5_000;

/** Entity rows of the names, counted up to `cap` from the (name, document_id) index alone. */
export const namesFrequencyStatement = (names: readonly string[], cap: number): Statement => ({
  sql: `select count(*) as n from (select 1 from document_entity where name = any(?::text[]) limit ?) capped`,
  params: [textArray(names), cap],
});

/**
 * The counting plan, for documents with too many entities for tiers: shared names counted per
 * document from the (name, document_id) index, only documents sharing at least as many names as
 * the page's last one joined for their date.
 */
export const countingStatement = (
  names: readonly string[],
  need: number,
  excludeId: string | null,
  limit: number,
  offset: number,
): Statement => ({
  sql: `
  with shared as materialized (
    select document_id, count(*) as n
      from (select distinct name, document_id from document_entity where name = any(?::text[])) e
     where ?::uuid is null or document_id <> ?::uuid
     group by document_id
    having count(*) >= ?
  ),
  cut as (select coalesce((select n from shared order by n desc limit 1 offset ?), 1) as n)
  select d.id from shared s join news_document d on d.id = s.document_id
   where s.n >= (select n from cut)
   order by s.n desc, d.first_acquisition_date desc, d.id
   limit ? offset ?`,
  params: [textArray(names), excludeId, excludeId, need, Math.max(0, offset + limit - 1), limit, offset],
});
