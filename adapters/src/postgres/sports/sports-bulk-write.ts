import type { EntityManager, Kysely } from '@mikro-orm/postgresql';

/**
 * Runs one statement with real bind parameters ($1 …) on the entity manager's transaction.
 * em.execute would inline the parameters: a 5,000-row chunk is a megabyte of JSON that MikroORM
 * then escapes character by character and PostgreSQL lexes as a literal, which more than doubled
 * the time of an import of the real tennis files. Reads keep em.execute.
 */
export type BulkWrite = <T>(statement: string, parameters: unknown[]) => Promise<T[]>;

type CompiledQuery = Parameters<Kysely<unknown>['executeQuery']>[0];

export const bulkWriteOf = (em: EntityManager): BulkWrite => {
  const executor = em.getTransactionContext<Kysely<unknown>>() ?? em.getConnection().getClient<unknown>();
  return async <T>(statement: string, parameters: unknown[]) => {
    // a raw compiled query, as MikroORM builds its own for streaming
    const query = {
      sql: statement,
      parameters,
      query: { kind: 'RawNode', sqlFragments: [statement], parameters: [] },
      queryId: { queryId: 'sports-bulk-write' },
    };
    const result = await executor.executeQuery<T>(query as unknown as CompiledQuery);
    return result.rows;
  };
};
