import type pg from 'pg';
import type { MatchQueue, MatchQueueTransaction } from '@newsdesk/core/percolation/percolation.ports';
import { claimUnpercolatedDocuments } from '../postgres/percolation/claim-documents';
import { recordPercolation } from '../postgres/percolation/record-matches';

/**
 * The percolation queue in PostgreSQL: a unit of work is one transaction on a pooled connection.
 * Claimed queue rows are locked `for update skip locked` until it ends, so workers in any number
 * of processes take different documents, and a worker that dies releases its claim with its
 * connection; the NOTIFYs it sends are delivered at commit only.
 */
export class PostgresMatchQueue implements MatchQueue {
  constructor(private readonly pool: pg.Pool) {}

  async inUnitOfWork<T>(work: (tx: MatchQueueTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({
        claim: (limit) => claimUnpercolatedDocuments(client, limit),
        record: (documentIds, matches) => recordPercolation(client, documentIds, matches),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
