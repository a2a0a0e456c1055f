import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The oldest database state a request may read: the WAL position of the user's last write, or
 * null. Set per request by the HTTP layer (http/read-your-writes.ts) and read by ReadReplicas, so
 * a search right after the user saved something never comes from a standby that has not replayed
 * it yet.
 */
const floors = new AsyncLocalStorage<bigint | null>();

export const runWithReadFloor = <T>(floor: bigint | null, work: () => Promise<T>): Promise<T> => floors.run(floor, work);

export const currentReadFloor = (): bigint | null => floors.getStore() ?? null;
