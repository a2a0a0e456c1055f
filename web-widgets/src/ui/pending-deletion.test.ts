import { describe, expect, test } from '@jest/globals';
import { PendingDeletion } from './pending-deletion';

interface Item {
  id: string;
}

const setUp = (remove: (item: Item) => Promise<void>) => {
  const log: string[] = [];
  const deletion = new PendingDeletion<Item>({
    remove,
    onDeleted: (item) => log.push(`deleted ${item.id}`),
    onFailed: (error) => log.push(`failed ${(error as Error).message}`),
    onAsk: (item) => log.push(`asked ${item.id}`),
  });
  return { deletion, log };
};

describe('PendingDeletion', () => {
  test('asks, deletes on confirm and closes the question', async () => {
    const removed: string[] = [];
    const { deletion, log } = setUp(async (item) => {
      removed.push(item.id);
    });
    deletion.ask({ id: 'a' });
    expect(deletion.item).toEqual({ id: 'a' });
    const done = deletion.confirm();
    expect(deletion.busy).toBe(true);
    await done;
    expect(removed).toEqual(['a']);
    expect(log).toEqual(['asked a', 'deleted a']);
    expect(deletion.item).toBeNull();
    expect(deletion.busy).toBe(false);
  });

  test('a failed call is reported and the question closes all the same', async () => {
    const { deletion, log } = setUp(() => Promise.reject(new Error('gone')));
    deletion.ask({ id: 'b' });
    await deletion.confirm();
    expect(log).toEqual(['asked b', 'failed gone']);
    expect(deletion.item).toBeNull();
    expect(deletion.busy).toBe(false);
  });

  test('cancel deletes nothing; confirm without a question or twice at once calls the server once at most', async () => {
    let calls = 0;
    const { deletion } = setUp(async () => {
      calls += 1;
    });
    await deletion.confirm();
    deletion.ask({ id: 'c' });
    deletion.cancel();
    await deletion.confirm();
    expect(calls).toBe(0);
    deletion.ask({ id: 'd' });
    await Promise.all([deletion.confirm(), deletion.confirm()]);
    expect(calls).toBe(1);
  });
});
