import { ATTENTION_TIME_ZONE, bucketStart } from '@newsdesk/core/search/attention';
import type { AttentionRequest } from '@newsdesk/core/search/attention.ports';
import { SPLIT_COLUMN } from './attention-hour-counts';
import { termToSql, type SqlCondition } from './query-to-sql';
import {
  DAY_BUCKETS,
  HOUR_BUCKETS,
  languageFilterOf,
  partialBuckets,
  singleWordBranches,
  STORED_HOURS_RANGE_MS,
  storedBucketRows,
  wholeBuckets,
  wholeDays,
} from './term-day-counts';

const DAY_MS = 86_400_000;

/**
 * The chart's everyday case, one plain word by Zurich day split by language (the chart's default
 * split, and the collection cards' sparklines), reads the stored word counts instead of every
 * match: a frequent word is on a third of all documents, and counting those on the heap took over
 * a second at 1,000,000 documents (docs/benchmarks.md, "Attention over time"). Within the last 32
 * days the stored hours answer, by language or by source (wordHoursBranches); before, the stored
 * per-day counts (term_day_count) here, by language only: the days have no source.
 */
export const wordDaysBranches = (request: AttentionRequest) =>
  request.bucket === 'day' && request.split === 'language' && utcDaysIn(request.range) <= MAX_WORD_DAYS
    ? singleWordBranches(request)
    : undefined;

/**
 * Each whole UTC day adds one tail range to the statement: a year's chart has 365, a custom range of
 * decades would have thousands, and those keep the grouped count.
 */
export const MAX_WORD_DAYS = 400;

const utcDaysIn = ({ from, to }: { from: Date; to: Date }) => (to.getTime() - from.getTime()) / DAY_MS;

/**
 * The stored days are UTC days; a Zurich day starts an hour or two earlier. So a UTC day's count
 * goes to the Zurich day its start lies in, and the documents of its tail, from Zurich's next
 * midnight to UTC's, are moved one day on. These tails, one per whole UTC day, are the
 * documents counted on the heap (about a twelfth to a twenty-fourth of the matches).
 */
export const utcDayTails = (whole: { first: Date; end: Date }): { from: Date; to: Date }[] => {
  const tails: { from: Date; to: Date }[] = [];
  for (let day = whole.first.getTime(); day < whole.end.getTime(); day += DAY_MS) {
    const end = day + DAY_MS;
    const nextZurichMidnight = bucketStart(new Date(end - 1), 'day').getTime();
    if (nextZurichMidnight > day && nextZurichMidnight < end) tails.push({ from: new Date(nextZurichMidnight), to: new Date(end) });
  }
  return tails;
};

const where = (parts: SqlCondition[]): SqlCondition => ({
  sql: parts.map((p) => p.sql).join(' and '),
  params: parts.flatMap((p) => p.params),
});

/** Half-open ranges, but the last one closed: the search's `to` is inclusive. */
const anyOf = (ranges: { from: Date; to: Date }[]): SqlCondition => ({
  sql: `(${ranges
    .map((_, i) => `(first_acquisition_date >= ? and first_acquisition_date ${i === ranges.length - 1 ? '<=' : '<'} ?)`)
    .join(' or ')})`,
  params: ranges.flatMap((r) => [r.from, r.to]),
});

/**
 * The grouped counts of a one-word search by Zurich day and language in one statement (one
 * snapshot): whole UTC days from term_day_count, each moved to its Zurich day; the tails of those
 * days moved on, and the partial first and last UTC day of the range counted, on the documents.
 * The integration test holds it to core's matcher across a clock change.
 */
