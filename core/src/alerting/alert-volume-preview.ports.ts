import type { CollectionSearch } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';

/** The documents a preview replays (ADR 0024). */
export interface RecentCandidates {
  /** Newest first; at most the limit asked for. */
  documents: NewsDocument[];
  /** More documents than the limit may match: only the newest were returned. */
  capped: boolean;
}

export const AlertVolumeCandidates = Symbol.for('AlertVolumeCandidates');
/**
 * Documents indexed in a time range that may match a search: every document the percolator
 * would match is among them (more are allowed: the preview confirms each with the percolator's
 * own matcher). The search's own time frame is not applied: it is relative to each document's
 * indexing, which the preview checks itself.
 */
export interface AlertVolumeCandidates {
  candidates(search: CollectionSearch, range: { from: Date; to: Date }, limit: number): Promise<RecentCandidates>;
}
