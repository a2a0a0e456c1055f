import type { FeedSourceView } from '@newsdesk/core/sources/source.views';

export type SourceStatus = 'healthy' | 'failing' | 'paused' | 'disabled' | 'new';

/** What the status badge says: a pause outranks being switched off, failures outrank health. */
export const sourceStatus = (source: Pick<FeedSourceView, 'enabled' | 'health'>): SourceStatus => {
  if (source.health.paused) return 'paused';
  if (!source.enabled) return 'disabled';
  if (source.health.consecutiveFailures > 0) return 'failing';
  if (!source.health.lastFetchAt) return 'new';
  return 'healthy';
};
