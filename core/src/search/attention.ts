import { addDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { TimeRange } from './time-frame';

/** Spec §1: newsroom days are Zurich days (CET in winter, CEST in summer), like every date label. */
export const ATTENTION_TIME_ZONE = 'Europe/Zurich';

export type AttentionBucket = 'hour' | 'day';
export const ATTENTION_SPLITS = ['language', 'source'] as const;
export type AttentionSplit = (typeof ATTENTION_SPLITS)[number];

/** Hours up to three days (at most 72 bars), days beyond (docs/decisions/0023-attention-over-time.md). */
export const HOURLY_UP_TO_MS = 72 * 3_600_000;

/** The series that the split's smaller keys are folded into. */
export const OTHER = 'other';
/** Keys shown on their own; the rest go to OTHER. */
export const TOP_KEYS = 5;

/** Hour bars when the time frame spans at most 72 hours, else day bars. */
export const attentionBucket = (range: TimeRange): AttentionBucket =>
  range.to.getTime() - range.from.getTime() <= HOURLY_UP_TO_MS ? 'hour' : 'day';

/** The Zurich bucket an instant falls in, as the UTC instant it starts at. */
export const bucketStart = (at: Date, bucket: AttentionBucket): Date => {
  if (bucket === 'hour') {
    // Zurich's offset is whole hours, so its hours are UTC's hours
    return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  }
  return fromZonedTime(`${formatInTimeZone(at, ATTENTION_TIME_ZONE, 'yyyy-MM-dd')}T00:00:00`, ATTENTION_TIME_ZONE);
};

/** The start of the next bucket: an hour later, or the next Zurich midnight (23 or 25 h at a clock change). */
const nextBucket = (start: Date, bucket: AttentionBucket): Date => {
  if (bucket === 'hour') return new Date(start.getTime() + 3_600_000);
  const day = formatInTimeZone(start, ATTENTION_TIME_ZONE, 'yyyy-MM-dd');
  const next = addDays(new Date(`${day}T12:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);
  return fromZonedTime(`${next}T00:00:00`, ATTENTION_TIME_ZONE);
};

/** Every bucket start from the one holding `range.from` to the one holding `range.to`, so empty bars show as zero. */
export const bucketStarts = (range: TimeRange, bucket: AttentionBucket): Date[] => {
  const starts: Date[] = [];
  for (let at = bucketStart(range.from, bucket); at <= range.to; at = nextBucket(at, bucket)) starts.push(at);
  return starts;
};

/** The time frame one bar (or a run of bars) covers, clipped to the search's range: what choosing it narrows to. */
export const bucketRange = (first: Date, last: Date, bucket: AttentionBucket): TimeRange => ({
  from: first,
  to: new Date(nextBucket(last, bucket).getTime() - 1),
});

/** One grouped count as the index gives it: matching documents of one key in one bucket. */
export interface AttentionCount {
  bucket: Date;
  key: string;
  documents: number;
}

export interface AttentionBar {
  start: Date;
  /** The bucket's last millisecond: choosing the bar narrows the search to start … end. */
  end: Date;
  /** Documents per series key; every key of `series` is present (0 when none). */
  counts: Record<string, number>;
  total: number;
}

export interface AttentionChart {
  bucket: AttentionBucket;
  split: AttentionSplit;
  /** The top keys by documents in the whole range, largest first, then OTHER when anything was folded. */
  series: string[];
  bars: AttentionBar[];
}

/**
 * The chart of a range from the index's grouped counts: one bar per bucket (empty ones included),
 * the TOP_KEYS keys with most documents over the whole range kept and the rest summed as OTHER.
 * Ties are broken by key so the same counts always give the same chart.
 */
export const attentionChart = (
  range: TimeRange,
  split: AttentionSplit,
  counts: readonly AttentionCount[],
  bucket: AttentionBucket = attentionBucket(range),
): AttentionChart => {
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.key, (totals.get(c.key) ?? 0) + c.documents);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([key]) => key);
  const top = ranked.slice(0, TOP_KEYS);
  const series = ranked.length > TOP_KEYS ? [...top, OTHER] : top;
  const kept = new Set(top);
  const bars: AttentionBar[] = bucketStarts(range, bucket).map((start) => ({
    start,
    end: bucketRange(start, start, bucket).to,
    counts: Object.fromEntries(series.map((key) => [key, 0])),
    total: 0,
  }));
  const byStart = new Map(bars.map((bar) => [bar.start.getTime(), bar]));
  for (const c of counts) {
    const bar = byStart.get(bucketStart(c.bucket, bucket).getTime());
    if (!bar) continue;
    const key = kept.has(c.key) ? c.key : OTHER;
    bar.counts[key] = (bar.counts[key] ?? 0) + c.documents;
    bar.total += c.documents;
  }
  return { bucket, split, series, bars };
};
