import type { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import type { IngestionOutcomeLabel } from './newsdesk-metrics';

/** IngestArticle with each outcome counted (new, duplicate, updated, skipped; error when it throws). */
export const countedIngestion = (
  ingest: Pick<IngestArticle, 'execute'>,
  count: (outcome: IngestionOutcomeLabel) => void,
): Pick<IngestArticle, 'execute'> => ({
  execute: async (article) => {
    try {
      const result = await ingest.execute(article);
      count(result.outcome);
      return result;
    } catch (error) {
      count('error');
      throw error;
    }
  },
});
