import type { AlertSettings } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import type { CompiledCollection } from '../percolation/compiled-collection';
import { matchesFilters } from '../percolation/matches-collection';
import { PreparedDocument } from '../percolation/prepared-document';
import { resolveTimeFrame } from '../search/time-frame';
import { subjectOf, type PlannedMatch } from './alert.types';
import { planDeliveries } from './plan-deliveries';

/** How far back the editor's preview looks (ADR 0024). */
export const PREVIEW_DAYS = 7;
const HOUR_MS = 3_600_000;

export interface AlertVolume {
  /** Alerts (one per story) or digests (one per period with matches) each recipient would have had. */
  alerts: number;
  /** The most alerts whose sending fell within any 60 minutes. */
  maxInOneHour: number;
  /** Documents the collection matched (copies of a story included). */
  matchedDocuments: number;
}

/**
 * Whether the live percolator would have matched the document when it was indexed: the same
 * checks as CollectionPercolator.match (time frame resolved at that moment, as the percolation
 * worker does, then filters, then the compiled query on the prepared document).
 */
export const percolatorWouldMatch = (collection: CompiledCollection, document: NewsDocument): boolean => {
  const at = Date.parse(document.document.firstAcquisitionDate);
  const range = resolveTimeFrame(collection.search.timeFrame, new Date(at));
  if (at < range.from.getTime() || at > range.to.getTime()) return false;
  if (collection.filtered && !matchesFilters(collection.search.filters, document)) return false;
  return new PreparedDocument(document).matches(collection.query);
};

/** The largest number of instants within any half-open window of one hour. */
const busiestHour = (instants: number[]): number => {
  const sorted = [...instants].sort((a, b) => a - b);
  let best = 0;
  for (let from = 0, to = 0; to < sorted.length; to++) {
    while (sorted[to]! - sorted[from]! >= HOUR_MS) from++;
    best = Math.max(best, to - from + 1);
  }
  return best;
};

/**
 * What the collection's alert would have sent for these documents (ADR 0024): the documents the
 * percolator would have matched go through the planner itself (planDeliveries: one alert per
 * story, later copies folded, digests per Zurich hour or day from `dailyHour`), as if each had
 * been matched when it was indexed. An alert is sent when its story matched; a digest at its
 * period's end (a period still open counts: its digest is coming). No recipient, no alert.
 */
export const previewAlertVolume = (
  documents: readonly NewsDocument[],
  collection: CompiledCollection,
  alert: AlertSettings,
  options: { dailyHour: number; now: Date },
): AlertVolume => {
  const matches: PlannedMatch[] = documents
    .filter((document) => percolatorWouldMatch(collection, document))
    .map((document) => ({
      documentId: document.id,
      storyId: document.storyId,
      isOriginal: document.isOriginal,
      matchedAt: new Date(document.document.firstAcquisitionDate),
    }));
  const plan = planDeliveries({
    alert,
    matches,
    alerted: new Map(),
    closedDigests: new Set(),
    now: options.now,
    dailyHour: options.dailyHour,
  });
  const matchedAt = new Map(matches.map((m) => [m.documentId, m.matchedAt.getTime()]));
  const sentAt = new Map<string, number>();
  for (const story of plan.stories) {
    if (story.subject === subjectOf({ kind: 'story', storyId: story.storyId })) sentAt.set(story.subject, matchedAt.get(story.documentId)!);
  }
  for (const delivery of plan.deliveries) {
    if (delivery.about.kind === 'digest') sentAt.set(subjectOf(delivery.about), delivery.dueAt.getTime());
  }
  return { alerts: sentAt.size, maxInOneHour: busiestHour([...sentAt.values()]), matchedDocuments: matches.length };
};
