import type { IngestOutcome } from './ingest-article';

/** What a crawl of one feed and a run of the ingest command both report: articles by outcome. */
export interface IngestCounts {
  fetched: number;
  new: number;
  duplicates: number;
  updated: number;
  skipped: number;
  errors: number;
}

export const INGEST_COUNT_KEYS = [
  'fetched',
  'new',
  'duplicates',
  'updated',
  'skipped',
  'errors',
] as const satisfies readonly (keyof IngestCounts)[];

/** One article through the pipeline: its outcome adds one to new, duplicates, updated or skipped. */
export const countOutcome = (counts: IngestCounts, outcome: IngestOutcome): void => {
  if (outcome.outcome === 'new') counts.new++;
  else if (outcome.outcome === 'duplicate') counts.duplicates++;
  else if (outcome.outcome === 'updated') counts.updated++;
  else counts.skipped++;
};
