import type { MikroORM } from '@mikro-orm/postgresql';
import { refreshSearchVectors } from '@newsdesk/adapters/postgres/search/search-vector-refresh';
import { Orm } from '../tokens';
import type { BackgroundWorker } from './background-worker';

/**
 * Indexes again, from core, documents whose search vectors are older than core's current
 * INDEXED_WORDS_VERSION: after an upgrade (ADR 0013), in the background, while the process serves.
 * Until it finishes, such documents are found by their old lexemes; nothing else waits for it.
 */
export const searchVectorsWorker: BackgroundWorker = {
  name: 'search vector refresh',
  roles: ['worker'],
  start: async ({ container, logger }) => {
    let stopping = false;
    let logged = 0;
    const run = refreshSearchVectors(container.get<MikroORM>(Orm).em, {
      shouldStop: () => stopping,
      onBatch: (done) => {
        if (done - logged >= 10_000) {
          logged = done;
          logger.info({ documents: done }, 'search vectors indexed again from core');
        }
      },
    }).then(
      (done) => {
        if (done > 0) logger.info({ documents: done }, 'search vectors are current');
      },
      (error: unknown) => logger.error({ err: error }, 'indexing search vectors again failed; the next start tries again'),
    );
    return {
      stop: async () => {
        stopping = true;
        await run;
      },
    };
  },
};
