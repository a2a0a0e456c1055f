import type { CollectionChange, CollectionChanges, CollectionChangesOptions } from '@newsdesk/core/collections/collection.ports';
import type { PgListener } from '../listen/pg-listener';
import { COLLECTION_CHANGED_CHANNEL } from './postgres-collection-repository';

const isChange = (value: unknown): value is CollectionChange => {
  const v = value as Partial<CollectionChange> | null;
  return typeof v?.collectionId === 'string' && (v.kind === 'saved' || v.kind === 'deleted');
};

const parse = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return null; // not ours: someone NOTIFYed the channel by hand
  }
};

/**
 * Collection changes of every process. The LISTEN connection is opened with the first
 * subscriber and closed after the last one leaves, so nothing outlives the workers that listen
 * (a process without a percolator never holds the connection).
 */
export class PostgresCollectionChanges implements CollectionChanges {
  private listener: PgListener | null = null;
  private subscribers = 0;

  constructor(private readonly openListener: () => PgListener) {}

  async subscribe(onChange: (change: CollectionChange) => void, options: CollectionChangesOptions = {}): Promise<() => Promise<void>> {
    this.listener ??= this.openListener();
    const listener = this.listener;
    this.subscribers += 1;
    let stopListening: () => Promise<void>;
    try {
      const onPayload = (payload: string) => {
        const change = parse(payload);
        if (isChange(change)) onChange({ collectionId: change.collectionId, kind: change.kind });
      };
      // NOTIFYs sent while the connection was down are lost for good: the subscriber reloads everything
      stopListening = await listener.listen(COLLECTION_CHANGED_CHANNEL, onPayload, { onReconnect: options.onReconnect });
    } catch (error) {
      await this.release(listener);
      throw error;
    }
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      await stopListening();
      await this.release(listener);
    };
  }

  private async release(listener: PgListener) {
    this.subscribers -= 1;
    if (this.subscribers > 0) return;
    if (this.listener === listener) this.listener = null;
    await listener.close();
  }
}