export const wordDaysStatement = (
  request: AttentionRequest & { ast: { kind: 'term' } },
  branches: NonNullable<ReturnType<typeof wordDaysBranches>>,
): SqlCondition => {
  const { from, to } = request.range;
  const zone = `'${ATTENTION_TIME_ZONE}'`;
  const zurichDay = (instant: string) => `date_trunc('day', ${instant}, ${zone})`;
  const languages = languageFilterOf(request);
  const match = termToSql(request.ast.term);
  const whole = wholeDays(from, to);
  if (!whole) {
    const inRange = where([{ sql: 'first_acquisition_date between ? and ?', params: [from, to] }, match, ...languages]);
    return {
      sql: `select ${zurichDay('first_acquisition_date')} as bucket, language as key, count(*) as documents
              from news_document where ${inRange.sql} group by 1, 2`,
      params: inRange.params,
    };
  }

  const stored = storedBucketRows(request, branches, DAY_BUCKETS, whole);
  // One pass over the documents for the tails and the two partial days, so a frequent word's
  // index entries are read once: every document counts +1 in its own Zurich day, and a tail's
  // document also −1 in the Zurich day its stored UTC day went to.
  const onDocuments = where([anyOf([{ from, to: whole.first }, ...utcDayTails(whole), { from: whole.end, to }]), match, ...languages]);
  return {
    sql: `select bucket, key, sum(documents) as documents from (
            select ${zurichDay(`(bucket::timestamp at time zone 'UTC')`)} as bucket, language as key, sum(documents) as documents
              from (${stored.sql}) s
             group by 1, 2
            union all
            select counted.bucket, d.language, sum(counted.n)
              from news_document d,
                   lateral (values (${zurichDay('d.first_acquisition_date')}, 1),
                                   (${zurichDay(`date_trunc('day', d.first_acquisition_date, 'UTC')`)},
                                    case when d.first_acquisition_date >= ? and d.first_acquisition_date < ? then -1 else 0 end)) as counted(bucket, n)
             where ${onDocuments.sql}
             group by 1, 2
          ) counted group by 1, 2 having sum(documents) <> 0`,
    params: [...stored.params, whole.first, whole.end, ...onDocuments.params],
  };
};

/**
 * One word by hour or by Zurich day, split by language or by source, for a range that starts within
 * the last 32 days (the past 4 or 24 hours, a week, a month): the stored per-hour word counts hold
 * every hour of it (term_hour_count, kept for the last 33 days per language and source domain), and
 * Zurich's hours are UTC's, so each stored hour lies wholly in one Zurich hour and one Zurich day and
 * nothing moves. `now` is the real clock, as the triggers that keep the hours use it.
 */
export const wordHoursBranches = (request: AttentionRequest, now: number, hoursRangeMs = STORED_HOURS_RANGE_MS) =>
  request.range.from.getTime() >= now - hoursRangeMs ? singleWordBranches(request) : undefined;

/**
 * Whole hours from term_hour_count, the partial first and last hour on the documents, grouped by
 * the chart's bucket and split, in one statement (one snapshot).
 */
export const wordHoursStatement = (
  request: AttentionRequest & { ast: { kind: 'term' } },
  branches: NonNullable<ReturnType<typeof wordHoursBranches>>,
): SqlCondition => {
  const { from, to } = request.range;
  const languages = languageFilterOf(request);
  const whole = wholeBuckets(from, to, HOUR_BUCKETS.sizeMs);
  const bucketOf = (instant: string) => `date_trunc('${request.bucket === 'hour' ? 'hour' : 'day'}', ${instant}, '${ATTENTION_TIME_ZONE}')`;
  // the same column name in news_document and term_hour_count
  const key = SPLIT_COLUMN[request.split];
  // The edges are at most two partial hours: their documents are found by date and each tested for
  // the word (`offset 0` keeps the word out of the scan). Left to itself, the planner built a
  // frequent word's whole bitmap from the GIN index first (about 100 ms for a word in a third of
  // 1,000,000 documents) to find the few hundred of it in those hours.
  const inEdges = partialBuckets(from, to, whole);
  const edges = where([termToSql(request.ast.term), ...languages]);
  const onDocuments = `select ${bucketOf('first_acquisition_date')} as bucket, ${key} as key, count(*) as documents
                         from (select * from news_document where ${inEdges.sql} offset 0) d
                        where ${edges.sql} group by 1, 2`;
  const edgeParams = [...inEdges.params, ...edges.params];
  if (!whole) return { sql: onDocuments, params: edgeParams };
  const stored = storedBucketRows(request, branches, HOUR_BUCKETS, whole);
  return {
    sql: `select bucket, key, sum(documents) as documents from (
            select ${bucketOf('bucket')} as bucket, ${key} as key, sum(documents) as documents
              from (${stored.sql}) s
             group by 1, 2
            union all
            ${onDocuments}
          ) counted group by 1, 2 having sum(documents) <> 0`,
    params: [...stored.params, ...edgeParams],
  };
};
